// The version of the next release: 1.0.0 for the first, then the latest with its patch plus one.
import { SEMVER_PATTERN } from '../schema/release.ts';

export const FIRST_VERSION = '1.0.0';

export function nextVersion(latest?: string | null): string {
  if (!latest) return FIRST_VERSION;
  const match = SEMVER_PATTERN.exec(latest.trim().replace(/^v/, ''));
  if (!match) throw new Error(`Release version '${latest}' is not major.minor.patch`);
  const [, major, minor, patch] = match;
  return `${major}.${minor}.${Number(patch) + 1}`;
}

/** Compares two versions (for sorting releases): negative when a < b. */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split('.').map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let index = 0; index < 3; index += 1) {
    const difference = (x[index] ?? 0) - (y[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
