// Sign-in with Google through OpenID Connect, against a real provider started here (oidc-provider,
// with its development login and consent pages): the button on /login leaves for the provider, and
// after login and consent the studio signs the user in (first time: to the account). An account
// without a verified e-mail is refused with the server's message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { freePort, startOidcProvider, type TestOidcProvider } from '../apps/server/test/oidc-provider.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';

describe('sign-in with Google', () => {
  let server: TestServer;
  let provider: TestOidcProvider;
  let browser: Browser;

  beforeAll(async () => {
    const [studioPort, providerPort] = [await freePort(), await freePort()];
    const studioUrl = `http://127.0.0.1:${studioPort}`;
    provider = await startOidcProvider({ port: providerPort, studioUrl });
    server = await startStudio({ env: { ...provider.env, PUBLIC_URL: studioUrl }, port: studioPort });
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await provider?.close();
  });

  async function signInAtProvider(login: string) {
    const { page } = browser;
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Sign In With Google' }).click();
    await page.waitForURL((url) => url.href.startsWith(provider.issuer));
    await page.getByPlaceholder('Enter any login').fill(login);
    await page.getByPlaceholder('and password').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  it('shows the Google button and signs a new user in through the provider', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Sign In With Google' }).waitFor();
    await screenshot(page, 'login-google-button');

    await signInAtProvider('ada@example.com');
    // The first sign-in ever on this browser goes to the account (SPEC §4).
    await page.waitForURL(`${server.url}/account`);
    const token = await page.evaluate(() => localStorage.getItem('vitrine.accessToken'));
    const me = await fetch(`${server.url}/v2/user`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { email: string }).email).toBe('ada@example.com');
    await page.getByText('ada@example.com').first().waitFor();
    await screenshot(page, 'login-google-signed-in');
  });

  it('refuses an account whose e-mail the provider has not verified', async () => {
    // A new browser: the provider would otherwise remember Ada's session and skip its login page.
    await browser.close();
    browser = await openBrowser();
    const { page } = browser;
    await signInAtProvider('unverified-bob@example.com');
    await page.waitForURL(`${server.url}/login`);
    await page.getByText('Your Google account has no verified e-mail address').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('vitrine.accessToken'))).toBeNull();
  });
});
