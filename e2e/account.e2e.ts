// The account story: tabs by URL and redirect flag, billing empty states (an operator's catalog
// with no plans), and a personal access token created (full key shown once, copied), listed masked,
// and revoked.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';
import { signInWithApi } from './sign-in.ts';

describe('account settings', () => {
  let server: TestServer;
  let browser: Browser;
  const catalogDir = mkdtempSync(path.join(tmpdir(), 'vitrine-catalog-'));

  beforeAll(async () => {
    const catalog = path.join(catalogDir, 'catalog.json');
    const freeTier = {
      name: 'Free',
      metadata: { 'no-of-products': '0', 'are-products-publishable': 'false' },
    };
    writeFileSync(catalog, JSON.stringify({ freeTier, plans: [] }));
    server = await startStudio({ env: { BILLING_CATALOG: catalog } });
    browser = await openBrowser();
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await signInWithApi(browser.page, server, 'grace@example.com', '/account');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(catalogDir, { recursive: true, force: true });
  });

  it('opens Plans when arriving with a redirect flag, and shows the billing empty states', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/account?redirect=plans`);
    await expect
      .poll(() => page.getByRole('tab', { name: 'Plans' }).getAttribute('aria-selected'))
      .toBe('true');
    await page.getByRole('tab', { name: 'Commercial' }).waitFor();
    await page.getByRole('tab', { name: 'Business' }).waitFor();
    await page.getByRole('combobox', { name: 'Billing period' }).waitFor();
    await page.getByRole('combobox', { name: 'Currency' }).waitFor();
    await page.getByText('No active plans found.').waitFor();
    await screenshot(page, 'account-plans');

    await page.getByRole('tab', { name: 'Billings' }).click();
    await page.waitForURL(`${server.url}/account/billings`);
    await page.getByText('No Invoices Found').waitFor();
    await page.getByText('Free', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'View Plans and Upgrade' }).click();
    await page.waitForURL(/\/account\/plans(\?team=[\w-]+)?$/);
    await expect
      .poll(() => page.getByRole('tab', { name: 'Plans' }).getAttribute('aria-selected'))
      .toBe('true');
  });

  it('creates, copies and revokes a personal access token', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/account/api`);
    await page.getByText('No tokens yet').waitFor();
    await page.getByLabel('Token name').fill('CI deploy');
    await page.getByRole('button', { name: 'Create token' }).click();

    const key = (await page.getByTestId('created-token-key').textContent()) ?? '';
    expect(key).toMatch(/^vtr_pat_[A-Za-z0-9_-]{20,}$/);
    const row = page.getByRole('listitem').filter({ hasText: 'CI deploy' });
    expect(await row.textContent()).toContain('************');
    expect(await row.textContent()).not.toContain(key);

    await page.getByRole('status').getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('status').getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await screenshot(page, 'account-api-tokens');
    // The label returns to 'Copy' after 2 seconds.
    await page.getByRole('status').getByRole('button', { name: 'Copy' }).waitFor();

    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('Token revoked').waitFor();
    await page.getByText('No tokens yet').waitFor();

    const listed = await page.evaluate(async () => {
      const response = await fetch('/v2/user/personal-access-tokens', {
        headers: { Authorization: `Bearer ${localStorage.getItem('vitrine.accessToken')}` },
      });
      return (await response.json()) as { items: unknown[] };
    });
    expect(listed.items).toEqual([]);
  });
});
