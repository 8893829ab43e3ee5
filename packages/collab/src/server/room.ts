// One loaded document and the sockets on it: applies client updates and broadcasts them as soon as
// the event loop has read what else arrived (the changes of one loop turn go out as one merged
// message per socket: under load that is several times fewer frames to write and to read, and alone
// an update leaves at once), and coalesces presence into one awareness message per tick so document
// updates never wait behind cursor traffic. Persistence and cross-process fan-out are the host's,
// through RoomHooks, and hear of every update at once. Its clock and timers are a Scheduler (the real
// ones unless the host gives others), so tests move time instead of sleeping.
import * as awarenessProtocol from 'y-protocols/awareness';
import * as Y from 'yjs';
import {
  encodeAuthGranted,
  encodeAwareness,
  encodeKeepAlive,
  encodeSaved,
  encodeSyncStep1,
  encodeUpdate,
  isEmptyUpdate,
} from '../protocol/messages.ts';
import { Connection, type ConnectionInfo, type RoomSocket } from './connection.ts';
import { DocumentState, type DocumentParts } from './document-state.ts';
import { receiveMessage, type MessageTarget } from './message-receiver.ts';
import { realScheduler, type Scheduler } from './scheduler.ts';

export interface RoomHooks {
  /**
   * A change made here (by a socket of this room, or a repair of one): persist it and fan it out
   * to other processes once stored. A returned promise is its durability: the change is broadcast
   * and acknowledged to its author only once it resolves, so nothing anyone was shown or told is
   * lost to a crash. Without one, changes go out at once.
   */
  onLocalUpdate?(update: Uint8Array, author: Connection | null): Promise<void> | void;
  /**
   * Looks at what a client's update changed and repairs the document in place, in transactions of
   * its own (origin REPAIR_ORIGIN): those are stored and broadcast like any local change.
   */
  repairClientChange?(doc: Y.Doc, transaction: Y.Transaction): void;
  /** Coalesced presence changes of this room's own sockets, for other processes. */
  onLocalAwareness?(awarenessUpdate: Uint8Array): void;
}

export interface RoomOptions {
  /** Presence is sent at most once per tick (ms). */
  awarenessTickMs?: number;
  /** A socket with more than this many bytes queued gets no presence until it drains. */
  awarenessBackPressureBytes?: number;
  /** The clock and timers (default: Date.now, setTimeout, setImmediate). */
  scheduler?: Scheduler;
}

/** Authors in one broadcast that still get a message without their own changes. */
const MAX_AUTHOR_MERGES = 8;

const KEEP_ALIVE = encodeKeepAlive();
/** How long a cold room's step1 waits for its sockets to write out the document (ms). */
const STEP1_WRITE_WAIT_MS = 2000;

/** Origin of changes that came from elsewhere (another process, the update log). */
export const REMOTE_ORIGIN = Symbol('remote');

/** Origin of the server's own repairs of what a client wrote. */
export const REPAIR_ORIGIN = Symbol('repair');

export class Room implements MessageTarget {
  readonly connections = new Set<Connection>();
  readonly awareness: awarenessProtocol.Awareness;
  /** The scheduler's now() at the last change, for hibernation by the host. */
  lastChangeAt: number;
  private readonly document: DocumentState;
  private readonly dirtyClients = new Set<number>();
  private readonly dirtyLocalClients = new Set<number>();
  /** Cancels the pending presence tick, while one is pending. */
  private awarenessTimer: (() => void) | null = null;
  private readonly awaitingStep1 = new Set<Connection>();
  /** Changes applied since the last broadcast, with the socket each came from (if any). */
  private pending: { update: Uint8Array; origin: unknown }[] = [];
  private broadcastScheduled = false;
  /** The durability of what the client update being applied changed, collected by onDocumentChange. */
  private applyingDurable: Promise<void>[] | null = null;
  /** Changes applied here and not yet stored. */
  private readonly unstored = new Set<Promise<void>>();
  private step1Scheduled = false;
  private readonly tickMs: number;
  private readonly backPressureBytes: number;
  private readonly scheduler: Scheduler;
  private destroyed = false;

  constructor(
    readonly name: string,
    initialState: Uint8Array | DocumentParts,
    private readonly hooks: RoomHooks = {},
    options: RoomOptions = {},
  ) {
    this.tickMs = options.awarenessTickMs ?? 50;
    this.backPressureBytes = options.awarenessBackPressureBytes ?? 256 * 1024;
    this.scheduler = options.scheduler ?? realScheduler;
    this.lastChangeAt = this.scheduler.now();
    this.document = new DocumentState(initialState, (update, origin) =>
      this.onDocumentChange(update, origin),
    );
    // Presence lives on its own tiny doc: the awareness must not hydrate the document.
    this.awareness = new awarenessProtocol.Awareness(new Y.Doc());
    this.awareness.setLocalState(null);
    this.awareness.on('update', this.onAwarenessChange);
  }

  get isHot(): boolean {
    return this.document.isHot;
  }

  /** Adds a socket: grants it, then starts the sync by sending the server's state vector. */
  join(socket: RoomSocket, info: ConnectionInfo): Connection {
    const connection = new Connection(socket, info, this.scheduler);
    this.connections.add(connection);
    connection.send(encodeAuthGranted(info.readOnly ? 'readonly' : 'read-write'));
    // The server's step1 asks the client for what the server lacks. For a cold document computing
    // it means parsing the whole state, so it waits until the client has its first sync.
    if (this.document.stateVectorReady) connection.send(encodeSyncStep1(this.document.stateVector()));
    else this.awaitingStep1.add(connection);
    if (this.awareness.getStates().size > 0) this.sendAllAwareness(connection);
    return connection;
  }

  /** Called once a socket's first sync is answered: now send it the server's step1 if it still lacks it. */
  afterFirstSync(connection: Connection): void {
    if (!this.awaitingStep1.has(connection) || this.step1Scheduled) return;
    this.step1Scheduled = true;
    const startedAt = this.scheduler.now();
    const sendStep1 = () => {
      if (this.destroyed || this.awaitingStep1.size === 0) {
        this.step1Scheduled = false;
        return;
      }
      // Computing the vector holds the event loop; first let the sockets write out the document
      // they were just sent (or give up waiting after a while), or the client waits for both.
      const writing = [...this.awaitingStep1].some(
        (waiting) => !waiting.closed && waiting.socket.bufferedAmount > 0,
      );
      if (writing && this.scheduler.now() - startedAt < STEP1_WRITE_WAIT_MS) {
        this.scheduler.delay(sendStep1, 5);
        return;
      }
      this.step1Scheduled = false;
      const message = encodeSyncStep1(this.document.stateVector());
      for (const waiting of this.awaitingStep1) waiting.send(message);
      this.awaitingStep1.clear();
    };
    this.scheduler.delay(sendStep1, 0);
  }

  receive(connection: Connection, data: Uint8Array): void {
    if (this.destroyed || connection.closed) return;
    receiveMessage(this, connection, data);
  }

  /** Removes a closed socket and the presence it spoke for. */
  leave(connection: Connection): void {
    connection.closed = true;
    this.awaitingStep1.delete(connection);
    if (!this.connections.delete(connection)) return;
    if (connection.awarenessClients.size > 0) {
      awarenessProtocol.removeAwarenessStates(this.awareness, [...connection.awarenessClients], connection);
    }
  }

  /** What a peer lacks, as updates to send in order (the first as the step2). */
  diff(stateVector: Uint8Array): Uint8Array[] {
    return this.document.diff(stateVector);
  }

  encodeState(): Uint8Array {
    return this.document.encode();
  }

  /**
   * Applies a client's update (and the host's repairs of it); returns when what it changed is
   * stored, or null when it changed nothing that needs storing.
   */
  applyClientUpdate(update: Uint8Array, connection: Connection): Promise<void> | null {
    // Every client answers the server's step1, mostly with nothing: that must not wake a cold document.
    if (isEmptyUpdate(update)) return null;
    const durable: Promise<void>[] = [];
    this.applyingDurable = durable;
    let waitsForMissing = false;
    try {
      waitsForMissing = this.document.apply(update, connection, this.hooks.repairClientChange).waiting;
    } finally {
      this.applyingDurable = null;
    }
    // Part of the update waits for something the room lacks (Yjs keeps it pending, and emits it
    // only once the rest arrives): it is stored as it came, so acknowledging it keeps its promise.
    const stored = waitsForMissing ? this.hooks.onLocalUpdate?.(update, connection) : undefined;
    if (stored instanceof Promise) durable.push(this.trackUnstored(stored));
    if (durable.length === 0) return null;
    return durable.length === 1 ? durable[0]! : Promise.all(durable).then(() => {});
  }

  /**
   * A socket's rights changed while it is open: it is told its new scope from now on. Made writable
   * again, it is also asked for what it holds that the room lacks (a step 1): a change it made while
   * read-only was dropped here, and every later change of its client builds on it.
   */
  setReadOnly(connection: Connection, readOnly: boolean): void {
    if (connection.closed || connection.readOnly === readOnly) return;
    connection.readOnly = readOnly;
    connection.send(encodeAuthGranted(readOnly ? 'readonly' : 'read-write'));
    if (!readOnly) connection.send(encodeSyncStep1(this.document.stateVector()));
  }

  /** Settles once every change applied so far is stored (or refused); null when none is pending. */
  storedSoFar(): Promise<void> | null {
    if (this.unstored.size === 0) return null;
    return Promise.allSettled([...this.unstored]).then(() => {});
  }

  private trackUnstored(durable: Promise<void>): Promise<void> {
    this.unstored.add(durable);
    const settled = () => void this.unstored.delete(durable);
    durable.then(settled, settled);
    return durable;
  }

  /** Tells a socket that asked how many of its document frames are stored (MessageType.Saved). */
  settleFrame(connection: Connection, frame: number, durable: Promise<void> | null): void {
    connection.settleFrame(frame, durable, (saved) => connection.send(encodeSaved(saved)));
  }

  /** A change from another process or the update log: broadcast here, but neither stored nor re-published. */
  applyRemoteUpdate(update: Uint8Array): void {
    if (this.destroyed) return;
    this.document.apply(update, REMOTE_ORIGIN);
  }

  applyClientAwareness(awarenessUpdate: Uint8Array, connection: Connection): void {
    awarenessProtocol.applyAwarenessUpdate(this.awareness, awarenessUpdate, connection);
  }

  applyRemoteAwareness(awarenessUpdate: Uint8Array): void {
    if (this.destroyed) return;
    awarenessProtocol.applyAwarenessUpdate(this.awareness, awarenessUpdate, REMOTE_ORIGIN);
  }

  sendAllAwareness(connection: Connection): void {
    const clients = [...this.awareness.getStates().keys()];
    if (clients.length === 0) return;
    connection.send(encodeAwareness(awarenessProtocol.encodeAwarenessUpdate(this.awareness, clients)));
  }

  /**
   * Sends every socket that has heard nothing for `silentMs` a presence message naming no client.
   * A lone author's socket hears nothing otherwise (its own edits and presence are not echoed), and
   * its y-websocket client would close it after 30 s of silence, reconnect and sync again.
   */
  keepAlive(now: number, silentMs: number): void {
    for (const connection of this.connections)
      if (now - connection.lastSentAt >= silentMs) connection.send(KEEP_ALIVE);
  }

  /** Turns the live Y.Doc back into bytes when nothing changed for idleMs. */
  hibernateIfIdle(now: number, idleMs: number): boolean {
    if (!this.document.isHot || now - this.lastChangeAt < idleMs) return false;
    this.document.hibernate();
    return true;
  }

  /** Closes every socket (they reconnect or not, by code) and frees the document. */
  destroy(code: number, reason: string): void {
    if (this.destroyed) return;
    this.destroyed = true;
    for (const connection of this.connections) connection.close(code, reason);
    this.connections.clear();
    this.awarenessTimer?.();
    this.awarenessTimer = null;
    this.awareness.off('update', this.onAwarenessChange);
    this.awareness.destroy();
    this.document.destroy();
  }

  private onDocumentChange(update: Uint8Array, origin: unknown): void {
    this.lastChangeAt = this.scheduler.now();
    const local = origin instanceof Connection || origin === REPAIR_ORIGIN;
    const durable = local
      ? this.hooks.onLocalUpdate?.(update, origin instanceof Connection ? origin : null)
      : undefined;
    if (!(durable instanceof Promise)) return this.queueBroadcast(update, origin);
    this.applyingDurable?.push(this.trackUnstored(durable));
    // Durable changes settle in the order they were stored, so broadcasts keep that order.
    durable.then(
      () => this.queueBroadcast(update, origin),
      () => {},
    );
  }

  private queueBroadcast(update: Uint8Array, origin: unknown): void {
    if (this.destroyed) return;
    this.pending.push({ update, origin });
    if (!this.broadcastScheduled) {
      this.broadcastScheduled = true;
      this.scheduler.soon(this.broadcast);
    }
  }

  /** Sends the pending changes: one message per socket, without the socket's own changes. */
  private readonly broadcast = (): void => {
    this.broadcastScheduled = false;
    const pending = this.pending;
    this.pending = [];
    if (this.destroyed || pending.length === 0) return;
    const everything = encodeUpdate(
      pending.length === 1 ? pending[0]!.update : Y.mergeUpdates(pending.map((change) => change.update)),
    );
    // Past a few authors in one turn, each author gets everything too (Yjs ignores what it already
    // has): a merge per author would cost more than the bytes it saves.
    const authors = new Set(pending.map((change) => change.origin));
    const perAuthor = authors.size <= MAX_AUTHOR_MERGES;
    for (const connection of this.connections) {
      if (!perAuthor || !authors.has(connection)) connection.send(everything);
      else {
        const others = pending
          .filter((change) => change.origin !== connection)
          .map((change) => change.update);
        if (others.length > 0)
          connection.send(encodeUpdate(others.length === 1 ? others[0]! : Y.mergeUpdates(others)));
      }
    }
  };

  private readonly onAwarenessChange = (
    { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
    origin: unknown,
  ): void => {
    if (origin instanceof Connection) {
      for (const id of added) origin.awarenessClients.add(id);
      for (const id of updated) origin.awarenessClients.add(id);
      for (const id of removed) origin.awarenessClients.delete(id);
    }
    const local = origin !== REMOTE_ORIGIN;
    for (const list of [added, updated, removed]) {
      for (const id of list) {
        this.dirtyClients.add(id);
        if (local) this.dirtyLocalClients.add(id);
      }
    }
    if (!this.awarenessTimer && !this.destroyed) {
      this.awarenessTimer = this.scheduler.delay(this.flushAwareness, this.tickMs);
    }
  };

  private readonly flushAwareness = (): void => {
    this.awarenessTimer = null;
    if (this.destroyed) return;
    const clients = [...this.dirtyClients];
    this.dirtyClients.clear();
    const message = encodeAwareness(awarenessProtocol.encodeAwarenessUpdate(this.awareness, clients));
    for (const connection of this.connections) {
      if (connection.socket.bufferedAmount > this.backPressureBytes) {
        connection.awarenessBehind = true;
        continue;
      }
      if (connection.awarenessBehind) {
        connection.awarenessBehind = false;
        this.sendAllAwareness(connection);
        continue;
      }
      // A socket does not need its own presence echoed back.
      if (clients.every((id) => connection.awarenessClients.has(id))) continue;
      connection.send(message);
    }
    if (this.dirtyLocalClients.size > 0) {
      const local = [...this.dirtyLocalClients];
      this.dirtyLocalClients.clear();
      this.hooks.onLocalAwareness?.(awarenessProtocol.encodeAwarenessUpdate(this.awareness, local));
    }
    // A socket that was skipped keeps the timer going until it drains.
    if ([...this.connections].some((c) => c.awarenessBehind)) {
      this.awarenessTimer = this.scheduler.delay(this.flushAwareness, this.tickMs);
    }
  };
}
