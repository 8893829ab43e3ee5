// A loaded project: the protocol Room plus what the server tracks for it — which log rows it has
// seen (for the periodic re-read), how many updates since the last compaction, when it emptied,
// and the debounced updatedAt of the projects row.
import { Room, type DocumentParts, type RoomHooks, type RoomOptions } from '@vitrine/collab';
import type { LogRow } from './document-log.ts';

export class ProjectRoom {
  readonly room: Room;
  /** Every log row with an id up to this one is in the room. */
  settledId: number;
  /** Rows above settledId that are in the room already (stored here or read back). */
  readonly seenIds = new Set<number>();
  updatesSinceCompaction = 0;
  /** Date.now() when the last socket left, or null while sockets are connected. */
  emptySince: number | null = Date.now();
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
  ) {
    this.room = new Room(projectId, state, hooks, options);
    this.settledId = snapshotId;
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

  /** Ids this process stored itself: seen, though not yet settled. */
  markStored(ids: number[]): void {
    for (const id of ids) if (id > this.settledId) this.seenIds.add(id);
  }
}
