// Thumbnails of uploaded images for the library's cards. A failure only means no thumbnail
// (SPEC §8: thumbnail generation failure is silently ignored).
import sharp from 'sharp';

export const THUMBNAIL_SIZE_PX = 256;

export async function makeThumbnail(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    // sharp refuses images above its pixel limit, which guards against decompression bombs.
    return await sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize(THUMBNAIL_SIZE_PX, THUMBNAIL_SIZE_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}
