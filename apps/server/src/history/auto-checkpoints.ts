// Automatic checkpoints: the first edit after a checkpoint opens a window of `intervalMs`; when it
// ends, the document is checkpointed with everyone who edited in it as authors. A project nobody
// edits gets none. When a room unloads (everyone left) its open window is checkpointed at once, so
// the end of an editing session is always in the history.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { createCheckpoint } from './checkpoints.ts';

interface Window {
  editors: Set<string>;
  timer: ReturnType<typeof setTimeout>;
}

export class AutoCheckpoints {
  private readonly windows = new Map<string, Window>();
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Database,
    private readonly logger: FastifyBaseLogger,
    private readonly intervalMs: number,
  ) {}

  /** A change by `userId` reached the project's room. */
  noteEdit(projectId: string, userId: string | undefined): void {
    let window = this.windows.get(projectId);
    if (!window) {
      const timer = setTimeout(() => this.take(projectId), this.intervalMs);
      timer.unref();
      window = { editors: new Set(), timer };
      this.windows.set(projectId, window);
    }
    if (userId) window.editors.add(userId);
  }

  /** The room is unloading: checkpoint what was edited since the last checkpoint now. */
  async flush(projectId: string): Promise<void> {
    if (!this.windows.has(projectId)) return;
    await this.take(projectId);
  }

  /** Drops open windows (shutdown): their edits are kept, only the checkpoint is not taken. */
  async close(): Promise<void> {
    for (const window of this.windows.values()) clearTimeout(window.timer);
    this.windows.clear();
    await Promise.allSettled([...this.pending]);
  }

  private take(projectId: string): Promise<void> {
    const window = this.windows.get(projectId);
    if (!window) return Promise.resolve();
    clearTimeout(window.timer);
    this.windows.delete(projectId);
    // Another process serving the same project may have taken one moments ago.
    const unlessNewerThan = new Date(Date.now() - this.intervalMs / 2);
    const task = createCheckpoint(
      this.db,
      projectId,
      { kind: 'auto', authorIds: [...window.editors] },
      { unlessNewerThan },
    )
      .then(() => undefined)
      .catch((error: unknown) => this.logger.warn(error, 'history: automatic checkpoint failed'))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
    return task;
  }
}
