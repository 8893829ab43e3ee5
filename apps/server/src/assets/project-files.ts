// A project's stored files: the `files` rows plus their bytes (and thumbnails) in the file store.
// The library tree itself lives in the project document; a file's row id is its asset id there.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { files } from '../db/schema.ts';
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

async function usedBytes(db: Database, projectId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string | number>`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .where(eq(files.projectId, projectId));
  return Number(row?.bytes ?? 0);
}

/** Writes the bytes (and a thumbnail for images) under a fresh key; returns the key and thumbnail url. */
async function writeObjects(store: FileStore, upload: UploadedFile) {
  const key = `${randomKeyPrefix()}/${safeFileName(upload.name, upload.ext)}`;
  await store.put(key, upload.bytes, upload.mimeType);
  let thumbnail: string | null = null;
  if (upload.thumbnail) {
    const small = await makeThumbnail(upload.bytes);
    if (small) {
      await store.put(thumbnailKey(key), small, 'image/webp');
      thumbnail = fileUrl(thumbnailKey(key));
    }
  }
  return { key, thumbnail };
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
  const used = await usedBytes(context.db, projectId);
  if (used + upload.bytes.length > context.maxProjectBytes) throw projectFull(context.maxProjectBytes, used);
  const { key, thumbnail } = await writeObjects(context.store, upload);
  try {
    const [row] = await context.db
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
    return view(row!, thumbnail, upload.parentId);
  } catch (error) {
    await removeObjects(context.store, key);
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
  const [old] = await context.db
    .select()
    .from(files)
    .where(and(eq(files.id, assetId), eq(files.projectId, projectId)));
  if (!old) throw notFound(ASSET_TEXTS.notFound);
  const used = (await usedBytes(context.db, projectId)) - old.size;
  if (used + upload.bytes.length > context.maxProjectBytes) throw projectFull(context.maxProjectBytes, used);
  const { key, thumbnail } = await writeObjects(context.store, upload);
  let row: FileRow | undefined;
  try {
    [row] = await context.db
      .update(files)
      .set({ key, name: upload.name, mimeType: upload.mimeType, ext: upload.ext, size: upload.bytes.length })
      .where(and(eq(files.id, assetId), eq(files.projectId, projectId)))
      .returning();
  } catch (error) {
    await removeObjects(context.store, key);
    throw error;
  }
  if (!row) {
    await removeObjects(context.store, key);
    throw notFound(ASSET_TEXTS.notFound);
  }
  await removeObjects(context.store, old.key);
  return view(row, thumbnail, upload.parentId);
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
