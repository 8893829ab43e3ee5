// Which sign-in methods this server offers, read by the sign-in screen before it shows (the first time
// from the page itself, api/page-facts.ts). The answer is checked with zod's mini build, as are the
// stored credentials (storage.ts, token-handoff.ts): the sign-in page downloads no full zod (its size
// budget, apps/web/size-budget.ts).
import type { AuthProviders } from '@vitrine/core';
import * as z from 'zod/mini';
import { toApiError } from './client.ts';
import { takePageFact } from './page-facts.ts';

/** AuthProvidersSchema of @vitrine/core, in zod's mini build (a test holds the two to one reading). */
export const authProvidersSchema = z.object({ email: z.literal(true), google: z.boolean() });

/** Which sign-in methods this server offers (Google only when it is configured). */
export async function authProviders(): Promise<AuthProviders> {
  // The first sign-in screen reads what the page carries, without waiting for a request.
  const carried = authProvidersSchema.safeParse(takePageFact('authProviders'));
  if (carried.success) return carried.data;
  const response = await fetch('/v2/auth/providers', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw await toApiError(response);
  return authProvidersSchema.parse(await response.json());
}
