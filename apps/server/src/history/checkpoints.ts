// Checkpoints of a project document (version history). Yjs keeps no history of its own once its
// garbage collector folds deleted content, so a checkpoint stores the document's state itself, in
// a compact form: a deflated Yjs update holding only what changed since the previous checkpoint's
// state vector (plus the delete set), and every FULL_EVERY-th checkpoint the whole state, so
// reading any checkpoint merges at most FULL_EVERY rows. See docs/collaboration.md "Checkpoints".
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import {
  CheckpointKindSchema,
  type Checkpoint,
  type CheckpointAuthor,
  type CheckpointDocument,
  type CheckpointKind,
  readValidProject,
} from '@vitrine/core';
import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Database } from '../db/database.ts';
import { projectCheckpoints, projects, users } from '../db/schema.ts';
import { readDocumentState } from '../documents/store.ts';
import { conflict, notFound } from '../http/errors.ts';
import { isUuid } from '../teams/access.ts';
import { HISTORY_TEXTS } from './texts.ts';

/** A checkpoint stores the whole state at least this often (every n-th row of a project). */
export const FULL_EVERY = 20;

type CheckpointRow = typeof projectCheckpoints.$inferSelect;

export interface NewCheckpoint {
  kind: CheckpointKind;
  name?: string | null;
  authorIds: string[];
}

const deflate = (bytes: Uint8Array) => new Uint8Array(deflateRawSync(bytes));
const inflate = (bytes: Uint8Array) => new Uint8Array(inflateRawSync(bytes));

async function authorsById(db: Database, ids: string[]): Promise<Map<string, CheckpointAuthor>> {
  const unique = [...new Set(ids)].filter(isUuid);
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

function view(row: CheckpointRow, authors: Map<string, CheckpointAuthor>): Checkpoint {
  return {
    id: row.id,
    kind: CheckpointKindSchema.parse(row.kind),
    name: row.name,
    authors: row.authorIds.flatMap((id) => authors.get(id) ?? []),
    createdAt: row.createdAt.toISOString(),
    documentBytes: row.documentBytes,
  };
}

const listColumns = {
  id: projectCheckpoints.id,
  projectId: projectCheckpoints.projectId,
  kind: projectCheckpoints.kind,
  name: projectCheckpoints.name,
  authorIds: projectCheckpoints.authorIds,
  documentBytes: projectCheckpoints.documentBytes,
  createdAt: projectCheckpoints.createdAt,
};

/** A project's checkpoints, newest first. */
export async function listCheckpoints(db: Database, projectId: string): Promise<Checkpoint[]> {
  const rows = await db
    .select(listColumns)
    .from(projectCheckpoints)
    .where(eq(projectCheckpoints.projectId, projectId))
    .orderBy(desc(projectCheckpoints.createdAt), desc(projectCheckpoints.id));
  const authors = await authorsById(
    db,
    rows.flatMap((row) => row.authorIds),
  );
  return rows.map((row) => view(row as CheckpointRow, authors));
}

/**
 * Stores the project's current document as a checkpoint. Checkpoints of one project are taken one
 * at a time (a lock on the project row), so each delta is against the checkpoint before it.
 * `unlessNewerThan`: skip (answer null) when the newest checkpoint is younger than this date; the
 * automatic checkpoints of several server processes use it not to double up.
 */
export async function createCheckpoint(
  db: Database,
  projectId: string,
  input: NewCheckpoint,
): Promise<Checkpoint>;
export async function createCheckpoint(
  db: Database,
  projectId: string,
  input: NewCheckpoint,
  options: { unlessNewerThan?: Date },
): Promise<Checkpoint | null>;
export async function createCheckpoint(
  db: Database,
  projectId: string,
  input: NewCheckpoint,
  options: { unlessNewerThan?: Date } = {},
): Promise<Checkpoint | null> {
  // Read before the transaction: the live room's state is found through the database handle.
  const state = await readDocumentState(db, projectId);
  if (!state) throw notFound(HISTORY_TEXTS.projectNotFound);
  const row = await db.transaction(async (tx) => {
    const [project] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for('update');
    if (!project) throw notFound(HISTORY_TEXTS.projectNotFound);
    const recent = await tx
      .select({
        full: projectCheckpoints.full,
        stateVector: projectCheckpoints.stateVector,
        createdAt: projectCheckpoints.createdAt,
      })
      .from(projectCheckpoints)
      .where(eq(projectCheckpoints.projectId, projectId))
      .orderBy(desc(projectCheckpoints.createdAt), desc(projectCheckpoints.id))
      .limit(FULL_EVERY);
    const previous = recent[0];
    if (options.unlessNewerThan && previous && previous.createdAt > options.unlessNewerThan) return null;
    const full = !previous || recent.findIndex((entry) => entry.full) === -1;
    const update = full ? state : Y.diffUpdate(state, previous.stateVector);
    // Dates order the chain: strictly after the previous one even when the clock says otherwise.
    const createdAt = new Date(Math.max(Date.now(), (previous?.createdAt.getTime() ?? 0) + 1));
    const [inserted] = await tx
      .insert(projectCheckpoints)
      .values({
        projectId,
        kind: input.kind,
        name: input.name?.trim() || null,
        authorIds: [...new Set(input.authorIds)],
        full,
        update: deflate(update),
        stateVector: Y.encodeStateVectorFromUpdate(state),
        documentBytes: state.byteLength,
        createdAt,
      })
      .returning();
    return inserted!;
  });
  if (!row) return null;
  return view(row, await authorsById(db, row.authorIds));
}

/** The newest checkpoint's date of a project, or null when it has none. */
export async function latestCheckpointAt(db: Database, projectId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: projectCheckpoints.createdAt })
    .from(projectCheckpoints)
    .where(eq(projectCheckpoints.projectId, projectId))
    .orderBy(desc(projectCheckpoints.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** The checkpoint's whole document state as one Yjs update. */
export async function readCheckpointState(
  db: Database,
  projectId: string,
  checkpointId: string,
): Promise<{ checkpoint: Checkpoint; state: Uint8Array }> {
  const [target] = isUuid(checkpointId)
    ? await db
        .select()
        .from(projectCheckpoints)
        .where(and(eq(projectCheckpoints.projectId, projectId), eq(projectCheckpoints.id, checkpointId)))
    : [];
  if (!target) throw notFound(HISTORY_TEXTS.checkpointNotFound);
  let chain: CheckpointRow[] = [target];
  if (!target.full) {
    // The rows from the last full one up to the target (at most FULL_EVERY of them).
    const [base] = await db
      .select({ createdAt: projectCheckpoints.createdAt })
      .from(projectCheckpoints)
      .where(
        and(
          eq(projectCheckpoints.projectId, projectId),
          eq(projectCheckpoints.full, true),
          lte(projectCheckpoints.createdAt, target.createdAt),
        ),
      )
      .orderBy(desc(projectCheckpoints.createdAt))
      .limit(1);
    if (!base) throw conflict(HISTORY_TEXTS.brokenChain);
    chain = await db
      .select()
      .from(projectCheckpoints)
      .where(
        and(
          eq(projectCheckpoints.projectId, projectId),
          gte(projectCheckpoints.createdAt, base.createdAt),
          lte(projectCheckpoints.createdAt, target.createdAt),
        ),
      );
  }
  const state = Y.mergeUpdates(chain.map((row) => inflate(row.update)));
  return { checkpoint: view(target, await authorsById(db, target.authorIds)), state };
}

/** The checkpoint's document as valid JSON (cleaned, tree repaired), as the preview and a restore read it. */
export async function readCheckpointDocument(
  db: Database,
  projectId: string,
  checkpointId: string,
): Promise<CheckpointDocument> {
  const { checkpoint, state } = await readCheckpointState(db, projectId, checkpointId);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  const document = readValidProject(doc);
  doc.destroy();
  return { checkpoint, document };
}
