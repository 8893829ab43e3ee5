// Reading and writing a project's compacted snapshot (project_snapshots + project_snapshot_chunks):
// the encoded state in 1 MB slices, read back in one statement (one consistent view, even while a
// compaction replaces it), and the state vector beside it. Many slices read several times faster
// than one large bytea value; PGlite answers them as base64 text (it parses bytea slowly, and base64
// is a third less to copy out of it than hex), PostgreSQL as bytes (text would add to what crosses
// the socket). That keeps the first sync of a 20 MB document short (docs/performance.md). The log
// rows after a snapshot are read the same way: one can be large (an imported page).
import { eq, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import { readsByteaFast, type Database } from '../db/database.ts';
import { projectSnapshotChunks, projectSnapshots, projectUpdates } from '../db/schema.ts';

export const SNAPSHOT_CHUNK_BYTES = 1024 * 1024;

export interface StoredSnapshot {
  state: Uint8Array;
  /** Null for a snapshot stored before state vectors were kept. */
  stateVector: Uint8Array | null;
  lastUpdateId: number;
}

/** Bytes of a hex string (what `encode(column, 'hex')` answers). */
function hexBytes(hex: string): Uint8Array {
  const buffer = Buffer.from(hex, 'hex');
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length);
}

/** Bytes from PostgreSQL's base64 text (its line breaks every 76 characters are skipped). */
function base64Bytes(base64: string): Uint8Array {
  const buffer = Buffer.from(base64, 'base64');
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length);
}

/**
 * A log row's update for a select, read the way the snapshot's slices are (above): bytes from
 * PostgreSQL, base64 text from PGlite. Turn it into bytes with storedBytes().
 */
export const updateColumn = (db: Database) =>
  readsByteaFast(db)
    ? sql<string | Uint8Array>`${projectUpdates.update}`
    : sql<string | Uint8Array>`encode(${projectUpdates.update}, 'base64')`;

/** The bytes of a value updateColumn() selected. */
export const storedBytes = (value: string | Uint8Array): Uint8Array =>
  typeof value === 'string' ? base64Bytes(value) : value;

interface SnapshotRow extends Record<string, unknown> {
  last_update_id: string | number;
  state_vector: string | null;
  seq: number | null;
  data: string | Uint8Array | null;
}

/** The stored snapshot of a project, or undefined when it has none. */
export async function readSnapshot(db: Database, projectId: string): Promise<StoredSnapshot | undefined> {
  const result = await db.execute(sql`
    select s.last_update_id, encode(s.state_vector, 'hex') as state_vector, c.seq,
      ${readsByteaFast(db) ? sql`c.data` : sql`encode(c.data, 'base64')`} as data
    from ${projectSnapshots} s
    left join ${projectSnapshotChunks} c on c.project_id = s.project_id
    where s.project_id = ${projectId}
    order by c.seq`);
  const { rows } = result as unknown as { rows: SnapshotRow[] };
  const first = rows[0];
  if (!first) return undefined;
  const chunks = rows.filter((row) => row.data !== null).map((row) => storedBytes(row.data!));
  return {
    state: chunks.length === 1 ? chunks[0]! : new Uint8Array(Buffer.concat(chunks)),
    stateVector: first.state_vector === null ? null : hexBytes(first.state_vector),
    lastUpdateId: Number(first.last_update_id),
  };
}

/**
 * Stores a project's snapshot (inside the caller's transaction when given one): the row, and the
 * state's slices in place of the previous ones.
 */
export async function writeSnapshot(
  db: Database,
  projectId: string,
  snapshot: { state: Uint8Array; lastUpdateId: number; stateVector?: Uint8Array },
): Promise<void> {
  const stateVector = snapshot.stateVector ?? Y.encodeStateVectorFromUpdate(snapshot.state);
  const { state, lastUpdateId } = snapshot;
  await db
    .insert(projectSnapshots)
    .values({ projectId, lastUpdateId, stateVector })
    .onConflictDoUpdate({
      target: projectSnapshots.projectId,
      set: { lastUpdateId, stateVector, updatedAt: new Date() },
    });
  await db.delete(projectSnapshotChunks).where(eq(projectSnapshotChunks.projectId, projectId));
  const chunks = [];
  for (let seq = 0; seq * SNAPSHOT_CHUNK_BYTES < Math.max(state.length, 1); seq++)
    chunks.push({
      projectId,
      seq,
      data: state.subarray(seq * SNAPSHOT_CHUNK_BYTES, (seq + 1) * SNAPSHOT_CHUNK_BYTES),
    });
  // A few slices per statement: each is a parameter of up to 1 MB.
  for (let index = 0; index < chunks.length; index += 8)
    await db.insert(projectSnapshotChunks).values(chunks.slice(index, index + 8));
}
