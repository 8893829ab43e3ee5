// The rooms of one server process: loads a project's room on first join (snapshot + log), keeps it
// while sockets are on it, persists every local change through the group-committed update log,
// fans changes out through Redis when configured, copies a renamed project's label to its row,
// re-reads the log on a timer so a lost pub/sub message heals, closes the rooms of deleted projects for good (4500), hibernates idle documents,
// and unloads empty rooms after a final flush and compaction.
import type { FastifyBaseLogger } from 'fastify';
import type * as Y from 'yjs';
import { CloseCode, CollabReason } from '@vitrine/collab/protocol';
import type { Database } from '../db/database.ts';
import type { AutoCheckpoints } from '../history/auto-checkpoints.ts';
import { compactDocument, loadDocument, readLogIdsAfter, readLogRows, touchProject } from './document-log.ts';
import { FanOutKind, type RedisFanOut } from './fan-out.ts';
import { LabelSync } from './label-sync.ts';
import { ProjectRoom } from './project-room.ts';
import { UpdateLog } from './update-log.ts';

/** Repairs, in place, what one client transaction made invalid (see document-repair.ts). */
export type DocumentRepair = (projectId: string, doc: Y.Doc, transaction: Y.Transaction) => void;

/**
 * What "idle" means here (docs/deploy.md, "Memory"): a room with no socket for idleUnloadMs is
 * unloaded — its pending updates stored, its document compacted, its memory released — and the next
 * socket loads it again from the database. A room whose sockets stay connected but silent stays
 * loaded (they need it for presence and to hear edits), but once nothing changed for hibernateMs its
 * live Y.Doc is dropped and only the encoded document (about its stored size) remains.
 */
export interface CollabTimings {
  /** An empty room is unloaded after this long (COLLAB_IDLE_UNLOAD_SECONDS). */
  idleUnloadMs: number;
  /** A room with no change for this long drops its live Y.Doc. */
  hibernateMs: number;
  /** Loaded rooms re-read the log this often. */
  healIntervalMs: number;
  /** Compact after this many stored updates, once they also weigh half the snapshot. */
  compactAfter: number;
  /** The projects row's updatedAt is written at most this often per project. */
  touchDebounceMs: number;
  awarenessTickMs: number;
  /** A socket sent nothing for this long gets a keep-alive (clients give up on 30 s of silence). */
  keepAliveMs: number;
}

export const DEFAULT_TIMINGS: CollabTimings = {
  idleUnloadMs: 30_000,
  hibernateMs: 10_000,
  healIntervalMs: 5_000,
  compactAfter: 500,
  touchDebounceMs: 2_000,
  awarenessTickMs: 50,
  keepAliveMs: 15_000,
};

const HOUSEKEEPING_MS = 1_000;

export class RoomRegistry {
  private readonly rooms = new Map<string, Promise<ProjectRoom>>();
  private readonly loaded = new Map<string, ProjectRoom>();
  /** Fan-out messages for rooms still loading, applied once they are ready. */
  private readonly early = new Map<string, Array<[FanOutKind, Uint8Array]>>();
  private readonly log: UpdateLog;
  private readonly labels: LabelSync;
  private readonly housekeeping: ReturnType<typeof setInterval>;
  /** The clock of idle timeouts (tests move it). */
  now: () => number = Date.now;
  private lastHeal = this.now();
  private closing = false;
  private closed: Promise<void> | undefined;
  /** Hears how long each stored update waited for its insert, in ms (metrics). */
  onUpdateStored: ((ms: number) => void) | null = null;
  private fanOut: RedisFanOut | null = null;
  private checkpoints: AutoCheckpoints | null = null;
  private repair: DocumentRepair | null = null;

  constructor(
    private readonly db: Database,
    private readonly logger: FastifyBaseLogger,
    private readonly timings: CollabTimings = DEFAULT_TIMINGS,
  ) {
    this.log = new UpdateLog(db, {
      onStored: (projectId, ids) => this.onStored(projectId, ids),
      onRejected: (projectId) => this.onProjectGone(projectId),
      onError: (error) => this.logger.error(error, 'collab: storing updates failed, retrying'),
      onWaited: (ms) => this.onUpdateStored?.(ms),
    });
    this.labels = new LabelSync(db, logger);
    this.housekeeping = setInterval(() => this.tick(), HOUSEKEEPING_MS);
    this.housekeeping.unref();
  }

  setFanOut(fanOut: RedisFanOut): void {
    this.fanOut = fanOut;
  }

  /** What every room runs on each client update before it is stored (strings, the element tree). */
  setRepair(repair: DocumentRepair): void {
    this.repair = repair;
  }

  /** Edits open automatic checkpoint windows; unloading a room closes its window. */
  setAutoCheckpoints(checkpoints: AutoCheckpoints): void {
    this.checkpoints = checkpoints;
  }

  /** The loaded room of a project, if any (for reads that must see unsaved changes). */
  loadedRoom(projectId: string): ProjectRoom | undefined {
    const room = this.loaded.get(projectId);
    return room && !room.unloading ? room : undefined;
  }

  get loadedCount(): number {
    return this.loaded.size;
  }

  /** The room of a project, loading it on first use; waits out an unload in progress. */
  async acquire(projectId: string): Promise<ProjectRoom> {
    for (;;) {
      if (this.closing) throw new Error('collab: server is closing');
      let pending = this.rooms.get(projectId);
      if (!pending) {
        pending = this.load(projectId);
        this.rooms.set(projectId, pending);
        pending.catch(() => this.rooms.delete(projectId));
      }
      const room = await pending;
      if (!room.unloading) return room;
      await room.unloading;
    }
  }

  /** Fan-out from another process. */
  receiveRemote(projectId: string, kind: FanOutKind, payload: Uint8Array): void {
    const room = this.loaded.get(projectId);
    if (!room) {
      this.early.get(projectId)?.push([kind, payload]);
      return;
    }
    if (kind === FanOutKind.Update) room.room.applyRemoteUpdate(payload);
    else room.room.applyRemoteAwareness(payload);
  }

  /**
   * A change the server itself stored in the update log (an upload recorded through the API): this
   * process's open room applies it and its sockets receive it; other processes hear it through the
   * fan-out (or read it from the log when they heal).
   */
  publishStored(projectId: string, update: Uint8Array): void {
    this.receiveRemote(projectId, FanOutKind.Update, update);
    this.fanOut?.publish(projectId, FanOutKind.Update, update);
  }

  /** Closes the rooms of projects just deleted in this process (other processes notice on their own). */
  closeDeletedProjects(projectIds: Iterable<string>): void {
    for (const projectId of projectIds) this.onProjectGone(projectId);
  }

  /** Unloads every room now, as if each had been idle long enough (stored, compacted, closed). */
  async unloadAll(): Promise<void> {
    // Rooms still loading are unloaded once loaded, so none is left behind.
    await Promise.allSettled([...this.rooms.values()]);
    for (const room of this.loaded.values()) room.unloading ??= this.unload(room);
    await Promise.all([...this.loaded.values()].map((room) => room.unloading));
  }

  /**
   * One round of housekeeping (every second on a timer): unloads rooms empty for idleUnloadMs, drops
   * the live document of rooms unchanged for hibernateMs, keeps silent sockets alive, re-reads logs.
   */
  housekeep(): void {
    this.tick();
  }

  /** Updates appended and not yet stored. */
  get pendingUpdates(): number {
    return this.log.pendingCount;
  }

  /** True once close() has begun: no room opens any more. */
  get isClosing(): boolean {
    return this.closing;
  }

  /**
   * Stores everything pending, tells each client so (Saved), then closes every socket with 1001
   * (they reconnect elsewhere). Called once by a shutdown's first step; later calls wait for it.
   */
  close(): Promise<void> {
    this.closed ??= this.closeRooms();
    return this.closed;
  }

  private async closeRooms(): Promise<void> {
    this.closing = true;
    clearInterval(this.housekeeping);
    // A room still loading is part of what closes: wait for it (load() sees `closing` and closes it).
    await Promise.allSettled([...this.rooms.values()]);
    await this.log.flush();
    // The acknowledgements of what was just stored go out before the close frames.
    await new Promise((resolve) => setImmediate(resolve));
    for (const room of this.loaded.values()) {
      room.room.destroy(CloseCode.GoingAway, CollabReason.shuttingDown);
    }
    await this.log.flush();
    await this.labels.flush();
    await Promise.allSettled(
      [...this.loaded.values()].map(async (room) => {
        if (room.touchTimer) {
          clearTimeout(room.touchTimer);
          await touchProject(this.db, room.projectId);
        }
      }),
    );
    this.loaded.clear();
    this.rooms.clear();
  }

  private async load(projectId: string): Promise<ProjectRoom> {
    this.early.set(projectId, []);
    try {
      // Subscribe before reading so nothing published in between is missed.
      await this.fanOut?.subscribe(projectId);
      const { parts, stateVector, firstPartStateVector, rows, snapshotId, snapshotBytes } =
        await loadDocument(this.db, projectId);
      const room: ProjectRoom = new ProjectRoom(
        projectId,
        { parts, stateVector, firstPartStateVector },
        snapshotId,
        rows,
        {
          onLocalUpdate: (update, author) => {
            if (author) this.checkpoints?.noteEdit(projectId, author.userId);
            return this.onLocalUpdate(room, update);
          },
          repairClientChange: (doc, transaction) => {
            this.repair?.(projectId, doc, transaction);
            // After the repair: the row takes the label as stored (cleaned, within its limit).
            this.labels.noteChange(projectId, doc, transaction);
          },
          onLocalAwareness: (update) => this.fanOut?.publish(projectId, FanOutKind.Awareness, update),
        },
        { awarenessTickMs: this.timings.awarenessTickMs },
        snapshotBytes,
        this.now(),
      );
      // Loaded while the server closes: nobody would close it or its sockets, so it never opens.
      if (this.closing) {
        room.room.destroy(CloseCode.GoingAway, CollabReason.shuttingDown);
        throw new Error('collab: server is closing');
      }
      this.loaded.set(projectId, room);
      for (const [kind, payload] of this.early.get(projectId) ?? [])
        this.receiveRemote(projectId, kind, payload);
      return room;
    } catch (error) {
      await this.fanOut?.unsubscribe(projectId).catch(() => {});
      throw error;
    } finally {
      this.early.delete(projectId);
    }
  }

  /** Stores a change made here; other processes hear of it once it is stored, as this one's sockets do. */
  private onLocalUpdate(room: ProjectRoom, update: Uint8Array): Promise<void> {
    const stored = this.log.append(room.projectId, update);
    room.bytesSinceCompaction += update.length;
    stored.then(
      () => this.fanOut?.publish(room.projectId, FanOutKind.Update, update),
      () => {}, // The project is gone: its room closes (onRejected).
    );
    if (!room.touchTimer) {
      room.touchTimer = setTimeout(() => {
        room.touchTimer = null;
        touchProject(this.db, room.projectId).catch((error) =>
          this.logger.warn(error, 'collab: could not update the project date'),
        );
      }, this.timings.touchDebounceMs);
    }
    return stored;
  }

  private onStored(projectId: string, ids: number[]): void {
    const room = this.loaded.get(projectId);
    if (!room) return;
    room.markStored(ids);
    room.updatesSinceCompaction += ids.length;
    if (room.dueForCompaction(this.timings.compactAfter)) this.compact(room);
  }

  private onProjectGone(projectId: string): void {
    const room = this.loaded.get(projectId);
    if (!room) return;
    this.logger.info({ projectId }, 'collab: project is gone, closing its room');
    room.room.destroy(CloseCode.Forbidden, CollabReason.noAccess);
    if (room.touchTimer) clearTimeout(room.touchTimer);
    room.unloading = this.forget(room);
  }

  private compact(room: ProjectRoom): void {
    if (room.busy) return;
    room.updatesSinceCompaction = 0;
    room.bytesSinceCompaction = 0;
    room.busy = compactDocument(this.db, room.projectId)
      .then(({ snapshotBytes }) => (room.snapshotBytes = snapshotBytes))
      .catch((error) => this.logger.warn(error, 'collab: compaction failed'))
      .finally(() => (room.busy = null));
  }

  private tick(): void {
    if (this.closing) return;
    const now = this.now();
    const heal = now - this.lastHeal >= this.timings.healIntervalMs;
    if (heal) this.lastHeal = now;
    for (const room of this.loaded.values()) {
      if (room.unloading) continue;
      const connected = room.room.connections.size > 0;
      if (connected) room.emptySince = null;
      else room.emptySince ??= now;
      if (!connected && now - room.emptySince! >= this.timings.idleUnloadMs) {
        room.unloading = this.unload(room);
        continue;
      }
      room.room.keepAlive(now, this.timings.keepAliveMs);
      if (room.room.hibernateIfIdle(now, this.timings.hibernateMs) && room.updatesSinceCompaction > 0) {
        this.compact(room);
      }
      if (heal && !room.busy) room.busy = this.heal(room).finally(() => (room.busy = null));
    }
  }

  /** Applies log rows this room has not seen: the safety net under Redis pub/sub. */
  private async heal(room: ProjectRoom): Promise<void> {
    try {
      // Ids first: normally every row is one this room has seen, and no update bytes travel.
      const ids = await readLogIdsAfter(this.db, room.projectId, room.settledId);
      const unseen = ids.filter((row) => !room.seenIds.has(row.id)).map((row) => row.id);
      for (const row of await readLogRows(this.db, room.projectId, unseen)) {
        room.room.applyRemoteUpdate(row.update);
      }
      room.markSeen(ids);
    } catch (error) {
      this.logger.warn(error, 'collab: re-reading the update log failed');
    }
  }

  private async unload(room: ProjectRoom): Promise<void> {
    try {
      await room.busy;
      await this.log.flush();
      await this.labels.flush(room.projectId);
      if (room.touchTimer) {
        clearTimeout(room.touchTimer);
        room.touchTimer = null;
        await touchProject(this.db, room.projectId);
      }
      await compactDocument(this.db, room.projectId);
      await this.checkpoints?.flush(room.projectId);
    } catch (error) {
      this.logger.warn(error, 'collab: final flush of an idle room failed');
    } finally {
      room.room.destroy(CloseCode.GoingAway, CollabReason.shuttingDown);
      await this.forget(room);
    }
  }

  private async forget(room: ProjectRoom): Promise<void> {
    this.loaded.delete(room.projectId);
    this.rooms.delete(room.projectId);
    await this.fanOut?.unsubscribe(room.projectId).catch(() => {});
  }
}
