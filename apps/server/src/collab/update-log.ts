// Group commit of document updates: updates handed to append() within a 15 ms window, and all that
// arrive while an insert runs, go to the database in one multi-row insert. So a process killed at any
// moment loses only what arrived in the last window plus one insert (well under 100 ms).
import type { Database } from '../db/database.ts';
import { projectUpdates } from '../db/schema.ts';

interface PendingUpdate {
  projectId: string;
  update: Uint8Array;
}

export interface UpdateLogEvents {
  /** Ids given to a project's rows by one insert, in order. */
  onStored(projectId: string, ids: number[]): void;
  /** A project's rows were refused (deleted project): its room must close. */
  onRejected(projectId: string, error: unknown): void;
  onError(error: unknown): void;
}

const FOREIGN_KEY_VIOLATION = '23503';
const RETRY_DELAY_MS = 50;
const BATCH_WINDOW_MS = 15;

export class UpdateLog {
  private pending: PendingUpdate[] = [];
  private inFlight: Promise<void> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly db: Database,
    private readonly events: UpdateLogEvents,
  ) {}

  append(projectId: string, update: Uint8Array): void {
    this.pending.push({ projectId, update });
    if (!this.inFlight && !this.retryTimer) this.inFlight = this.writeLoop();
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
    // A short window lets a burst of updates share one insert; with the insert itself it stays
    // far below the 100 ms a client may lose on a crash.
    await new Promise<void>((resolve) => setTimeout(resolve, BATCH_WINDOW_MS));
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

  /** Inserts a batch; returns what must be retried (a database that is briefly away). */
  private async insert(batch: PendingUpdate[]): Promise<PendingUpdate[]> {
    try {
      const rows = await this.db
        .insert(projectUpdates)
        .values(batch)
        .returning({ id: projectUpdates.id, projectId: projectUpdates.projectId });
      this.report(rows);
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
              .values(rows)
              .returning({ id: projectUpdates.id, projectId: projectUpdates.projectId }),
          );
        } catch (projectError) {
          if (isForeignKeyViolation(projectError)) this.events.onRejected(projectId, projectError);
          else failed.push(...rows);
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
