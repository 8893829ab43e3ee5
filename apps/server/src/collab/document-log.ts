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

export const SETTLE_SECONDS = 2;

export interface LogRow {
  id: number;
  update: Uint8Array;
  settled: boolean;
}

export interface LoadedDocument {
  state: Uint8Array;
  rows: LogRow[];
  snapshotId: number;
}

const settledColumn = sql<boolean>`(${projectUpdates.createdAt} < now() - make_interval(secs => ${SETTLE_SECONDS}))`;

export async function readLogAfter(db: Database, projectId: string, afterId: number): Promise<LogRow[]> {
  return db
    .select({ id: projectUpdates.id, update: projectUpdates.update, settled: settledColumn })
    .from(projectUpdates)
    .where(and(eq(projectUpdates.projectId, projectId), gt(projectUpdates.id, afterId)))
    .orderBy(asc(projectUpdates.id));
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
  return db
    .select({ id: projectUpdates.id, update: projectUpdates.update, settled: settledColumn })
    .from(projectUpdates)
    .where(and(eq(projectUpdates.projectId, projectId), inArray(projectUpdates.id, ids)))
    .orderBy(asc(projectUpdates.id));
}

// Both drivers parse a large bytea value slowly (PGlite takes seconds for 20 MB); the same bytes as
// hex text decode in a fraction of that, which keeps the first sync of a large document fast.
async function readSnapshot(
  db: Database,
  projectId: string,
): Promise<{ state: Uint8Array; lastUpdateId: number } | undefined> {
  const [row] = await db
    .select({
      hex: sql<string>`encode(${projectSnapshots.state}, 'hex')`,
      lastUpdateId: projectSnapshots.lastUpdateId,
    })
    .from(projectSnapshots)
    .where(eq(projectSnapshots.projectId, projectId));
  if (!row) return undefined;
  const bytes = Buffer.from(row.hex, 'hex');
  return {
    state: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length),
    lastUpdateId: row.lastUpdateId,
  };
}

/** Snapshot + log as one update (the stored bytes untouched when there is no log). */
export async function loadDocument(db: Database, projectId: string): Promise<LoadedDocument> {
  const snapshot = await readSnapshot(db, projectId);
  const snapshotId = snapshot?.lastUpdateId ?? 0;
  const rows = await readLogAfter(db, projectId, snapshotId);
  const parts = [...(snapshot ? [snapshot.state] : []), ...rows.map((row) => row.update)];
  const state =
    parts.length === 0
      ? Y.encodeStateAsUpdate(new Y.Doc())
      : parts.length === 1
        ? parts[0]!
        : Y.mergeUpdates(parts);
  return { state, rows, snapshotId };
}

export async function projectExists(db: Database, projectId: string): Promise<boolean> {
  const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
  return !!row;
}

/**
 * Folds settled log rows into the snapshot. Rows up to the previous snapshot's id are deleted, one
 * generation late, so a reader that fetched the old snapshot still finds the rows after it.
 * Returns how many rows were folded.
 */
export async function compactDocument(db: Database, projectId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [snapshot] = await tx
      .select({ state: projectSnapshots.state, lastUpdateId: projectSnapshots.lastUpdateId })
      .from(projectSnapshots)
      .where(eq(projectSnapshots.projectId, projectId))
      .for('update');
    const previousId = snapshot?.lastUpdateId ?? 0;
    const log = await readLogAfter(tx as unknown as Database, projectId, previousId);
    // Only the settled prefix: an unsettled row may still have an uncommitted neighbour below it.
    const firstUnsettled = log.findIndex((row) => !row.settled);
    const rows = firstUnsettled === -1 ? log : log.slice(0, firstUnsettled);
    if (rows.length === 0) return 0;
    const doc = new Y.Doc();
    if (snapshot) Y.applyUpdate(doc, snapshot.state);
    for (const row of rows) Y.applyUpdate(doc, row.update);
    const state = Y.encodeStateAsUpdate(doc);
    doc.destroy();
    const lastUpdateId = rows[rows.length - 1]!.id;
    await tx
      .insert(projectSnapshots)
      .values({ projectId, state, lastUpdateId })
      .onConflictDoUpdate({
        target: projectSnapshots.projectId,
        set: { state, lastUpdateId, updatedAt: new Date() },
      });
    if (previousId > 0) {
      await tx
        .delete(projectUpdates)
        .where(and(eq(projectUpdates.projectId, projectId), lte(projectUpdates.id, previousId)));
    }
    return rows.length;
  });
}

export async function touchProject(db: Database, projectId: string): Promise<void> {
  await db.update(projects).set({ updatedAt: new Date() }).where(eq(projects.id, projectId));
}
