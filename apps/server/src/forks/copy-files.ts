// A fork's copy of the source project's files: new keys (bytes and thumbnails copied in the file
// store) and new row ids, plus the replacements that point the copied document at them.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { files } from '../db/schema.ts';
import { randomKeyPrefix, thumbnailKey } from '../files/safe-name.ts';
import type { FileStore } from '../files/store.ts';

type FileRow = typeof files.$inferSelect;

export interface CopiedFiles {
  /** Rows to insert for the target project. */
  rows: (typeof files.$inferInsert)[];
  /** Old asset id or URL → new one. */
  replacements: Map<string, string>;
  /** Every key written, to remove them if the fork fails. */
  writtenKeys: string[];
}

async function readAll(store: FileStore, key: string): Promise<Buffer | null> {
  const object = await store.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Copies one stored object; false when the source has none. */
export async function copyObject(store: FileStore, from: string, to: string, type: string): Promise<boolean> {
  const bytes = await readAll(store, from);
  if (!bytes) return false;
  await store.put(to, bytes, type);
  return true;
}

export async function copyProjectFiles(
  db: Database,
  store: FileStore,
  sourceProjectId: string,
  targetProjectId: string,
): Promise<CopiedFiles> {
  const sources: FileRow[] = await db.select().from(files).where(eq(files.projectId, sourceProjectId));
  const copied: CopiedFiles = { rows: [], replacements: new Map(), writtenKeys: [] };
  for (const source of sources) {
    const key = `${randomKeyPrefix()}/${source.key.split('/').pop()}`;
    if (!(await copyObject(store, source.key, key, source.mimeType))) continue;
    copied.writtenKeys.push(key);
    if (await copyObject(store, thumbnailKey(source.key), thumbnailKey(key), 'image/webp'))
      copied.writtenKeys.push(thumbnailKey(key));
    const id = randomUUID();
    copied.rows.push({
      id,
      projectId: targetProjectId,
      key,
      name: source.name,
      mimeType: source.mimeType,
      ext: source.ext,
      size: source.size,
      // Bytes the source let go of stay released in the fork, and are purged there in turn.
      deleteRequestedAt: source.deleteRequestedAt,
    });
    copied.replacements.set(source.id, id);
    copied.replacements.set(`/files/${source.key.split('/')[0]}/`, `/files/${key.split('/')[0]}/`);
  }
  return copied;
}
