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
/** A same-origin page that does not run the app: its tabs reach localStorage and never refresh. */
const IDLE_PATH = '/favicon.svg';

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
      access: localStorage.getItem(keys.accessToken) ?? '',
      refresh: localStorage.getItem(keys.refreshToken) ?? '',
    }),
    SESSION_KEYS,
  );

const setStored = (page: Page, tokens: { access: string; refresh: string }) =>
  page.evaluate(
    ({ keys, access, refresh }) => {
      localStorage.setItem(keys.accessToken, access);
      localStorage.setItem(keys.refreshToken, refresh);
    },
    { keys: SESSION_KEYS, ...tokens },
  );

/** Whether the app's IndexedDB still holds the pair of the last refresh (apps/web/src/api/token-handoff.ts). */
const recordedRotation = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('vitrine-session', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('token-rotation');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('token-rotation').objectStore('token-rotation').get('latest');
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result !== undefined);
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );

/** Waits for the teams screen, or the sign-in page a refused refresh ends on; answers the path. */
async function landing(page: Page): Promise<string> {
  await page
    .getByRole('heading', { name: 'Teams', exact: true })
    .or(page.getByRole('button', { name: 'Sign In With Email' }))
    .waitFor();
  return new URL(page.url()).pathname;
}

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
    await signInWithApi(first, server, EMAIL, IDLE_PATH);
    for (let round = 1; round <= ROUNDS; round += 1) {
      await Promise.all([first, second].map((page) => page.goto(`${server.url}${IDLE_PATH}`)));
      const before = await stored(first);
      await setStored(first, { access: expiredCopy(before.access), refresh: before.refresh });
      refreshes.length = 0;

      await Promise.all([first.goto(`${server.url}/teams`), second.goto(`${server.url}/teams`)]);
      expect([await landing(first), await landing(second)], `round ${round}`).toEqual(['/teams', '/teams']);
      expect(refreshes, `round ${round}`).toEqual([200]);
      const [a, b] = [await stored(first), await stored(second)];
      expect(a.refresh, `round ${round}`).not.toBe(before.refresh);
      expect(b, `round ${round}`).toEqual(a);
    }
  });

  it('a tab still reading the retired pair takes the rotated one instead of presenting it', async () => {
    const first = browser.page;
    await Promise.all([first, second].map((page) => page.goto(`${server.url}${IDLE_PATH}`)));
    const retired = await stored(first);
    const expired = { access: expiredCopy(retired.access), refresh: retired.refresh };
    await setStored(first, expired);
    refreshes.length = 0;
    await first.goto(`${server.url}/teams`);
    expect(await landing(first)).toBe('/teams');
    expect(refreshes).toEqual([200]);
    const rotated = await stored(first);

    // What a tab sees when its copy of the storage lags behind the refresh another tab just made.
    await setStored(second, expired);
    await second.goto(`${server.url}/teams`);
    expect(await landing(second)).toBe('/teams');
    expect(refreshes).toEqual([200]);
    expect(await stored(second)).toEqual(rotated);

    // Signing out removes the recorded pair along with the stored credentials.
    expect(await recordedRotation(second)).toBe(true);
    await second.goto(`${server.url}/logout`);
    await second.waitForURL(`${server.url}/login`);
    await expect.poll(() => recordedRotation(second)).toBe(false);
  });
});
