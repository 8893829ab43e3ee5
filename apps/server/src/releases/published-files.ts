// A release keeps its asset files: at publish time every project file the document points at is
// copied to a key of its own, so re-uploading or deleting the asset in the library later never
// breaks a published version. Stored files never change under a key, so the copy's key is derived
// from the original's and one copy serves every release that uses the file.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { files } from '../db/schema.ts';
import type { FileStore } from '../files/store.ts';

/** What a release says about one of its files (served under its version). */
export interface PublishedFile {
  mimeType: string;
  size: number;
}

export type PublishedFiles = Record<string, PublishedFile>;

/** The storage key of the published copy: same shape as any stored key, never a library key. */
export function publishedKey(fileKey: string): string {
  const prefix = createHash('sha256').update(`published:${fileKey}`).digest('hex').slice(0, 32);
  return `${prefix}/${fileKey.split('/').pop()}`;
}

export const publishedFileUrl = (projectId: string, version: string, key: string) =>
  `/p/${projectId}/${version}/files/${key}`;

async function readAll(store: FileStore, key: string): Promise<Buffer | null> {
  const object = await store.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function exists(store: FileStore, key: string): Promise<boolean> {
  const object = await store.get(key);
  if (!object) return false;
  object.body.destroy();
  return true;
}

/**
 * Copies the project's files that `json` (the serialised document) mentions, and returns the JSON
 * with their URLs pointing at the copies plus the list of copies. A file whose bytes are gone stays
 * as it was (its URL then answers 404, as it already did in the builder).
 */
export async function publishFiles(
  db: Database,
  store: FileStore,
  target: { projectId: string; version: string },
  json: string,
): Promise<{ json: string; files: PublishedFiles }> {
  const rows = await db
    .select({ key: files.key, mimeType: files.mimeType, size: files.size })
    .from(files)
    .where(eq(files.projectId, target.projectId));
  const published: PublishedFiles = {};
  let result = json;
  for (const row of rows) {
    const url = `/files/${row.key}`;
    if (!result.includes(url)) continue;
    const copyKey = publishedKey(row.key);
    if (!(await exists(store, copyKey))) {
      const bytes = await readAll(store, row.key);
      if (!bytes) continue;
      await store.put(copyKey, bytes, row.mimeType);
    }
    published[copyKey] = { mimeType: row.mimeType, size: row.size };
    result = result.split(url).join(publishedFileUrl(target.projectId, target.version, copyKey));
  }
  return { json: result, files: published };
}
