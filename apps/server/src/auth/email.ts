// E-mail addresses as sign-in keys: trimmed and lowercased everywhere, so 'A@x.io ' and 'a@x.io' are
// one account, one code and one rate-limit bucket.
import { z } from 'zod';
import { AUTH_MESSAGES } from './messages.ts';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** A required e-mail field: empty → 'Email is empty', otherwise it must look like an address. */
export const emailField = z
  .string({
    error: (issue) => (issue.input === undefined ? AUTH_MESSAGES.emailEmpty : AUTH_MESSAGES.emailNotText),
  })
  .transform(normaliseEmail)
  .pipe(z.string().min(1, AUTH_MESSAGES.emailEmpty).max(254, AUTH_MESSAGES.emailInvalid))
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }));
