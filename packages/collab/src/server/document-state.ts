// A room's document in one of two forms: "cold" as its encoded state (about its encoded size in
// memory, and enough to answer any step1 with Y.diffUpdate), or "hot" as a live Y.Doc that applies
// updates incrementally. Rooms stay cold while only read and go cold again once edits stop, so an
// idle 20 MB document costs about 20 MB and its first sync needs no parse at all.
import * as Y from 'yjs';

/** Receives every change the document applied, with the origin given to apply(). */
export type ChangeListener = (update: Uint8Array, origin: unknown) => void;

const EMPTY_STATE_VECTOR_LENGTH = 1;

export class DocumentState {
  private encoded: Uint8Array | null;
  private encodedStateVector: Uint8Array | null = null;
  private doc: Y.Doc | null = null;

  constructor(
    initialState: Uint8Array,
    private readonly onChange: ChangeListener,
  ) {
    this.encoded = initialState;
  }

  get isHot(): boolean {
    return this.doc !== null;
  }

  /** The whole document as one update. */
  encode(): Uint8Array {
    return this.doc ? Y.encodeStateAsUpdate(this.doc) : this.encoded!;
  }

  /** Whether stateVector() is cheap now (a cold state must be parsed whole to compute it). */
  get stateVectorReady(): boolean {
    return this.doc !== null || this.encodedStateVector !== null;
  }

  stateVector(): Uint8Array {
    if (this.doc) return Y.encodeStateVector(this.doc);
    this.encodedStateVector ??= Y.encodeStateVectorFromUpdate(this.encoded!);
    return this.encodedStateVector;
  }

  /** What a peer with this state vector lacks (the answer to its step1). */
  diff(stateVector: Uint8Array): Uint8Array {
    if (this.doc) return Y.encodeStateAsUpdate(this.doc, stateVector);
    // An empty peer needs everything: send the stored bytes untouched.
    if (stateVector.length <= EMPTY_STATE_VECTOR_LENGTH) return this.encoded!;
    return Y.diffUpdate(this.encoded!, stateVector);
  }

  /** Applies an update; onChange hears what actually changed (nothing for a duplicate). */
  apply(update: Uint8Array, origin: unknown): void {
    Y.applyUpdate(this.hydrate(), update, origin);
  }

  /** Drops the live Y.Doc and keeps only the encoded state. */
  hibernate(): void {
    if (!this.doc) return;
    this.encoded = Y.encodeStateAsUpdate(this.doc);
    this.encodedStateVector = null;
    this.doc.destroy();
    this.doc = null;
  }

  destroy(): void {
    this.doc?.destroy();
    this.doc = null;
    this.encoded = new Uint8Array([0, 0]);
  }

  private hydrate(): Y.Doc {
    if (this.doc) return this.doc;
    const doc = new Y.Doc();
    Y.applyUpdate(doc, this.encoded!);
    doc.on('update', (update: Uint8Array, origin: unknown) => this.onChange(update, origin));
    this.doc = doc;
    this.encoded = null;
    this.encodedStateVector = null;
    return doc;
  }
}
