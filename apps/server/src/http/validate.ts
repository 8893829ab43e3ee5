// Parses a request part with zod; a mismatch is a 400 whose message names the field.
import type { z } from 'zod';
import { badRequest } from './errors.ts';

export function parse<T extends z.ZodType>(schema: T, value: unknown, what = 'body'): z.infer<T> {
  const result = schema.safeParse(value ?? (what === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.length ? issue.path.join('.') : what;
  if (value === undefined || value === null) throw badRequest(`Missing request ${what}`);
  throw badRequest(issue.message.startsWith('Invalid') ? `${field}: ${issue.message}` : issue.message);
}
