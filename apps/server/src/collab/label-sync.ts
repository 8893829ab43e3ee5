// The projects row keeps a copy of the document's label: lists, search and the dashboard read the row.
// The builder renames a project in the shared document, where undo, redo and offline edits live, so
// when a client's change sets project.label the row follows here. Writes for one project run one at
// a time and only the latest waiting label is written, so the row ends on the document's last word.
import { PROJECT_LABEL_MAX_LENGTH, PROJECT_ROOT } from '@vitrine/core';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type * as Y from 'yjs';
import type { Database } from '../db/database.ts';
import { projects } from '../db/schema.ts';

/**
 * The name a transaction gave the project, trimmed; null when it left the label alone or left no
 * name (an empty or missing label is not a name the row takes: it keeps the last real one).
 */
export function labelSetBy(doc: Y.Doc, transaction: Y.Transaction): string | null {
  const project = doc.getMap(PROJECT_ROOT);
  // A root first typed as a map after the transaction (a room's first update) was changed under its
  // untyped instance, which shares the map's entries.
  const renamed = [...transaction.changed].some(
    ([type, keys]) => ((type as unknown) === project || type._map === project._map) && keys.has('label'),
  );
  if (!renamed) return null;
  const label = project.get('label');
  if (typeof label !== 'string') return null;
  const name = label.trim().slice(0, PROJECT_LABEL_MAX_LENGTH);
  return name === '' ? null : name;
}

export class LabelSync {
  /** The label each project's row is to take next, while a write for it runs. */
  private readonly waiting = new Map<string, string>();
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly logger: FastifyBaseLogger,
  ) {}

  /** Looks at a client's change to a project's document; writes the row when it renamed the project. */
  noteChange(projectId: string, doc: Y.Doc, transaction: Y.Transaction): void {
    const label = labelSetBy(doc, transaction);
    if (label === null) return;
    this.waiting.set(projectId, label);
    if (!this.running.has(projectId)) this.running.set(projectId, this.drain(projectId));
  }

  /** Settles once every label noted so far is written (or failed and logged). */
  async flush(projectId?: string): Promise<void> {
    const writes = projectId ? [this.running.get(projectId)] : [...this.running.values()];
    await Promise.all(writes);
  }

  private async drain(projectId: string): Promise<void> {
    try {
      for (
        let label = this.waiting.get(projectId);
        label !== undefined;
        label = this.waiting.get(projectId)
      ) {
        this.waiting.delete(projectId);
        await this.db.update(projects).set({ label }).where(eq(projects.id, projectId));
      }
    } catch (error) {
      this.waiting.delete(projectId);
      this.logger.warn({ err: error, projectId }, 'collab: could not copy the project name to its row');
    } finally {
      this.running.delete(projectId);
    }
  }
}
