// The sign-in screen reads the providers with zod's mini build: it accepts and reads exactly what
// @vitrine/core's AuthProvidersSchema does.
import { AuthProvidersSchema } from '@vitrine/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authProvidersSchema } from './auth-providers.ts';

describe('authProvidersSchema', () => {
  it('reads what the server declares, the same way', () => {
    const answers = fc.oneof(
      fc.record({ email: fc.constant(true), google: fc.boolean() }),
      fc.record({ email: fc.anything(), google: fc.anything() }, { requiredKeys: [] }),
      fc.anything(),
    );
    fc.assert(
      fc.property(answers, (answer) => {
        const core = AuthProvidersSchema.safeParse(answer);
        const mini = authProvidersSchema.safeParse(answer);
        expect(mini.success).toBe(core.success);
        if (core.success && mini.success) expect(mini.data).toEqual(core.data);
      }),
    );
  });
});
