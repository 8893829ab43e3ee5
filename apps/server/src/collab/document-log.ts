// The collaboration side of the stored document (snapshot + update log, see documents/store.ts):
// loading a room with the ids it has seen, reading the log after them, compacting, and the
// projects row's updatedAt.
//
// Log ids come from one sequence but concurrent inserts may commit out of id order, so a reader
// never trusts "everything up to the highest id I saw": a row is "settled" once it is a few seconds
// old, and only settled ids move the high-water mark. Newer ids are remembered one by one.
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Database } from '../db/database.ts';
import { projectSnapshots, projectUpdates, projects } from '../db/schema.ts';
import { readSnapshot, storedBytes, updateColumn, writeSnapshot } from '../documents/snapshots.ts';

export const SETTLE_SECONDS = 2;

export interface LogRow {
  id: number;
  update: Uint8Array;
  settled: boolean;
}

export interface LoadedDocument {
  /** The snapshot's state, then each log row's update after it: applied in order they are the document. */
  parts: Uint8Array[];
  /** The state vector of all parts when the store knows it without reading them (a snapshot alone). */
  stateVector: Uint8Array | null;
  /** The snapshot's stored state vector: the room computes the rest from the log rows when asked. */
  firstPartStateVector: Uint8Array | null;
  rows: LogRow[];
  snapshotId: number;
  /** The snapshot's encoded size (0 without one). */
  snapshotBytes: number;
}

const settledColumn = sql<boolean>`(${projectUpdates.createdAt} < now() - make_interval(secs => ${SETTLE_SECONDS}))`;

const logRow = (row: { id: number; update: string | Uint8Array; settled: boolean }): LogRow => ({
  id: row.id,
  update: storedBytes(row.update),
  settled: row.settled,
});

export async function readLogAfter(db: Database, projectId: string, afterId: number): Promise<LogRow[]> {
  const rows = await db
    .select({ id: projectUpdates.id, update: updateColumn(db), settled: settledColumn })
    .from(projectUpdates)
    .where(and(eq(projectUpdates.projectId, projectId), gt(projectUpdates.id, afterId)))
    .orderBy(asc(projectUpdates.id));
  return rows.map(logRow);
}

/** Ids (and whether settled) of log rows after an id: cheap, no update bytes. */
export async function readLogIdsAfter(
  db: Database,
  projectId: string,
  afterId: number,
): Promise<Array<Pick<LogRow, 'id' | 'settled'>>> {
  return db
    .select({ id: projectUpdates.id, settled: settledColumn })
    .from(projectUpdates)
    .where(and(eq(projectUpdates.projectId, projectId), gt(projectUpdates.id, afterId)))
    .orderBy(asc(projectUpdates.id));
}

export async function readLogRows(db: Database, projectId: string, ids: number[]): Promise<LogRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: projectUpdates.id, update: updateColumn(db), settled: settledColumn })
    .from(projectUpdates)
    .where(and(eq(projectUpdates.projectId, projectId), inArray(projectUpdates.id, ids)))
    .orderBy(asc(projectUpdates.id));
  return rows.map(logRow);
}

/**
 * Snapshot + log as the parts a room sends and applies in order: the stored bytes untouched, never
 * merged (merging parses everything, seconds for a large document), and the snapshot's stored state
 * vector (all parts' when nothing follows it).
 */
export async function loadDocument(db: Database, projectId: string): Promise<LoadedDocument> {
  const snapshot = await readSnapshot(db, projectId);
  const snapshotId = snapshot?.lastUpdateId ?? 0;
  const rows = await readLogAfter(db, projectId, snapshotId);
  const parts = [...(snapshot ? [snapshot.state] : []), ...rows.map((row) => row.update)];
  if (parts.length === 0) parts.push(Y.encodeStateAsUpdate(new Y.Doc()));
  const stateVector = rows.length === 0 ? (snapshot?.stateVector ?? null) : null;
  return {
    parts,
    stateVector,
    firstPartStateVector: snapshot?.stateVector ?? null,
    rows,
    snapshotId,
    snapshotBytes: snapshot?.state.length ?? 0,
  };
}

export async function projectExists(db: Database, projectId: string): Promise<boolean> {
  const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
  return !!row;
}

/**
 * Folds settled log rows into the snapshot. Rows up to the previous snapshot's id are deleted, one
 * generation late, so a reader that fetched the old snapshot still finds the rows after it.
 * Returns how many rows were folded and the snapshot's size.
 */
export async function compactDocument(
  db: Database,
  projectId: string,
): Promise<{ rows: number; snapshotBytes: number }> {
  return db.transaction(async (tx) => {
    // Locks the snapshot row: one compaction per project at a time, across processes.
    await tx
      .select({ projectId: projectSnapshots.projectId })
      .from(projectSnapshots)
      .where(eq(projectSnapshots.projectId, projectId))
      .for('update');
    const snapshot = await readSnapshot(tx as unknown as Database, projectId);
    const previousId = snapshot?.lastUpdateId ?? 0;
    const log = await readLogAfter(tx as unknown as Database, projectId, previousId);
    // Only the settled prefix: an unsettled row may still have an uncommitted neighbour below it.
    const firstUnsettled = log.findIndex((row) => !row.settled);
    const rows = firstUnsettled === -1 ? log : log.slice(0, firstUnsettled);
    if (rows.length === 0) return { rows: 0, snapshotBytes: snapshot?.state.length ?? 0 };
    const doc = new Y.Doc();
    if (snapshot) Y.applyUpdate(doc, snapshot.state);
    for (const row of rows) Y.applyUpdate(doc, row.update);
    const state = Y.encodeStateAsUpdate(doc);
    const stateVector = Y.encodeStateVector(doc);
    doc.destroy();
    const lastUpdateId = rows[rows.length - 1]!.id;
    await writeSnapshot(tx as unknown as Database, projectId, { state, lastUpdateId, stateVector });
    if (previousId > 0) {
      await tx
        .delete(projectUpdates)
        .where(and(eq(projectUpdates.projectId, projectId), lte(projectUpdates.id, previousId)));
    }
    return { rows: rows.length, snapshotBytes: state.length };
  });
}

export async function touchProject(db: Database, projectId: string): Promise<void> {
  await db.update(projects).set({ updatedAt: new Date() }).where(eq(projects.id, projectId));
}
