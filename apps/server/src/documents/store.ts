// The persisted form of a project document: a compacted snapshot plus the update log after it.
// The collaboration room appends to the log; everything else reads through here.
import { and, asc, eq, gt } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Database } from '../db/database.ts';
import { projectUpdates } from '../db/schema.ts';
import { readSnapshot, storedBytes, updateColumn, writeSnapshot } from './snapshots.ts';

/** Stores the first state of a new project's document (inside the caller's transaction if given). */
export async function saveNewDocument(db: Database, projectId: string, state: Uint8Array): Promise<void> {
  await writeSnapshot(db, projectId, { state, lastUpdateId: 0 });
}

async function readUpdatesAfter(db: Database, projectId: string, afterId: number) {
  const rows = await db
    .select({ id: projectUpdates.id, update: updateColumn(db) })
    .from(projectUpdates)
    .where(and(eq(projectUpdates.projectId, projectId), gt(projectUpdates.id, afterId)))
    .orderBy(asc(projectUpdates.id));
  return rows.map((row) => ({ id: row.id, update: storedBytes(row.update) }));
}

/** A document loaded in a collaboration room: its live state and the log rows already in it. */
export interface LiveDocument {
  state: Uint8Array;
  /** Every log row up to this id is in state. */
  settledId: number;
  /** Rows above settledId that are in state too. */
  seenIds: ReadonlySet<number>;
}

export type LiveDocumentSource = (projectId: string) => LiveDocument | null;

// Per database handle, so several apps in one process (tests) never see each other's rooms.
const liveSources = new WeakMap<Database, Set<LiveDocumentSource>>();

/** Lets reads prefer the collaboration rooms' documents, which hold changes not yet stored. */
export function registerLiveDocuments(db: Database, source: LiveDocumentSource): void {
  const sources = liveSources.get(db) ?? new Set();
  sources.add(source);
  liveSources.set(db, sources);
}

export function unregisterLiveDocuments(db: Database, source: LiveDocumentSource): void {
  liveSources.get(db)?.delete(source);
}

function liveDocument(db: Database, projectId: string): LiveDocument | null {
  for (const source of liveSources.get(db) ?? []) {
    const live = source(projectId);
    if (live) return live;
  }
  return null;
}

/** A loaded room's state plus any stored rows it has not seen yet (written by another process). */
async function readLiveDocumentState(db: Database, projectId: string): Promise<Uint8Array | null> {
  const live = liveDocument(db, projectId);
  if (!live) return null;
  const rows = await readUpdatesAfter(db, projectId, live.settledId);
  const unseen = rows.filter((row) => !live.seenIds.has(row.id)).map((row) => row.update);
  return unseen.length === 0 ? live.state : Y.mergeUpdates([live.state, ...unseen]);
}

/** Snapshot and every logged update after it, merged into one update; a loaded room's state first. */
export async function readDocumentState(db: Database, projectId: string): Promise<Uint8Array | null> {
  const live = await readLiveDocumentState(db, projectId);
  if (live) return live;
  const snapshot = await readSnapshot(db, projectId);
  const updates = await readUpdatesAfter(db, projectId, snapshot?.lastUpdateId ?? 0);
  if (!snapshot && updates.length === 0) return null;
  const parts = [...(snapshot ? [snapshot.state] : []), ...updates.map((row) => row.update)];
  return parts.length === 1 ? parts[0]! : Y.mergeUpdates(parts);
}

/** The document as a Y.Doc, or null when the project has none. */
export async function readDocument(db: Database, projectId: string): Promise<Y.Doc | null> {
  const state = await readDocumentState(db, projectId);
  if (!state) return null;
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  return doc;
}
