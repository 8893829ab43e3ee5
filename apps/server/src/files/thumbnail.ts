// Thumbnails of uploaded images for the library's cards. A failure only means no thumbnail
// (SPEC §8: thumbnail generation failure is silently ignored).

export const THUMBNAIL_SIZE_PX = 256;

export async function makeThumbnail(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    // Loaded on first use (not with the server). sharp refuses images above its pixel limit, which guards against decompression bombs.
    const { default: sharp } = await import('sharp');
    return await sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize(THUMBNAIL_SIZE_PX, THUMBNAIL_SIZE_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}
