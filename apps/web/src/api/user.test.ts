import { describe, expect, it } from 'vitest';
import { nonEmptyProfileFields } from './user.ts';

describe('nonEmptyProfileFields', () => {
  it('keeps only non-empty profile fields, trimmed', () => {
    expect(
      nonEmptyProfileFields({ firstName: ' Ada ', lastName: '', phone: '   ', organisation: 'Engines' }),
    ).toEqual({ firstName: 'Ada', organisation: 'Engines' });
  });

  it('ignores anything that is not a profile field or not text', () => {
    const values = { email: 'a@b.c', method: 'update-user', phone: 5 } as Record<string, unknown>;
    expect(nonEmptyProfileFields(values)).toEqual({});
  });
});
