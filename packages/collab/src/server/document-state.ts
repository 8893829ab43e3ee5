// A room's document in one of two forms: "cold" as its encoded parts (a snapshot and the updates
// stored after it: about their encoded size in memory, and enough to answer any step1 with
// Y.diffUpdate), or "hot" as a live Y.Doc that applies updates incrementally. Rooms stay cold while
// only read and go cold again once edits stop, so an idle 20 MB document costs about 20 MB, and its
// first sync parses nothing: the stored parts go out as they are, one message each, never merged.
import * as Y from 'yjs';
import { stateVectorAfter } from './state-vector.ts';

/** Receives every change the document applied, with the origin given to apply(). */
export type ChangeListener = (update: Uint8Array, origin: unknown) => void;

/** A stored document as its parts in order, and their state vector when already known. */
export interface DocumentParts {
  parts: readonly Uint8Array[];
  stateVector: Uint8Array | null;
  /**
   * The state vector of the first part alone (a stored snapshot's), when known: the vector of all
   * parts is then computed from it and the later parts, without merging them.
   */
  firstPartStateVector?: Uint8Array | null;
}

const EMPTY_STATE_VECTOR_LENGTH = 1;

export class DocumentState {
  private parts: Uint8Array[] | null;
  private encodedStateVector: Uint8Array | null;
  private firstPartStateVector: Uint8Array | null;
  private doc: Y.Doc | null = null;

  constructor(
    initialState: Uint8Array | DocumentParts,
    private readonly onChange: ChangeListener,
  ) {
    const parts = initialState instanceof Uint8Array ? [initialState] : [...initialState.parts];
    this.parts = parts.length > 0 ? parts : [Y.encodeStateAsUpdate(new Y.Doc())];
    this.encodedStateVector = initialState instanceof Uint8Array ? null : initialState.stateVector;
    this.firstPartStateVector =
      initialState instanceof Uint8Array ? null : (initialState.firstPartStateVector ?? null);
  }

  get isHot(): boolean {
    return this.doc !== null;
  }

  /** The whole document as one update. */
  encode(): Uint8Array {
    return this.doc ? Y.encodeStateAsUpdate(this.doc) : this.merged();
  }

  /** Whether stateVector() is instant now (cold parts without a stored vector must be read). */
  get stateVectorReady(): boolean {
    return this.doc !== null || this.encodedStateVector !== null;
  }

  stateVector(): Uint8Array {
    if (this.doc) return Y.encodeStateVector(this.doc);
    this.encodedStateVector ??= this.coldStateVector();
    return this.encodedStateVector;
  }

  /** What a peer with this state vector lacks (the answer to its step1), as updates to apply in order. */
  diff(stateVector: Uint8Array): Uint8Array[] {
    if (this.doc) return [Y.encodeStateAsUpdate(this.doc, stateVector)];
    // An empty peer needs everything: send the stored bytes untouched.
    if (stateVector.length <= EMPTY_STATE_VECTOR_LENGTH) return [...this.parts!];
    return this.parts!.map((part) => Y.diffUpdate(part, stateVector));
  }

  /**
   * Applies an update; onChange hears what actually changed (nothing for a duplicate). `inspect`
   * then sees the transaction that applied it, and may change the document in transactions of its own.
   * `waiting`: part of the update waits for something the document lacks (Yjs keeps it pending).
   */
  apply(
    update: Uint8Array,
    origin: unknown,
    inspect?: (doc: Y.Doc, transaction: Y.Transaction) => void,
  ): { waiting: boolean } {
    const doc = this.hydrate();
    const { pendingStructs, pendingDs } = doc.store;
    // Yjs replaces these when an update leaves something it cannot integrate yet.
    const result = () => ({
      waiting:
        (doc.store.pendingStructs !== null && doc.store.pendingStructs !== pendingStructs) ||
        (doc.store.pendingDs !== null && doc.store.pendingDs !== pendingDs),
    });
    if (!inspect) {
      Y.applyUpdate(doc, update, origin);
      return result();
    }
    let applied: Y.Transaction | null = null;
    const capture = (transaction: Y.Transaction) => {
      if (transaction.origin === origin) applied ??= transaction;
    };
    doc.on('afterTransaction', capture);
    try {
      Y.applyUpdate(doc, update, origin);
    } finally {
      doc.off('afterTransaction', capture);
    }
    if (applied) inspect(doc, applied);
    return result();
  }

  /** Drops the live Y.Doc and keeps only the encoded state (and its state vector, cheap to read now). */
  hibernate(): void {
    if (!this.doc) return;
    this.parts = [Y.encodeStateAsUpdate(this.doc)];
    this.encodedStateVector = Y.encodeStateVector(this.doc);
    this.firstPartStateVector = null;
    this.doc.destroy();
    this.doc = null;
  }

  destroy(): void {
    this.doc?.destroy();
    this.doc = null;
    this.parts = [new Uint8Array([0, 0])];
  }

  private coldStateVector(): Uint8Array {
    const parts = this.parts!;
    if (this.firstPartStateVector && parts.length > 1) {
      try {
        return stateVectorAfter(this.firstPartStateVector, parts.slice(1));
      } catch {
        // A part that does not read as an update: let merging say so.
      }
    }
    return Y.encodeStateVectorFromUpdate(this.merged());
  }

  /** The cold parts as one update (merged once, then kept so). */
  private merged(): Uint8Array {
    if (this.parts!.length > 1) {
      this.parts = [Y.mergeUpdates(this.parts!)];
      this.firstPartStateVector = null;
    }
    return this.parts![0]!;
  }

  private hydrate(): Y.Doc {
    if (this.doc) return this.doc;
    const doc = new Y.Doc();
    doc.transact(() => {
      for (const part of this.parts!) Y.applyUpdate(doc, part);
    });
    doc.on('update', (update: Uint8Array, origin: unknown) => this.onChange(update, origin));
    this.doc = doc;
    this.parts = null;
    this.encodedStateVector = null;
    this.firstPartStateVector = null;
    return doc;
  }
}
