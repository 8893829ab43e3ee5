// One client's socket inside a room: what it may do, which awareness clients it speaks for, and
// whether it has finished its first sync. Transport-agnostic: the server gives it a RoomSocket.
import { realScheduler, type Scheduler } from './scheduler.ts';

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
  /** The client asked to be told which of its updates are stored (MessageType.Saved). */
  wantsSaved?: boolean;
}

export class Connection {
  /** Changes while the socket is open when the user's rights do (Room.setReadOnly). */
  readOnly: boolean;
  readonly userId: string | undefined;
  readonly wantsSaved: boolean;
  /** Document frames (sync step 2 answers and updates) received so far, as the client counts them. */
  documentFrames = 0;
  /** Every document frame up to this one is stored or was refused. */
  savedFrames = 0;
  /** Settles once every document frame received so far is done with. */
  private saving: Promise<void> = Promise.resolve();
  private savedNoticeScheduled = false;
  /** Awareness client ids this socket has announced; removed when it closes. */
  readonly awarenessClients = new Set<number>();
  /** SyncDone is sent once, after the answer to the first step1. */
  syncDone = false;
  /** Awareness was skipped for back-pressure: the next tick sends this socket every state. */
  awarenessBehind = false;
  closed = false;
  /** The scheduler's now() at the last message sent to this socket (or at joining). */
  lastSentAt: number;
  private lastReadOnlyNotice = Number.NEGATIVE_INFINITY;

  constructor(
    readonly socket: RoomSocket,
    info: ConnectionInfo,
    private readonly scheduler: Scheduler = realScheduler,
  ) {
    this.lastSentAt = scheduler.now();
    this.readOnly = info.readOnly;
    this.userId = info.userId;
    this.wantsSaved = info.wantsSaved ?? false;
  }

  /**
   * Document frame number `frame` is done once `durable` settles (null: nothing of it needed
   * storing) and every earlier frame is done: acknowledgements go out in the order frames came in.
   */
  settleFrame(frame: number, durable: Promise<void> | null, notify: (savedFrames: number) => void): void {
    const done = () => {
      if (this.closed || frame <= this.savedFrames) return;
      this.savedFrames = frame;
      if (!this.wantsSaved || this.savedNoticeScheduled) return;
      // Frames stored by one insert settle in one turn: the client hears of them in one message.
      this.savedNoticeScheduled = true;
      this.scheduler.soon(() => {
        this.savedNoticeScheduled = false;
        notify(this.savedFrames);
      });
    };
    // A refused write closes the room (the project is gone): nothing is acknowledged after it.
    this.saving = (durable ? Promise.all([this.saving, durable]) : this.saving).then(done, () => {
      this.closed = true;
    });
  }

  send(data: Uint8Array): void {
    if (this.closed) return;
    this.lastSentAt = this.scheduler.now();
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
  shouldNotifyReadOnly(): boolean {
    const now = this.scheduler.now();
    if (now - this.lastReadOnlyNotice < 1000) return false;
    this.lastReadOnlyNotice = now;
    return true;
  }
}
