// The API client: bearer access token on every call, and SPEC §4's refresh flow — a 401 with a
// refresh token present starts ONE refresh; every request that failed meanwhile waits for it and is
// replayed with the new access token; if the refresh fails the session ends.
import { ApiError, firstMessage } from './errors.ts';
import { endSession } from './session.ts';
import { decodeAccessToken, isExpired, readAccessToken, readRefreshToken, storeTokens } from './storage.ts';
import { recordRotation, rotationOf } from './token-handoff.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const REFRESH_PATH = '/v2/auth/token/refresh';
export const ACCESS_TOKEN_HEADER = 'x-access-token';
export const REFRESH_TOKEN_HEADER = 'x-refresh-token';
/** SPEC §9: the status that triggers a refresh. */
const REFRESH_TRIGGER_STATUS = 401;

let refreshing: Promise<string> | null = null;

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Turns a non-2xx response into an ApiError carrying the server's first message. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = await readBody(response);
  return new ApiError(response.status, firstMessage(body) ?? response.statusText ?? '', body);
}

/** Tokens from a login or refresh response's headers, stored. Throws when the access token is missing. */
export function storeTokensFrom(response: Response): string {
  const accessToken = response.headers.get(ACCESS_TOKEN_HEADER);
  if (!accessToken) throw new ApiError(response.status, 'The response carried no access token');
  storeTokens(accessToken, response.headers.get(REFRESH_TOKEN_HEADER));
  return accessToken;
}

/** Serialises refreshes across the browser's tabs: refresh tokens rotate, so a token used twice is refused. */
const REFRESH_LOCK = 'vitrine.token-refresh';

interface HeldTokens {
  access: string | null;
  refresh: string | null;
}

async function refreshWith(refreshToken: string | null): Promise<string> {
  if (!refreshToken) throw new ApiError(REFRESH_TRIGGER_STATUS, 'Missing refresh token');
  const response = await fetch(REFRESH_PATH, {
    method: 'POST',
    headers: { 'X-Refresh-Token': refreshToken },
  });
  if (!response.ok) throw await toApiError(response);
  const accessToken = storeTokensFrom(response);
  const next = response.headers.get(REFRESH_TOKEN_HEADER);
  // Before the lock is released: a tab that gets it next must not present the retired token.
  if (next) await recordRotation({ from: refreshToken, accessToken, refreshToken: next });
  return accessToken;
}

/**
 * The access token another tab obtained while this one waited for the lock, or null when this tab
 * must refresh. Another tab refreshed when the stored pair is not the one this tab held, or when the
 * refresh token this tab is about to present is recorded as already rotated (its local copy of the
 * storage has not caught up yet): that pair is adopted and stored here too.
 */
async function tokenFromAnotherTab(held: HeldTokens): Promise<string | null> {
  const refresh = readRefreshToken();
  const access = readAccessToken();
  if (!refresh) return null;
  const claims = access ? decodeAccessToken(access) : null;
  const renewed =
    access !== null &&
    (refresh !== held.refresh || (access !== held.access && claims !== null && !isExpired(claims.exp)));
  if (renewed) return access;
  const rotation = await rotationOf(refresh);
  if (!rotation) return null;
  storeTokens(rotation.accessToken, rotation.refreshToken);
  return rotation.accessToken;
}

async function runRefresh(): Promise<string> {
  const held: HeldTokens = { access: readAccessToken(), refresh: readRefreshToken() };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return refreshWith(held.refresh);
  return locks.request(
    REFRESH_LOCK,
    async () => (await tokenFromAnotherTab(held)) ?? refreshWith(readRefreshToken()),
  );
}

/**
 * Renews the access token; concurrent callers share the one refresh in flight. When the server
 * refuses the refresh the session ends (credentials removed, /login) and the ApiError is rethrown.
 * A refresh that could not reach the server (offline) keeps the session: its error is rethrown and
 * the next call tries again — an editor offline for longer than a token lives stays in the builder.
 */
export function refreshAccessToken(): Promise<string> {
  if (!refreshing) {
    refreshing = runRefresh()
      .catch((error: unknown) => {
        if (error instanceof ApiError) endSession();
        throw error;
      })
      .finally(() => {
        refreshing = null;
      });
  }
  return refreshing;
}

/** A usable access token: the stored one, or a refreshed one when it has expired. */
export async function getAccessToken(): Promise<string | null> {
  if (refreshing) return refreshing;
  const token = readAccessToken();
  const claims = token ? decodeAccessToken(token) : null;
  if (token && claims && !isExpired(claims.exp)) return token;
  if (readRefreshToken()) return refreshAccessToken();
  return token;
}

function send(method: HttpMethod, path: string, body: unknown, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method, headers };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  return fetch(path, init);
}

/** Calls the API as the signed-in user; resolves with the parsed body, rejects with an ApiError. */
export async function api<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const sentToken = await getAccessToken();
  let response = await send(method, path, body, sentToken);
  if (response.status === REFRESH_TRIGGER_STATUS && readRefreshToken()) {
    // A refresh that finished while this request was out already produced the token to replay with.
    const current = readAccessToken();
    const token = refreshing
      ? await refreshing
      : current && current !== sentToken
        ? current
        : await refreshAccessToken();
    response = await send(method, path, body, token);
  }
  if (!response.ok) throw await toApiError(response);
  return (await readBody(response)) as T;
}

/**
 * The access token for the collaboration socket: null once signed out (no token, or the server
 * refused the refresh); rejects while the server cannot be reached, so the socket tries again later.
 */
export function socketToken(refresh: boolean): Promise<string | null> {
  return (refresh ? refreshAccessToken() : getAccessToken()).catch((error: unknown) => {
    if (error instanceof ApiError) return null;
    throw error;
  });
}
