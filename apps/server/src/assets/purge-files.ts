// The purge of library files the builder let go of (a deleted asset, the old bytes of a re-upload).
// Their rows wait with `delete_requested_at` set; a file goes — row, bytes and thumbnail — only when
// nothing points at it any more:
//   - the project document (the library's asset, an element's reference, a material's texture, a
//     theme's font: its asset id or its /files/<prefix>/ URL anywhere in the document),
//   - a release snapshot or a version-history checkpoint (a restore would bring it back),
//   - an editing session that could undo the delete: the project's room is not open in this process,
//     and the request is older than ASSET_PURGE_AFTER_MS (which covers sessions on other processes).
// A file whose asset is back in the library (the delete was undone) is in use again: its request is
// withdrawn.
import { inflateRawSync } from 'node:zlib';
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { projectJson } from '@vitrine/core';
import * as Y from 'yjs';
import type { Database } from '../db/database.ts';
import { files, projectCheckpoints, releases } from '../db/schema.ts';
import { readDocumentState } from '../documents/store.ts';
import { removeObjects } from './project-files.ts';
import type { FileStore } from '../files/store.ts';

type FileRow = typeof files.$inferSelect;

export interface PurgeContext {
  db: Database;
  store: FileStore;
  /** Requests younger than this are left for later. */
  purgeAfterMs: number;
  /** Whether an editing session of the project is open here (its undo may bring files back). */
  isOpen(projectId: string): boolean;
}

export interface PurgeResult {
  purged: string[];
  restored: string[];
  kept: string[];
}

/** What every file URL of a stored object starts with: its key's random prefix. */
const urlPrefix = (key: string) => `/files/${key.split('/')[0]}/`;

const needles = (row: FileRow) => [row.id, urlPrefix(row.key)];

/** The document as JSON text plus the ids of its library assets. */
async function readDocumentText(db: Database, projectId: string) {
  const state = await readDocumentState(db, projectId);
  if (!state) return { text: '', assetIds: new Set<string>() };
  const doc = new Y.Doc();
  try {
    Y.applyUpdate(doc, state);
    // JSON.stringify of toJSON throws on a BigInt a collaborator wrote: read the cleaned JSON.
    const project = projectJson(doc);
    const assets = project.assets && typeof project.assets === 'object' ? project.assets : {};
    return { text: JSON.stringify(project), assetIds: new Set(Object.keys(assets)) };
  } finally {
    doc.destroy();
  }
}

async function inReleases(db: Database, projectId: string, row: FileRow): Promise<boolean> {
  const [found] = await db
    .select({ id: releases.id })
    .from(releases)
    .where(
      and(
        eq(releases.projectId, projectId),
        sql`${releases.snapshot}::text like ${`%${urlPrefix(row.key)}%`}`,
      ),
    )
    .limit(1);
  return Boolean(found);
}

/** The checkpoints' stored updates, inflated once per purge (a Yjs update holds its strings as UTF-8). */
async function checkpointBytes(db: Database, projectId: string): Promise<Buffer[]> {
  const rows = await db
    .select({ update: projectCheckpoints.update })
    .from(projectCheckpoints)
    .where(eq(projectCheckpoints.projectId, projectId));
  return rows.map((row) => inflateRawSync(row.update));
}

/** Purges what one project let go of; returns what happened to each waiting file. */
export async function purgeProjectFiles(
  context: PurgeContext,
  projectId: string,
  now = new Date(),
): Promise<PurgeResult> {
  const result: PurgeResult = { purged: [], restored: [], kept: [] };
  const waiting = await context.db
    .select()
    .from(files)
    .where(and(eq(files.projectId, projectId), isNotNull(files.deleteRequestedAt)));
  if (waiting.length === 0) return result;

  const document = await readDocumentText(context.db, projectId);
  const restored = waiting.filter((row) => document.assetIds.has(row.id));
  if (restored.length) {
    await context.db
      .update(files)
      .set({ deleteRequestedAt: null })
      .where(
        inArray(
          files.id,
          restored.map((row) => row.id),
        ),
      );
    result.restored.push(...restored.map((row) => row.id));
  }

  const open = context.isOpen(projectId);
  const due = new Date(now.getTime() - context.purgeAfterMs);
  let checkpoints: Buffer[] | null = null;
  for (const row of waiting) {
    if (document.assetIds.has(row.id)) continue;
    const referenced =
      open ||
      row.deleteRequestedAt! > due ||
      needles(row).some((needle) => document.text.includes(needle)) ||
      (await inReleases(context.db, projectId, row)) ||
      (checkpoints ??= await checkpointBytes(context.db, projectId)).some((bytes) =>
        needles(row).some((needle) => bytes.includes(needle)),
      );
    if (referenced) {
      result.kept.push(row.id);
      continue;
    }
    // Only the process that removes the row removes the bytes.
    const [gone] = await context.db
      .delete(files)
      .where(and(eq(files.id, row.id), isNotNull(files.deleteRequestedAt)))
      .returning({ id: files.id });
    if (!gone) continue;
    await removeObjects(context.store, row.key);
    result.purged.push(row.id);
  }
  return result;
}

/** Purges every project with requests old enough; errors are the caller's to log. */
export async function purgeDueFiles(context: PurgeContext, now = new Date()): Promise<PurgeResult> {
  const due = new Date(now.getTime() - context.purgeAfterMs);
  const projects = await context.db
    .selectDistinct({ projectId: files.projectId })
    .from(files)
    .where(and(isNotNull(files.deleteRequestedAt), lte(files.deleteRequestedAt, due)));
  const total: PurgeResult = { purged: [], restored: [], kept: [] };
  for (const { projectId } of projects) {
    const result = await purgeProjectFiles(context, projectId, now);
    total.purged.push(...result.purged);
    total.restored.push(...result.restored);
    total.kept.push(...result.kept);
  }
  return total;
}
