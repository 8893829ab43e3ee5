// Upload limits (ASSET_MAX_FILE_BYTES, ASSET_MAX_PROJECT_BYTES) and how they are said to the user.
import { HttpError } from '../http/errors.ts';

export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, '');
  return `${rounded} ${units[unit]}`;
}

export const fileTooLarge = (maxBytes: number) =>
  new HttpError(413, `File is too large: the limit is ${formatBytes(maxBytes)} per file`);

export const projectFull = (maxBytes: number, usedBytes: number) =>
  new HttpError(
    413,
    `Project storage is full: ${formatBytes(usedBytes)} of ${formatBytes(maxBytes)} used. Delete assets to make room`,
  );

export const unsupportedType = (message: string) => new HttpError(415, message);
