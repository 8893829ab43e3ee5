// Two tabs of one browser whose access token has expired load the studio at the same moment. Refresh
// tokens rotate and presenting a retired one revokes the whole session, so exactly one of the tabs
// may refresh; the other must take the pair it stored. Both stay signed in, round after round.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { openBrowser, startStudio, type Browser } from './harness.ts';
import { SESSION_KEYS, signInWithApi } from './sign-in.ts';

const EMAIL = 'tabs@example.com';
const ROUNDS = 5;
const REFRESH_PATH = '/v2/auth/token/refresh';

/** The same token with its exp in the past: the app sees it expired and refreshes before any call. */
function expiredCopy(accessToken: string): string {
  const [header, payload, signature] = accessToken.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  const past = Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })).toString(
    'base64url',
  );
  return `${header}.${past}.${signature}`;
}

const stored = (page: Page) =>
  page.evaluate(
    (keys) => ({
      access: localStorage.getItem(keys.accessToken),
      refresh: localStorage.getItem(keys.refreshToken),
    }),
    SESSION_KEYS,
  );

describe('two tabs refreshing an expired session at once', () => {
  let server: TestServer;
  let browser: Browser;
  let second: Page;
  const refreshes: number[] = [];

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser();
    second = await browser.context.newPage();
    // Every refresh either tab sends, with the server's answer.
    browser.context.on('response', (response) => {
      if (new URL(response.url()).pathname === REFRESH_PATH) refreshes.push(response.status());
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('refreshes once per round and keeps both tabs signed in', async () => {
    const first = browser.page;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const { accessToken, refreshToken } = await signInWithApi(first, server, EMAIL, '/login');
      await first.evaluate(({ key, token }) => localStorage.setItem(key, token), {
        key: SESSION_KEYS.accessToken,
        token: expiredCopy(accessToken),
      });
      refreshes.length = 0;

      await Promise.all([first.goto(`${server.url}/teams`), second.goto(`${server.url}/teams`)]);
      for (const page of [first, second]) {
        // The teams screen, or the sign-in page a refused refresh ends on.
        await page
          .getByRole('heading', { name: 'Teams', exact: true })
          .or(page.getByRole('button', { name: 'Sign In With Email' }))
          .waitFor();
        expect(new URL(page.url()).pathname, `round ${round}`).toBe('/teams');
      }

      expect(refreshes, `round ${round}`).toEqual([200]);
      const [a, b] = [await stored(first), await stored(second)];
      expect(a.refresh, `round ${round}`).not.toBe(refreshToken);
      expect(b, `round ${round}`).toEqual(a);
      // The session the tabs share is still alive: its rotated refresh token is accepted.
      const check = await fetch(`${server.url}${REFRESH_PATH}`, {
        method: 'POST',
        headers: { 'X-Refresh-Token': a.refresh ?? '' },
      });
      expect(check.status, `round ${round}`).toBe(200);
    }
  });

  it('a tab still reading the retired pair takes the rotated one instead of presenting it', async () => {
    const first = browser.page;
    const { accessToken, refreshToken } = await signInWithApi(first, server, EMAIL, '/login');
    const expired = expiredCopy(accessToken);
    await first.evaluate(({ key, token }) => localStorage.setItem(key, token), {
      key: SESSION_KEYS.accessToken,
      token: expired,
    });
    refreshes.length = 0;
    await first.goto(`${server.url}/teams`);
    await first.getByRole('heading', { name: 'Teams', exact: true }).waitFor();
    expect(refreshes).toEqual([200]);
    const rotated = await stored(first);

    // What a tab sees when its copy of the storage lags behind the refresh another tab just made.
    await second.evaluate(
      ({ keys, access, refresh }) => {
        localStorage.setItem(keys.accessToken, access);
        localStorage.setItem(keys.refreshToken, refresh);
      },
      { keys: SESSION_KEYS, access: expired, refresh: refreshToken },
    );
    await second.goto(`${server.url}/teams`);
    await second
      .getByRole('heading', { name: 'Teams', exact: true })
      .or(second.getByRole('button', { name: 'Sign In With Email' }))
      .waitFor();
    expect(new URL(second.url()).pathname).toBe('/teams');
    expect(refreshes).toEqual([200]);
    expect(await stored(second)).toEqual(rotated);
  });
});
