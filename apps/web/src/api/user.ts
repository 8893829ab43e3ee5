// The signed-in user's profile and personal access tokens (SPEC §7: /v2/user).
import { z } from 'zod';
import { api } from './client.ts';
import { readStoredUser } from './storage.ts';

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  phone: z.string().nullish(),
  organisation: z.string().nullish(),
  profilePicture: z.string().nullish(),
});
export type User = z.infer<typeof userSchema>;

export const PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'organisation'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileUpdate = Partial<Record<ProfileField, string>>;

export async function getUser(): Promise<User> {
  return userSchema.parse(await api('GET', '/v2/user'));
}

/** SPEC §5: the update sends only the non-empty fields. */
export function nonEmptyProfileFields(values: Partial<Record<ProfileField, unknown>>): ProfileUpdate {
  const update: ProfileUpdate = {};
  for (const field of PROFILE_FIELDS) {
    const value = values[field];
    if (typeof value === 'string' && value.trim()) update[field] = value.trim();
  }
  return update;
}

export async function updateUser(values: Partial<Record<ProfileField, unknown>>): Promise<User> {
  return userSchema.parse(await api('PATCH', '/v2/user', nonEmptyProfileFields(values)));
}

/** SPEC §7: the current user is read from the stored decoded token, else from the API. */
export async function currentUserIdentity(): Promise<{ id: string; email: string }> {
  const stored = readStoredUser();
  if (stored) return { id: stored.id, email: stored.email };
  const user = await getUser();
  return { id: user.id, email: user.email };
}

export const personalAccessTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  key: z.string(),
  createdAt: z.string().nullish(),
  lastUsedAt: z.string().nullish(),
});
export type PersonalAccessToken = z.infer<typeof personalAccessTokenSchema>;

const tokenListSchema = z.object({ items: z.array(personalAccessTokenSchema) });

export async function listPersonalAccessTokens(): Promise<PersonalAccessToken[]> {
  return tokenListSchema.parse(await api('GET', '/v2/user/personal-access-tokens')).items;
}

/** Creates a token; the answer carries the full key, which is shown only this once. */
export async function createPersonalAccessToken(name: string): Promise<PersonalAccessToken> {
  return personalAccessTokenSchema.parse(await api('POST', '/v2/user/personal-access-tokens', { name }));
}

export async function revokePersonalAccessToken(id: string): Promise<void> {
  await api('DELETE', `/v2/user/personal-access-tokens/${encodeURIComponent(id)}`);
}
