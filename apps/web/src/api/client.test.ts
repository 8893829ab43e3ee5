// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, getAccessToken, refreshAccessToken, socketToken } from './client.ts';
import { ApiError } from './errors.ts';
import { setSessionNavigator } from './session.ts';
import { STORAGE_KEYS, readStoredUser } from './storage.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;
}

const tokenFor = (name: string, exp = nowSeconds() + 900) => jwt({ sub: name, email: `${name}@x.test`, exp });

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** A fake server: data calls answer 401 unless they carry the current token; refresh rotates it. */
function fakeServer(options: { refreshStatus?: number } = {}) {
  const state = { valid: tokenFor('old-valid'), refreshCalls: 0 };
  let releaseRefresh: () => void = () => {};
  const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    if (url === '/v2/auth/token/refresh') {
      state.refreshCalls += 1;
      await refreshGate;
      if (headers.get('X-Refresh-Token') !== 'refresh-1')
        return json(401, { message: 'bad', statusCode: 401 });
      if (options.refreshStatus)
        return json(options.refreshStatus, { message: ['Invalid token : Token expired'] });
      state.valid = tokenFor('renewed');
      return json(200, {}, { 'x-access-token': state.valid, 'x-refresh-token': 'refresh-2' });
    }
    if (headers.get('Authorization') !== `Bearer ${state.valid}`) {
      return json(401, { message: 'Unauthorized', statusCode: 401 });
    }
    return json(200, { path: url });
  });
  return { state, fetchMock, releaseRefresh };
}

describe('api client', () => {
  const navigations: string[] = [];

  beforeEach(() => {
    localStorage.clear();
    navigations.length = 0;
    setSessionNavigator((path) => navigations.push(path));
    localStorage.setItem(STORAGE_KEYS.accessToken, tokenFor('stale'));
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
    localStorage.setItem(STORAGE_KEYS.hasSignedInBefore, '1');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the bearer token and returns the parsed body', async () => {
    const server = fakeServer();
    localStorage.setItem(STORAGE_KEYS.accessToken, server.state.valid);
    vi.stubGlobal('fetch', server.fetchMock);
    await expect(api('GET', '/v2/user')).resolves.toEqual({ path: '/v2/user' });
    expect(server.state.refreshCalls).toBe(0);
  });

  it('refreshes once for concurrent 401s and replays every queued request with the new token', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetchMock);
    const calls = Promise.all([api('GET', '/v2/a'), api('GET', '/v2/b'), api('POST', '/v2/c', { x: 1 })]);
    // Let all three fail with 401 and queue behind the single refresh before it answers.
    await vi.waitFor(() => expect(server.state.refreshCalls).toBe(1));
    server.releaseRefresh();
    await expect(calls).resolves.toEqual([{ path: '/v2/a' }, { path: '/v2/b' }, { path: '/v2/c' }]);
    expect(server.state.refreshCalls).toBe(1);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(server.state.valid);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
    expect(readStoredUser()).toMatchObject({ id: 'renewed', email: 'renewed@x.test' });
    const replayed = server.fetchMock.mock.calls.filter(
      ([, init]) => new Headers(init?.headers).get('Authorization') === `Bearer ${server.state.valid}`,
    );
    expect(replayed).toHaveLength(3);
    expect(navigations).toEqual([]);
  });

  it('logs out when the refresh fails: credentials removed, /login, ApiError with the first message', async () => {
    const server = fakeServer({ refreshStatus: 401 });
    vi.stubGlobal('fetch', server.fetchMock);
    const calls = [api('GET', '/v2/a'), api('GET', '/v2/b')];
    await vi.waitFor(() => expect(server.state.refreshCalls).toBe(1));
    server.releaseRefresh();
    for (const call of calls) {
      const error = await call.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 401, message: 'Invalid token : Token expired' });
    }
    expect(server.state.refreshCalls).toBe(1);
    expect(navigations).toEqual(['/login']);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    // The per-browser first-login flag is not a credential.
    expect(localStorage.getItem(STORAGE_KEYS.hasSignedInBefore)).toBe('1');
  });

  it('keeps the session when the refresh cannot reach the server (offline), and refreshes later', async () => {
    const server = fakeServer();
    server.releaseRefresh();
    localStorage.setItem(STORAGE_KEYS.accessToken, tokenFor('expired', nowSeconds() - 10));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(getAccessToken()).rejects.toBeInstanceOf(TypeError);
    // The socket hears "try again later", not "signed out".
    await expect(socketToken(false)).rejects.toBeInstanceOf(TypeError);
    expect(navigations).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');

    vi.stubGlobal('fetch', server.fetchMock);
    const renewed = await socketToken(false);
    expect(renewed).toBe(server.state.valid);
    expect(readStoredUser()).toMatchObject({ id: 'renewed' });
    expect(navigations).toEqual([]);
  });

  it('tells the socket it is signed out when the server refuses the refresh', async () => {
    const server = fakeServer({ refreshStatus: 401 });
    server.releaseRefresh();
    vi.stubGlobal('fetch', server.fetchMock);
    await expect(socketToken(true)).resolves.toBeNull();
    expect(navigations).toEqual(['/login']);
  });

  it('does not refresh without a refresh token; the 401 is thrown as an ApiError', async () => {
    const server = fakeServer();
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
    vi.stubGlobal('fetch', server.fetchMock);
    await expect(api('GET', '/v2/a')).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(server.state.refreshCalls).toBe(0);
  });

  it('treats a token as expired at exp exactly and renews it before use', async () => {
    const server = fakeServer();
    localStorage.setItem(STORAGE_KEYS.accessToken, tokenFor('expiring', nowSeconds()));
    vi.stubGlobal('fetch', server.fetchMock);
    const token = getAccessToken();
    await vi.waitFor(() => expect(server.state.refreshCalls).toBe(1));
    server.releaseRefresh();
    const renewed = await token;
    expect(renewed).toBe(server.state.valid);
    expect(readStoredUser()).toMatchObject({ id: 'renewed' });
    // While it is valid the stored token is used as is.
    await expect(getAccessToken()).resolves.toBe(renewed);
    expect(server.state.refreshCalls).toBe(1);
  });

  it('shares one refresh between direct callers', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetchMock);
    const both = Promise.all([refreshAccessToken(), refreshAccessToken()]);
    server.releaseRefresh();
    const [first, second] = await both;
    expect(first).toBe(second);
    expect(server.state.refreshCalls).toBe(1);
  });

  it('uses the pair another tab stored while this one waited for the refresh lock', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetchMock);
    const fromOtherTab = server.state.valid;
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (_name: string, callback: () => Promise<string>) => {
          // The other tab held the lock and rotated the pair before this one got it.
          localStorage.setItem(STORAGE_KEYS.accessToken, fromOtherTab);
          localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-from-other-tab');
          return callback();
        },
      },
    });
    await expect(api('GET', '/v2/a')).resolves.toEqual({ path: '/v2/a' });
    expect(server.state.refreshCalls).toBe(0);
    expect(navigations).toEqual([]);
  });

  it('uses a valid access token another tab stored while this one waited, without refreshing', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetchMock);
    const fromOtherTab = server.state.valid;
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (_name: string, callback: () => Promise<string>) => {
          // Only the access token has changed in this tab's view of the storage so far.
          localStorage.setItem(STORAGE_KEYS.accessToken, fromOtherTab);
          return callback();
        },
      },
    });
    await expect(refreshAccessToken()).resolves.toBe(fromOtherTab);
    expect(server.state.refreshCalls).toBe(0);
  });

  it('refreshes inside the lock when the stored pair is still the one this tab held', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetchMock);
    const held: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, callback: () => Promise<string>) => {
          held.push(name);
          return callback();
        },
      },
    });
    const renewed = refreshAccessToken();
    server.releaseRefresh();
    const token = await renewed;
    expect(token).toBe(server.state.valid);
    expect(held).toEqual(['vitrine.token-refresh']);
    expect(server.state.refreshCalls).toBe(1);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('throws ApiError with the first message of an array body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { message: ['Email is empty', 'other'], statusCode: 400 })),
    );
    localStorage.setItem(STORAGE_KEYS.accessToken, tokenFor('valid'));
    await expect(api('POST', '/v2/x', {})).rejects.toMatchObject({ status: 400, message: 'Email is empty' });
  });
});
