// A project's card picture (SPEC §7 POST/PUT /v2/projects/:id/thumbnail): the builder uploads a PNG of
// the preview; it is checked by its bytes (PNG, JPEG or WebP), re-encoded to a bounded WebP (which
// also drops anything hidden in the file) and kept under a fresh key. The previous picture is removed.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { projects } from '../db/schema.ts';
import { randomKeyPrefix } from '../files/safe-name.ts';
import { sniffContent } from '../files/sniff.ts';
import type { FileStore } from '../files/store.ts';
import { HttpError, badRequest } from '../http/errors.ts';
import { THUMBNAIL_LIMITS } from './limits.ts';
import { THUMBNAIL_TEXTS } from './texts.ts';

export const THUMBNAIL_KINDS = ['png', 'jpeg', 'webp'] as const;

/** Where project thumbnails live: the thumbnail slot of a key, served by /files/ as WebP. */
const thumbnailKeyOf = (prefix: string) => `${prefix}/t/thumbnail.webp`;
const THUMBNAIL_URL = /^\/files\/([0-9a-f]{32})\/t\/thumbnail\.webp$/;

export async function encodeThumbnail(bytes: Uint8Array): Promise<Buffer> {
  const kind = sniffContent(bytes, '');
  if (!kind || !(THUMBNAIL_KINDS as readonly string[]).includes(kind))
    throw badRequest(THUMBNAIL_TEXTS.notAnImage);
  // Loaded on first use, not with the server.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(bytes, { failOn: 'error' })
      // The whole picture within the bounds: a page's picture is wide, and cropping it to 4:3 cut
      // off both sides of the page (the card crops to its own shape and shows the top).
      .resize(THUMBNAIL_LIMITS.widthPx, THUMBNAIL_LIMITS.heightPx, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(THUMBNAIL_TEXTS.unreadable);
  }
}

export const tooLarge = () => new HttpError(413, THUMBNAIL_TEXTS.tooLarge);

/** Stores the picture and points the project at it; answers the new URL. */
export async function setProjectThumbnail(
  db: Database,
  store: FileStore,
  project: { id: string; thumbnail: string | null },
  bytes: Uint8Array,
): Promise<string> {
  const webp = await encodeThumbnail(bytes);
  const key = thumbnailKeyOf(randomKeyPrefix());
  await store.put(key, webp, 'image/webp');
  const url = `/files/${key}`;
  // The card picture is not an edit of the project: updatedAt stays as it is.
  await db.update(projects).set({ thumbnail: url }).where(eq(projects.id, project.id));
  const previous = project.thumbnail ? THUMBNAIL_URL.exec(project.thumbnail) : null;
  if (previous) await store.delete(thumbnailKeyOf(previous[1]!)).catch(() => undefined);
  return url;
}
