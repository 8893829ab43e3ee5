// Group commit of document updates: updates handed to append() while an insert runs go to the
// database together in the next multi-row insert, and append() answers when its update is stored.
// Rooms broadcast and acknowledge a client's change only then, so a process killed at any moment
// loses nothing anyone was shown or told was saved; what it loses was still with its sender, whose
// local copy sends it again on reconnect.
import type { Database } from '../db/database.ts';
import { projectUpdates } from '../db/schema.ts';

interface PendingUpdate {
  projectId: string;
  update: Uint8Array;
  /** performance.now() when it was appended: how long it waited is a metric. */
  queuedAt: number;
  stored(): void;
  refused(error: unknown): void;
}

export interface UpdateLogEvents {
  /** Ids given to a project's rows by one insert, in order. */
  onStored(projectId: string, ids: number[]): void;
  /** A project's rows were refused (deleted project): its room must close. */
  onRejected(projectId: string, error: unknown): void;
  onError(error: unknown): void;
  /** An update is stored this many milliseconds after it was appended. */
  onWaited?(ms: number): void;
}

const FOREIGN_KEY_VIOLATION = '23503';
const RETRY_DELAY_MS = 50;

export class UpdateLog {
  private pending: PendingUpdate[] = [];
  private inFlight: Promise<void> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly db: Database,
    private readonly events: UpdateLogEvents,
  ) {}

  /** Queues an update; resolves once it is stored, rejects if its project is gone. */
  append(projectId: string, update: Uint8Array): Promise<void> {
    return new Promise<void>((stored, refused) => {
      this.pending.push({ projectId, update, stored, refused, queuedAt: performance.now() });
      if (!this.inFlight && !this.retryTimer) this.inFlight = this.writeLoop();
    });
  }

  /** Resolves once everything appended so far is stored or refused, or after a few failed rounds. */
  async flush(maxRounds = 20): Promise<void> {
    for (let round = 0; round < maxRounds; round++) {
      if (this.retryTimer) {
        clearTimeout(this.retryTimer);
        this.retryTimer = null;
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      }
      if (!this.inFlight && this.pending.length > 0) this.inFlight = this.writeLoop();
      if (!this.inFlight) return;
      await this.inFlight;
    }
  }

  get pendingCount(): number {
    return this.pending.length;
  }

  private async writeLoop(): Promise<void> {
    // What else arrives in this turn of the event loop (a burst, one frame of many sockets) shares
    // the insert; under load the updates that arrive while an insert runs share the next one.
    await new Promise<void>((resolve) => setImmediate(resolve));
    try {
      while (this.pending.length > 0) {
        const batch = this.pending;
        this.pending = [];
        const failed = await this.insert(batch);
        if (failed.length > 0) {
          this.pending = failed.concat(this.pending);
          this.retryTimer = setTimeout(() => {
            this.retryTimer = null;
            this.inFlight ??= this.writeLoop();
          }, RETRY_DELAY_MS);
          return;
        }
      }
    } finally {
      this.inFlight = null;
    }
  }

  private storedNow(rows: PendingUpdate[]): void {
    const now = performance.now();
    for (const row of rows) {
      this.events.onWaited?.(now - row.queuedAt);
      row.stored();
    }
  }

  /** Inserts a batch; returns what must be retried (a database that is briefly away). */
  private async insert(batch: PendingUpdate[]): Promise<PendingUpdate[]> {
    try {
      const rows = await this.db
        .insert(projectUpdates)
        .values(batch.map(({ projectId, update }) => ({ projectId, update })))
        .returning({ id: projectUpdates.id, projectId: projectUpdates.projectId });
      this.report(rows);
      this.storedNow(batch);
      return [];
    } catch (error) {
      if (!isForeignKeyViolation(error)) {
        this.events.onError(error);
        return batch;
      }
      // One deleted project must not hold back everyone else's updates: insert per project.
      const failed: PendingUpdate[] = [];
      for (const projectId of new Set(batch.map((row) => row.projectId))) {
        const rows = batch.filter((row) => row.projectId === projectId);
        try {
          this.report(
            await this.db
              .insert(projectUpdates)
              .values(rows.map(({ update }) => ({ projectId, update })))
              .returning({ id: projectUpdates.id, projectId: projectUpdates.projectId }),
          );
          this.storedNow(rows);
        } catch (projectError) {
          if (isForeignKeyViolation(projectError)) {
            for (const row of rows) row.refused(projectError);
            this.events.onRejected(projectId, projectError);
          } else failed.push(...rows);
        }
      }
      return failed;
    }
  }

  private report(rows: Array<{ id: number; projectId: string }>) {
    const byProject = new Map<string, number[]>();
    for (const row of rows) {
      const ids = byProject.get(row.projectId) ?? [];
      ids.push(row.id);
      byProject.set(row.projectId, ids);
    }
    for (const [projectId, ids] of byProject) this.events.onStored(projectId, ids);
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === FOREIGN_KEY_VIOLATION) return true;
  }
  return false;
}
