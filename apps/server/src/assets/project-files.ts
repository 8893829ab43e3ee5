// A project's stored files: the `files` rows plus their bytes (and thumbnails) in the file store.
// The library tree itself lives in the project document; a file's row id is its asset id there.
import type { ProjectMetrics, StoredAsset } from '@vitrine/core';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { files, projects } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { randomKeyPrefix, safeFileName, thumbnailKey } from '../files/safe-name.ts';
import type { FileStore } from '../files/store.ts';
import { familyExtensions } from '../files/sniff.ts';
import { makeThumbnail } from '../files/thumbnail.ts';
import { isUuid } from '../teams/access.ts';
import { projectFull, unsupportedType } from './limits.ts';
import type { UploadedFile } from './read-upload.ts';
import { ASSET_TEXTS } from './texts.ts';

type FileRow = typeof files.$inferSelect;

export const fileUrl = (key: string) => `/files/${key}`;

export interface ProjectFilesContext {
  db: Database;
  store: FileStore;
  maxProjectBytes: number;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Bytes the project's files take, read with the project row locked: concurrent uploads to one
 * project queue here, so two of them cannot both pass the limit. Files waiting to be purged (deleted
 * or replaced) do not count.
 */
async function lockedUsedBytes(tx: Transaction, projectId: string): Promise<number> {
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
  const [row] = await tx
    .select({ bytes: sql<string | number>`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .where(and(eq(files.projectId, projectId), isNull(files.deleteRequestedAt)));
  return Number(row?.bytes ?? 0);
}

const newKey = (upload: UploadedFile) => `${randomKeyPrefix()}/${safeFileName(upload.name, upload.ext)}`;

/** Writes the bytes (and a thumbnail for images) under `key`; returns the thumbnail url. */
async function writeObjects(store: FileStore, key: string, upload: UploadedFile): Promise<string | null> {
  await store.put(key, upload.bytes, upload.mimeType);
  let thumbnail: string | null = null;
  if (upload.thumbnail) {
    const small = await makeThumbnail(upload.bytes);
    if (small) {
      await store.put(thumbnailKey(key), small, 'image/webp');
      thumbnail = fileUrl(thumbnailKey(key));
    }
  }
  return thumbnail;
}

async function removeObjects(store: FileStore, key: string): Promise<void> {
  await store.delete(key);
  await store.delete(thumbnailKey(key));
}

function view(row: FileRow, thumbnail: string | null, parentId: string | null): StoredAsset {
  return {
    id: row.id,
    name: row.name,
    url: fileUrl(row.key),
    mime_type: row.mimeType,
    ext: row.ext,
    size: row.size,
    thumbnail,
    parentId,
  };
}

export async function storeProjectFile(
  context: ProjectFilesContext,
  projectId: string,
  upload: UploadedFile,
): Promise<StoredAsset> {
  const key = newKey(upload);
  // The row is the reservation: it is written under the project lock, then the bytes follow.
  const row = await context.db.transaction(async (tx) => {
    const used = await lockedUsedBytes(tx, projectId);
    if (used + upload.bytes.length > context.maxProjectBytes)
      throw projectFull(context.maxProjectBytes, used);
    const [inserted] = await tx
      .insert(files)
      .values({
        projectId,
        key,
        name: upload.name,
        mimeType: upload.mimeType,
        ext: upload.ext,
        size: upload.bytes.length,
      })
      .returning();
    return inserted!;
  });
  try {
    return view(row, await writeObjects(context.store, key, upload), upload.parentId);
  } catch (error) {
    await context.db.delete(files).where(eq(files.id, row.id));
    await removeObjects(context.store, key).catch(() => undefined);
    throw error;
  }
}

/**
 * Replaces a file's content: new key (the old URL stays cached forever), same asset id. The old
 * bytes stay, as a row waiting to be purged, until nothing points at them (an undo of the
 * re-upload brings their URL back). Only a file of the same kind may replace another.
 */
export async function replaceProjectFile(
  context: ProjectFilesContext,
  projectId: string,
  assetId: string,
  upload: UploadedFile,
): Promise<StoredAsset> {
  if (!isUuid(assetId)) throw notFound(ASSET_TEXTS.notFound);
  const key = newKey(upload);
  // Bytes first, under the new key: until the row points at them, readers keep the old file.
  const thumbnail = await writeObjects(context.store, key, upload);
  let swapped: { old: FileRow; row: FileRow };
  try {
    swapped = await context.db.transaction(async (tx) => {
      const used = await lockedUsedBytes(tx, projectId);
      const [old] = await tx
        .select()
        .from(files)
        .where(and(eq(files.id, assetId), eq(files.projectId, projectId)));
      if (!old) throw notFound(ASSET_TEXTS.notFound);
      const family = familyExtensions(old.ext);
      if (family.length && !family.includes(upload.ext))
        throw unsupportedType(ASSET_TEXTS.otherKind(upload.name, family));
      const others = used - old.size;
      if (others + upload.bytes.length > context.maxProjectBytes)
        throw projectFull(context.maxProjectBytes, others);
      const [row] = await tx
        .update(files)
        .set({
          key,
          name: upload.name,
          mimeType: upload.mimeType,
          ext: upload.ext,
          size: upload.bytes.length,
          // A file re-uploaded after a delete was undone is in use again.
          deleteRequestedAt: null,
        })
        .where(eq(files.id, assetId))
        .returning();
      // The old bytes keep a row of their own (under a fresh id), waiting for the purge.
      await tx.insert(files).values({
        projectId,
        key: old.key,
        name: old.name,
        mimeType: old.mimeType,
        ext: old.ext,
        size: old.size,
        deleteRequestedAt: new Date(),
      });
      return { old, row: row! };
    });
  } catch (error) {
    await removeObjects(context.store, key).catch(() => undefined);
    throw error;
  }
  return { ...view(swapped.row, thumbnail, upload.parentId), previousUrl: fileUrl(swapped.old.key) };
}

/**
 * Releases the project's files among `ids` (folders and materials have no file: they are skipped):
 * they are purged once nothing points at them any more (purge-files.ts), so an undo of the delete
 * in the builder finds its file still there.
 */
export async function deleteProjectFiles(
  context: ProjectFilesContext,
  projectId: string,
  ids: string[],
): Promise<string[]> {
  const fileIds = [...new Set(ids.filter(isUuid))];
  if (fileIds.length === 0) return [];
  const marked = await context.db
    .update(files)
    .set({ deleteRequestedAt: new Date() })
    .where(and(eq(files.projectId, projectId), inArray(files.id, fileIds), isNull(files.deleteRequestedAt)))
    .returning({ id: files.id });
  return marked.map((row) => row.id);
}

/** Removes a purged file's bytes and thumbnail from the store. */
export { removeObjects };

export async function projectMetrics(
  db: Database,
  projectId: string,
  limits: ProjectMetrics['limits'],
): Promise<ProjectMetrics> {
  const rows = await db
    .select({
      ext: files.ext,
      count: sql<string | number>`count(*)`,
      bytes: sql<string | number>`coalesce(sum(${files.size}), 0)`,
    })
    .from(files)
    .where(and(eq(files.projectId, projectId), isNull(files.deleteRequestedAt)))
    .groupBy(files.ext);
  const byType: ProjectMetrics['byType'] = {};
  let total = 0;
  let bytes = 0;
  for (const row of rows) {
    const entry = { files: Number(row.count), bytes: Number(row.bytes) };
    byType[row.ext] = entry;
    total += entry.files;
    bytes += entry.bytes;
  }
  return { files: total, bytes, byType, limits };
}
