// The signed-in user's profile and personal access tokens (SPEC §7: /v2/user), read with the shapes
// the server answers (@vitrine/core).
import {
  PersonalAccessTokenListSchema,
  PersonalAccessTokenSchema,
  RevokedPersonalAccessTokenSchema,
  UserSchema,
  nonEmptyProfileFields,
  type PersonalAccessToken,
  type ProfileField,
  type User,
} from '@vitrine/core';
import { api } from './client.ts';
import { readStoredUser } from './storage.ts';

export type { PersonalAccessToken, User };

export async function getUser(): Promise<User> {
  return UserSchema.parse(await api('GET', '/v2/user'));
}

/** SPEC §5: the update sends only the non-empty fields. */
export async function updateUser(values: Partial<Record<ProfileField, unknown>>): Promise<User> {
  return UserSchema.parse(await api('PATCH', '/v2/user', nonEmptyProfileFields(values)));
}

/** SPEC §7: the current user is read from the stored decoded token, else from the API. */
export async function currentUserIdentity(): Promise<{ id: string; email: string }> {
  const stored = readStoredUser();
  if (stored) return { id: stored.id, email: stored.email };
  const user = await getUser();
  return { id: user.id, email: user.email };
}

export async function listPersonalAccessTokens(): Promise<PersonalAccessToken[]> {
  return PersonalAccessTokenListSchema.parse(await api('GET', '/v2/user/personal-access-tokens')).items;
}

/** Creates a token; the answer carries the full key, which is shown only this once. */
export async function createPersonalAccessToken(name: string): Promise<PersonalAccessToken> {
  return PersonalAccessTokenSchema.parse(await api('POST', '/v2/user/personal-access-tokens', { name }));
}

export async function revokePersonalAccessToken(id: string): Promise<void> {
  const path = `/v2/user/personal-access-tokens/${encodeURIComponent(id)}`;
  RevokedPersonalAccessTokenSchema.parse(await api('DELETE', path));
}
