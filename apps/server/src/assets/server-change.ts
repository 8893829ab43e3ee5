// The server's own writes to a project document (an upload or a delete through the API): appended
// to the update log like a collaborator's edit, then handed to the open rooms, so every open builder
// sees the change at once and a room loaded later reads it from the log.
import { repairAssetTree } from '@vitrine/core';
import * as Y from 'yjs';
import type { Database } from '../db/database.ts';
import { projectUpdates } from '../db/schema.ts';
import { readDocument } from '../documents/store.ts';

export interface RecordContext {
  db: Database;
  /** Hands a stored change to the open rooms (this process's and, through the fan-out, others'). */
  publish(projectId: string, update: Uint8Array): void;
}

/** Origin of the server's own writes to a document. */
export const SERVER_ORIGIN = Symbol('server');

/**
 * Applies `edit` to the project's current document (a loaded room's state first) and stores and
 * publishes what it changed. `edit` answers whether it changed anything: nothing is written if not.
 * A project without a document is left alone.
 */
export async function writeServerChange(
  context: RecordContext,
  projectId: string,
  edit: (doc: Y.Doc) => boolean,
): Promise<void> {
  const doc = await readDocument(context.db, projectId);
  if (!doc) return;
  try {
    const before = Y.encodeStateVector(doc);
    if (!edit(doc)) return;
    // The invariant is checked on this write path too; a document from before it is put right.
    repairAssetTree(doc, SERVER_ORIGIN);
    const update = Y.encodeStateAsUpdate(doc, before);
    await context.db.insert(projectUpdates).values({ projectId, update });
    context.publish(projectId, update);
  } finally {
    doc.destroy();
  }
}
