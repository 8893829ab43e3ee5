import { describe, expect, it } from 'vitest';
import { UserProfileUpdateSchema, nonEmptyProfileFields } from './user.ts';

describe('the profile rules', () => {
  it('keeps only non-empty profile fields, trimmed', () => {
    expect(
      nonEmptyProfileFields({ firstName: ' Ada ', lastName: '', phone: '   ', organisation: 'Engines' }),
    ).toEqual({ firstName: 'Ada', organisation: 'Engines' });
  });

  it('ignores anything that is not a profile field or not text', () => {
    const values = { email: 'a@b.c', method: 'update-user', phone: 5 } as Record<string, unknown>;
    expect(nonEmptyProfileFields(values)).toEqual({});
  });

  it('accepts what the studio sends and refuses a phone of the wrong length', () => {
    const sent = nonEmptyProfileFields({ firstName: ' Ada ', phone: '9876543210', organisation: '' });
    expect(UserProfileUpdateSchema.parse(sent)).toEqual({ firstName: 'Ada', phone: '9876543210' });
    expect(UserProfileUpdateSchema.safeParse({ phone: '98765' }).error?.issues[0]?.message).toBe(
      'Phone must be exactly 10 digits',
    );
    expect(UserProfileUpdateSchema.parse({ lastName: '  ', email: null })).toEqual({});
  });
});
