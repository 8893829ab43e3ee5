import { describe, expect, it } from 'vitest';
import { compareVersions, nextVersion } from './next-version.ts';

describe('nextVersion', () => {
  it('starts at 1.0.0 and increments the patch', () => {
    expect(nextVersion()).toBe('1.0.0');
    expect(nextVersion(null)).toBe('1.0.0');
    expect(nextVersion('1.0.0')).toBe('1.0.1');
    expect(nextVersion('2.3.9')).toBe('2.3.10');
    expect(() => nextVersion('one')).toThrow(/not major.minor.patch/);
  });

  it('compares versions numerically', () => {
    expect(['1.0.10', '1.0.2', '0.9.0'].sort(compareVersions)).toEqual(['0.9.0', '1.0.2', '1.0.10']);
  });
});
