// The sign-in story: an anonymous visitor is sent to /login, asks for a code, types the code from
// the mail, lands on the account the first time and on the dashboard the next time.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';

const EMAIL = 'ada@example.com';

async function requestCode(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign In With Email' }).click();
  await page.getByText(`OTP Sent to ${email}`).waitFor();
  await page.getByPlaceholder('0000').waitFor();
}

async function enterCode(page: Page, code: string) {
  await page.getByPlaceholder('0000').fill(code);
  await page.getByRole('button', { name: 'Verify & Login' }).click();
}

describe('sign in with an e-mailed code', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('sends anonymous visitors to /login and shows the email step', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/account`);
    await page.waitForURL(`${server.url}/login`);
    const email = page.getByLabel('Email');
    expect(await email.getAttribute('type')).toBe('email');
    expect(await email.getAttribute('required')).not.toBeNull();
    await page.getByRole('button', { name: 'Sign In With Email' }).waitFor();
    // No OpenID Connect provider is configured here: no Google button.
    expect(await page.getByRole('button', { name: 'Sign In With Google' }).count()).toBe(0);
    await screenshot(page, 'login-email');
  });

  it('first sign-in: code step with countdown, a wrong code, then /account', async () => {
    const { page } = browser;
    const since = server.smtp.mails.length;
    await requestCode(page, EMAIL);

    const code = page.getByPlaceholder('0000');
    expect(await code.getAttribute('minlength')).toBe('4');
    expect(await code.getAttribute('maxlength')).toBe('4');
    expect(await code.getAttribute('required')).not.toBeNull();
    const resend = page.getByRole('button', { name: /^Resend Otp/ });
    expect(await resend.textContent()).toMatch(/^Resend Otp in 0:[0-3]\d$/);
    expect(await resend.isDisabled()).toBe(true);
    await screenshot(page, 'login-code');

    const mailed = await server.smtp.codeFor(EMAIL, since);
    const wrong = mailed === '0000' ? '1111' : '0000';
    await enterCode(page, wrong);
    await page.getByText('OTP Mismatch, try again!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await enterCode(page, mailed);
    await page.waitForURL(`${server.url}/account`);
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
    const emailField = page.getByLabel('Email');
    expect(await emailField.inputValue()).toBe(EMAIL);
    expect(await emailField.getAttribute('readonly')).not.toBeNull();

    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Organisation').fill('Analytical Engines');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText('Profile updated !').waitFor();
    await screenshot(page, 'account-profile');

    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(Object.keys(stored).sort()).toEqual(
      ['vitrine.accessToken', 'vitrine.hasSignedInBefore', 'vitrine.refreshToken', 'vitrine.user'].sort(),
    );
  });

  it('a signed-in visitor of /login goes to the dashboard; /logout clears the session', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/login`);
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();

    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/login`);
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(Object.keys(stored)).toEqual(['vitrine.hasSignedInBefore']);
  });

  it('a later sign-in on the same browser goes to the dashboard', async () => {
    const { page } = browser;
    const since = server.smtp.mails.length;
    await requestCode(page, EMAIL);
    await enterCode(page, await server.smtp.codeFor(EMAIL, since));
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await screenshot(page, 'dashboard-frame');
  });

  it('renews a rejected access token once, and signs out when the refresh token is refused', async () => {
    const { page } = browser;
    // Well-formed and unexpired, but not signed by this server: the API answers 401.
    const forged = await page.evaluate(() => {
      const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
      const claims = {
        sub: 'someone',
        email: 'someone@example.com',
        exp: Math.floor(Date.now() / 1000) + 900,
      };
      return `${encode({ alg: 'HS256' })}.${encode(claims)}.forged`;
    });
    const before = await page.evaluate(() => localStorage.getItem('vitrine.refreshToken'));
    await page.evaluate((token) => localStorage.setItem('vitrine.accessToken', token), forged);
    await page.goto(`${server.url}/account`);
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(EMAIL);
    const renewed = await page.evaluate(() => ({
      access: localStorage.getItem('vitrine.accessToken'),
      refresh: localStorage.getItem('vitrine.refreshToken'),
    }));
    expect(renewed.access).not.toBe(forged);
    expect(renewed.refresh).not.toBe(before);

    await page.evaluate((token) => {
      localStorage.setItem('vitrine.accessToken', token);
      localStorage.setItem('vitrine.refreshToken', 'refused');
    }, forged);
    await page.goto(`${server.url}/account`);
    await page.waitForURL(`${server.url}/login`);
    await page.getByRole('button', { name: 'Sign In With Email' }).waitFor();
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(Object.keys(stored)).toEqual(['vitrine.hasSignedInBefore']);
  });

  it('shows the offline notice and reloads when the connection returns', async () => {
    const { page, context } = browser;
    await context.setOffline(true);
    await page.getByText('You are currently offline !').waitFor();
    await page.getByText('Please make sure you are connected to the internet').waitFor();
    await screenshot(page, 'offline');
    const reloaded = page.waitForEvent('load');
    await context.setOffline(false);
    await reloaded;
    await page.getByRole('button', { name: 'Sign In With Email' }).waitFor();
    expect(await page.getByText('You are currently offline !').count()).toBe(0);
  });

  it('shows the not-found page for unknown paths', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/no/such/page`);
    await page.getByText('This page could not be found.').waitFor();
    expect(await page.getByRole('heading', { name: '404' }).isVisible()).toBe(true);
  });
});
