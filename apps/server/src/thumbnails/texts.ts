// What the thumbnail upload answers when it refuses an image.
import { THUMBNAIL_LIMITS } from './limits.ts';

export const THUMBNAIL_TEXTS = {
  notAnImage: 'The thumbnail must be a PNG, JPEG or WebP image',
  tooLarge: `The thumbnail must be at most ${THUMBNAIL_LIMITS.maxBytes / 1024 / 1024} MB`,
  unreadable: 'The thumbnail image could not be read',
} as const;
