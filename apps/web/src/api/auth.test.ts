// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOutEverywhere } from './auth.ts';
import { ApiError } from './errors.ts';
import { STORAGE_KEYS, readAccessToken, readRefreshToken } from './storage.ts';

const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const accessToken = `${encode({ alg: 'HS256' })}.${encode({
  sub: 'u1',
  email: 'u1@x.test',
  exp: Math.floor(Date.now() / 1000) + 900,
})}.signature`;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('signOutEverywhere', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks the server to end every session with this session's token, then forgets this browser's", async () => {
    const fetchMock = vi.fn(async () => json(200, { message: 'Logged out everywhere' }));
    vi.stubGlobal('fetch', fetchMock);
    await signOutEverywhere();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v2/auth/logout/all');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${accessToken}`);
    expect(readAccessToken()).toBeNull();
    expect(readRefreshToken()).toBeNull();
  });

  it('keeps this browser signed in when the server refuses: the other sessions did not end', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(503, { message: 'Service unavailable' })),
    );
    await expect(signOutEverywhere()).rejects.toBeInstanceOf(ApiError);
    expect(readAccessToken()).toBe(accessToken);
    expect(readRefreshToken()).toBe('refresh-1');
  });
});
