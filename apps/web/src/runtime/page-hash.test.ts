import { describe, expect, it } from 'vitest';
import { hashForPage, pageIdFromHash } from './page-hash.ts';

describe('page location', () => {
  it('round-trips a page id through the hash', () => {
    expect(pageIdFromHash(hashForPage('page 2/ü'))).toBe('page 2/ü');
    expect(pageIdFromHash('')).toBeNull();
    expect(pageIdFromHash('#other=1')).toBeNull();
  });
});
