// Sign-in helpers for browser stories: through the login screen (what a person does) or straight
// through the API (for stories about other screens), leaving the browser signed in either way.
import type { Page } from 'playwright-core';
import type { TestServer } from '../apps/server/test/harness.ts';

/** localStorage keys of the web app's session (apps/web/src/api/storage.ts). */
export const SESSION_KEYS = {
  accessToken: 'vitrine.accessToken',
  refreshToken: 'vitrine.refreshToken',
  user: 'vitrine.user',
  hasSignedInBefore: 'vitrine.hasSignedInBefore',
} as const;

/** Types the e-mail, waits for the code mail, types the code. Resolves once the app has left /login. */
export async function signInThroughUi(page: Page, server: TestServer, email: string): Promise<void> {
  const since = server.smtp.mails.length;
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign In With Email' }).click();
  await page.getByPlaceholder('0000').fill(await server.smtp.codeFor(email, since));
  await page.getByRole('button', { name: 'Verify & Login' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Signs in through the API and stores the session the way the app does, then opens `path`
 * (default '/'). Marks the browser as signed in before, so the app does not detour to /account.
 */
export async function signInWithApi(
  page: Page,
  server: TestServer,
  email: string,
  path = '/',
): Promise<{ accessToken: string; refreshToken: string }> {
  const since = server.smtp.mails.length;
  const post = (url: string, body: unknown) =>
    fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sent = await post('/v2/auth/login/otp/send', { email });
  if (!sent.ok) throw new Error(`OTP send failed: ${sent.status} ${await sent.text()}`);
  const login = await post('/v2/auth/login', { email, otp: await server.smtp.codeFor(email, since) });
  if (!login.ok) throw new Error(`Login failed: ${login.status} ${await login.text()}`);
  const accessToken = login.headers.get('x-access-token') ?? '';
  const refreshToken = login.headers.get('x-refresh-token') ?? '';
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sub: string;
    email: string;
    exp: number;
  };
  // Any same-origin page will do to reach localStorage; /login renders without calling the API.
  await page.goto(`${server.url}/login`);
  await page.evaluate(
    ({ keys, accessToken, refreshToken, user }) => {
      localStorage.setItem(keys.accessToken, accessToken);
      localStorage.setItem(keys.refreshToken, refreshToken);
      localStorage.setItem(keys.user, JSON.stringify(user));
      localStorage.setItem(keys.hasSignedInBefore, '1');
    },
    {
      keys: SESSION_KEYS,
      accessToken,
      refreshToken,
      user: { id: claims.sub, email: claims.email, exp: claims.exp },
    },
  );
  await page.goto(`${server.url}${path}`);
  return { accessToken, refreshToken };
}
