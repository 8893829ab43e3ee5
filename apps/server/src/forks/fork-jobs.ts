// Fork jobs (SPEC §3 Fork job, §4 Fork): a copy of a project — its document and its asset files —
// into a team, run in this process after the call answers. The job row says pending, then completed
// with the new project's id, or failed with the reason; the client polls it.
import { randomUUID } from 'node:crypto';
import { FORK_STATUS, ForkStatusSchema, repairAssetTree, type ForkJob } from '@vitrine/core';
import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Database } from '../db/database.ts';
import { files, forkJobs, projects } from '../db/schema.ts';
import { readDocumentState, saveNewDocument } from '../documents/store.ts';
import { randomKeyPrefix } from '../files/safe-name.ts';
import type { FileStore } from '../files/store.ts';
import { copyObject, copyProjectFiles } from './copy-files.ts';
import { replaceAll, rewriteDocumentStrings } from './rewrite-document.ts';

type ForkJobRow = typeof forkJobs.$inferSelect;
type ProjectRow = typeof projects.$inferSelect;

export interface ForkContext {
  db: Database;
  store: FileStore;
  log: { error(object: unknown, message: string): void };
}

/** A job as the API answers it. */
export const forkJobView = (row: ForkJobRow): ForkJob => ({
  id: row.id,
  status: ForkStatusSchema.parse(row.status),
  targetProjectId: row.status === FORK_STATUS.completed ? row.targetProjectId : null,
  error: row.error,
});

export async function createForkJob(
  db: Database,
  input: { sourceProjectId: string; targetTeamId: string; userId: string },
): Promise<ForkJobRow> {
  const [row] = await db
    .insert(forkJobs)
    .values({
      sourceProjectId: input.sourceProjectId,
      targetTeamId: input.targetTeamId,
      createdBy: input.userId,
      status: FORK_STATUS.pending,
    })
    .returning();
  return row!;
}

export async function findForkJob(db: Database, sourceProjectId: string, jobId: string) {
  const [row] = await db.select().from(forkJobs).where(eq(forkJobs.id, jobId));
  return row && row.sourceProjectId === sourceProjectId ? row : null;
}

/** A project thumbnail kept in the file store is copied; other URLs (templates) are shared. */
async function copyThumbnail(store: FileStore, thumbnail: string | null, written: string[]) {
  const match = thumbnail ? /^\/files\/([0-9a-f]{32})\/t\/thumbnail\.webp$/.exec(thumbnail) : null;
  if (!match) return thumbnail;
  const key = `${randomKeyPrefix()}/t/thumbnail.webp`;
  if (!(await copyObject(store, `${match[1]}/t/thumbnail.webp`, key, 'image/webp'))) return null;
  written.push(key);
  return `/files/${key}`;
}

async function copyProject(context: ForkContext, job: ForkJobRow, source: ProjectRow): Promise<string> {
  const { db, store } = context;
  const state = await readDocumentState(db, source.id);
  if (!state) throw new Error('The project has no document');
  const targetProjectId = randomUUID();
  const copied = await copyProjectFiles(db, store, source.id, targetProjectId);
  try {
    const thumbnail = await copyThumbnail(store, source.thumbnail, copied.writtenKeys);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, state);
    if (copied.replacements.size > 0) rewriteDocumentStrings(doc, replaceAll(copied.replacements));
    // The fork starts with a whole library tree, whatever shape the source was written in.
    repairAssetTree(doc);
    const forkState = Y.encodeStateAsUpdate(doc);
    doc.destroy();
    await db.transaction(async (tx) => {
      await tx.insert(projects).values({
        id: targetProjectId,
        teamId: job.targetTeamId,
        label: source.label,
        thumbnail,
        createdBy: job.createdBy,
      });
      await saveNewDocument(tx, targetProjectId, forkState);
      if (copied.rows.length > 0) await tx.insert(files).values(copied.rows);
      await tx
        .update(forkJobs)
        .set({ status: FORK_STATUS.completed, targetProjectId })
        .where(eq(forkJobs.id, job.id));
    });
    return targetProjectId;
  } catch (error) {
    for (const key of copied.writtenKeys) await store.delete(key).catch(() => undefined);
    throw error;
  }
}

/** Runs a job to its end; never throws (a failure is written to the job). */
export async function runForkJob(context: ForkContext, job: ForkJobRow): Promise<void> {
  try {
    const [source] = await context.db.select().from(projects).where(eq(projects.id, job.sourceProjectId));
    if (!source) throw new Error('The project to fork no longer exists');
    await copyProject(context, job, source);
  } catch (error) {
    context.log.error(error, 'Fork failed');
    await context.db
      .update(forkJobs)
      .set({ status: FORK_STATUS.failed, error: 'The project could not be forked' })
      .where(eq(forkJobs.id, job.id))
      .catch(() => undefined);
  }
}
