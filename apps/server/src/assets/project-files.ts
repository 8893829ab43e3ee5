// A project's stored files: the `files` rows plus their bytes (and thumbnails) in the file store.
// The library tree itself lives in the project document; a file's row id is its asset id there.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { files, projects } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { randomKeyPrefix, safeFileName, thumbnailKey } from '../files/safe-name.ts';
import type { FileStore } from '../files/store.ts';
import { makeThumbnail } from '../files/thumbnail.ts';
import { isUuid } from '../teams/access.ts';
import { projectFull } from './limits.ts';
import type { UploadedFile } from './read-upload.ts';

type FileRow = typeof files.$inferSelect;

/** What the upload calls answer (SPEC §7 reads id, url, name). */
export interface StoredAsset {
  id: string;
  name: string;
  url: string;
  mime_type: string;
  ext: string;
  size: number;
  thumbnail: string | null;
  parentId: string | null;
}

export const fileUrl = (key: string) => `/files/${key}`;

export interface ProjectFilesContext {
  db: Database;
  store: FileStore;
  maxProjectBytes: number;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Bytes the project's files take, read with the project row locked: concurrent uploads to one
 * project queue here, so two of them cannot both pass the limit.
 */
async function lockedUsedBytes(tx: Transaction, projectId: string): Promise<number> {
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
  const [row] = await tx
    .select({ bytes: sql<string | number>`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .where(eq(files.projectId, projectId));
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

export const ASSET_TEXTS = { notFound: 'Asset not found' } as const;

/** Replaces a file's content: new key (the old URL stays cached forever), same asset id. */
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
        })
        .where(eq(files.id, assetId))
        .returning();
      return { old, row: row! };
    });
  } catch (error) {
    await removeObjects(context.store, key).catch(() => undefined);
    throw error;
  }
  await removeObjects(context.store, swapped.old.key);
  return view(swapped.row, thumbnail, upload.parentId);
}

/** Deletes the project's files among `ids` (folders and materials have no file: they are skipped). */
export async function deleteProjectFiles(
  context: ProjectFilesContext,
  projectId: string,
  ids: string[],
): Promise<string[]> {
  const fileIds = [...new Set(ids.filter(isUuid))];
  if (fileIds.length === 0) return [];
  const removed = await context.db
    .delete(files)
    .where(and(eq(files.projectId, projectId), inArray(files.id, fileIds)))
    .returning({ id: files.id, key: files.key });
  for (const row of removed) await removeObjects(context.store, row.key);
  return removed.map((row) => row.id);
}

export interface ProjectMetrics {
  files: number;
  bytes: number;
  byType: Record<string, { files: number; bytes: number }>;
  limits: { maxFileBytes: number; maxProjectBytes: number };
}

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
    .where(eq(files.projectId, projectId))
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
