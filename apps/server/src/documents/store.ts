// The persisted form of a project document: a compacted snapshot plus the update log after it.
// The collaboration room appends to the log; everything else reads through here.
import { and, asc, eq, gt } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Database } from '../db/database.ts';
import { projectSnapshots, projectUpdates } from '../db/schema.ts';

/** Stores the first state of a new project's document (inside the caller's transaction if given). */
export async function saveNewDocument(db: Database, projectId: string, state: Uint8Array): Promise<void> {
  await db.insert(projectSnapshots).values({ projectId, state, lastUpdateId: 0 });
}

/** Snapshot and every logged update after it, merged into one update. */
export async function readDocumentState(db: Database, projectId: string): Promise<Uint8Array | null> {
  const [snapshot] = await db
    .select()
    .from(projectSnapshots)
    .where(eq(projectSnapshots.projectId, projectId));
  const updates = await db
    .select({ id: projectUpdates.id, update: projectUpdates.update })
    .from(projectUpdates)
    .where(and(eq(projectUpdates.projectId, projectId), gt(projectUpdates.id, snapshot?.lastUpdateId ?? 0)))
    .orderBy(asc(projectUpdates.id));
  if (!snapshot && updates.length === 0) return null;
  return Y.mergeUpdates([...(snapshot ? [snapshot.state] : []), ...updates.map((row) => row.update)]);
}

/** The document as a Y.Doc, or null when the project has none. */
export async function readDocument(db: Database, projectId: string): Promise<Y.Doc | null> {
  const state = await readDocumentState(db, projectId);
  if (!state) return null;
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  return doc;
}
