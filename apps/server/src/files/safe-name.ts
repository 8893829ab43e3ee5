// File names as they appear in URLs and storage keys: the user's name reduced to a conservative
// alphabet, so no name can climb out of its folder, inject a header or confuse a URL parser.
import { randomBytes } from 'node:crypto';

const MAX_NAME_LENGTH = 120;

/** A name safe as one URL path segment and one file name: letters, digits, dot, dash, underscore. */
export function safeFileName(name: string, ext: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, MAX_NAME_LENGTH - ext.length - 1);
  return `${base || 'file'}.${ext}`;
}

/** The user's name kept for display, without path parts or control characters. */
export function displayName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 255) || 'file';
}

/** 128 random bits: the part of a file's URL nobody can guess. */
export function randomKeyPrefix(): string {
  return randomBytes(16).toString('hex');
}

const KEY_PATTERN = /^[0-9a-f]{32}\/(?:t\/)?[A-Za-z0-9._-]+$/;

/** Whether a key taken from a URL has the shape the store writes (checked before any lookup). */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('/').some((part) => part === '.' || part === '..');
}

/** Where a file's thumbnail is kept: beside it, in a segment a file name can never take. */
export function thumbnailKey(fileKey: string): string {
  return `${fileKey.split('/')[0]}/t/thumbnail.webp`;
}
