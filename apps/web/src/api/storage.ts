// Stored credentials (SPEC §9: access token, refresh token and user in local storage) and the
// per-browser first-login flag, which deliberately survives logout. Clearing the credentials also
// empties the query cache.
import * as z from 'zod/mini';
import { queryClient } from './query-client.ts';
import { forgetRotation } from './token-handoff.ts';

export const STORAGE_KEYS = {
  accessToken: 'vitrine.accessToken',
  refreshToken: 'vitrine.refreshToken',
  user: 'vitrine.user',
  hasSignedInBefore: 'vitrine.hasSignedInBefore',
} as const;

const storedUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  exp: z.number(),
});

/** The signed-in user as decoded from the access token. */
export type StoredUser = z.infer<typeof storedUserSchema>;

const claimsSchema = z.object({ sub: z.string(), email: z.string(), exp: z.number() });

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Decodes (does not verify: the server does) the payload of a JWT access token. */
export function decodeAccessToken(token: string): StoredUser | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const claims = claimsSchema.safeParse(JSON.parse(json));
    return claims.success ? { id: claims.data.sub, email: claims.data.email, exp: claims.data.exp } : null;
  } catch {
    return null;
  }
}

/** SPEC §4: a token is expired when the current time is at or past exp. */
export function isExpired(exp: number, nowMs = Date.now()): boolean {
  return nowMs / 1000 >= exp;
}

export const readAccessToken = () => read(STORAGE_KEYS.accessToken);
export const readRefreshToken = () => read(STORAGE_KEYS.refreshToken);

export function readStoredUser(): StoredUser | null {
  const raw = read(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed = storedUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Stores a fresh token pair and the user decoded from the access token. */
export function storeTokens(accessToken: string, refreshToken: string | null): StoredUser | null {
  const user = decodeAccessToken(accessToken);
  localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
  if (refreshToken) localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  if (user) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  return user;
}

export function clearCredentials(): void {
  localStorage.removeItem(STORAGE_KEYS.accessToken);
  localStorage.removeItem(STORAGE_KEYS.refreshToken);
  localStorage.removeItem(STORAGE_KEYS.user);
  // The pair the last refresh handed to other tabs (token-handoff.ts) goes too.
  void forgetRotation();
  // Cached reads belong to the user who made them.
  queryClient.clear();
}

/** Signed in: a refresh token can renew the session, or the access token is still valid. */
export function hasSession(nowMs = Date.now()): boolean {
  if (readRefreshToken()) return true;
  const token = readAccessToken();
  const user = token ? decodeAccessToken(token) : null;
  return user !== null && !isExpired(user.exp, nowMs);
}

/** SPEC §4: the first sign-in ever on this browser goes to the account, later ones to the dashboard. */
export function markSignedIn(): { firstTime: boolean } {
  const firstTime = read(STORAGE_KEYS.hasSignedInBefore) === null;
  localStorage.setItem(STORAGE_KEYS.hasSignedInBefore, '1');
  return { firstTime };
}
