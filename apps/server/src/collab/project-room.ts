// A loaded project: the protocol Room plus what the server tracks for it — which log rows it has
// seen (for the periodic re-read), how many updates and bytes since the last compaction and how big
// the snapshot is, when it emptied, and the debounced updatedAt of the projects row.
import { Room, type DocumentParts, type RoomHooks, type RoomOptions } from '@vitrine/collab/server';
import type { LogRow } from './document-log.ts';

/** Logged bytes, as a share of the snapshot's, that a compaction waits for. */
const COMPACT_LOG_SHARE = 0.5;

export class ProjectRoom {
  readonly room: Room;
  /** Every log row with an id up to this one is in the room. */
  settledId: number;
  /** Rows above settledId that are in the room already (stored here or read back). */
  readonly seenIds = new Set<number>();
  updatesSinceCompaction = 0;
  /** Bytes of the updates logged since the last compaction. */
  bytesSinceCompaction: number;
  /** The stored snapshot's encoded size. */
  snapshotBytes: number;
  /** Date.now() when the last socket left, or null while sockets are connected. */
  emptySince: number | null;
  touchTimer: ReturnType<typeof setTimeout> | null = null;
  busy: Promise<unknown> | null = null;
  /** Set once unloading began: joins wait for it, then load the room afresh. */
  unloading: Promise<void> | null = null;

  constructor(
    readonly projectId: string,
    state: DocumentParts,
    snapshotId: number,
    rows: LogRow[],
    hooks: RoomHooks,
    options: RoomOptions,
    snapshotBytes = 0,
    now = Date.now(),
  ) {
    this.emptySince = now;
    this.room = new Room(projectId, state, hooks, options);
    this.settledId = snapshotId;
    this.snapshotBytes = snapshotBytes;
    this.bytesSinceCompaction = rows.reduce((total, row) => total + row.update.length, 0);
    this.markSeen(rows);
  }

  /** Records rows now in the room and advances settledId over their settled prefix. */
  markSeen(rows: Array<Pick<LogRow, 'id' | 'settled'>>): void {
    let settledPrefix = true;
    for (const row of rows) {
      if (row.id <= this.settledId) continue;
      if (settledPrefix && row.settled) this.settledId = row.id;
      else {
        settledPrefix = false;
        this.seenIds.add(row.id);
      }
    }
    for (const id of this.seenIds) if (id <= this.settledId) this.seenIds.delete(id);
  }

  /**
   * Whether enough was logged since the last compaction for the next one: `compactAfter` updates
   * that also weigh half the snapshot (a compaction parses and encodes the whole document, so its
   * cost is spread over as many logged bytes as the document has, whatever its size).
   */
  dueForCompaction(compactAfter: number): boolean {
    return (
      this.updatesSinceCompaction >= compactAfter &&
      this.bytesSinceCompaction >= this.snapshotBytes * COMPACT_LOG_SHARE
    );
  }

  /** Ids this process stored itself: seen, though not yet settled. */
  markStored(ids: number[]): void {
    for (const id of ids) if (id > this.settledId) this.seenIds.add(id);
  }
}
