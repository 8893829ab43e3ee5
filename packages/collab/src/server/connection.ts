// One client's socket inside a room: what it may do, which awareness clients it speaks for, and
// whether it has finished its first sync. Transport-agnostic: the server gives it a RoomSocket.

/** The little of a websocket that a room needs. */
export interface RoomSocket {
  send(data: Uint8Array): void;
  close(code: number, reason: string): void;
  /** Bytes queued but not yet written; awareness waits while this is high. */
  readonly bufferedAmount: number;
}

export interface ConnectionInfo {
  readOnly: boolean;
  /** Who is connected (for logs); the room does not interpret it. */
  userId?: string;
}

export class Connection {
  readonly readOnly: boolean;
  readonly userId: string | undefined;
  /** Awareness client ids this socket has announced; removed when it closes. */
  readonly awarenessClients = new Set<number>();
  /** SyncDone is sent once, after the answer to the first step1. */
  syncDone = false;
  /** Awareness was skipped for back-pressure: the next tick sends this socket every state. */
  awarenessBehind = false;
  closed = false;
  /** Date.now() of the last message sent to this socket (or of joining). */
  lastSentAt = Date.now();
  private lastReadOnlyNotice = 0;

  constructor(
    readonly socket: RoomSocket,
    info: ConnectionInfo,
  ) {
    this.readOnly = info.readOnly;
    this.userId = info.userId;
  }

  send(data: Uint8Array): void {
    if (this.closed) return;
    this.lastSentAt = Date.now();
    try {
      this.socket.send(data);
    } catch {
      // A socket that died between the check and the write is cleaned up by its close event.
    }
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    try {
      this.socket.close(code, reason);
    } catch {
      // Already closing.
    }
  }

  /** At most one read-only notice a second, however fast a client keeps editing. */
  shouldNotifyReadOnly(now: number): boolean {
    if (now - this.lastReadOnlyNotice < 1000) return false;
    this.lastReadOnlyNotice = now;
    return true;
  }
}
