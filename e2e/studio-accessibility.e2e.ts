// The studio's own screens are accessible: the login page, the dashboard, the teams list, the
// account and the builder have no serious or critical axe-core violation of WCAG 2.1 A/AA (colour
// contrast of the brand orange, names, landmarks). The preview frame shows the author's page, not
// the studio: it is checked by the builder's own diagnostics and accessible-templates.e2e.ts.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { createProject, openBuilder, signIn, type SignedIn } from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';

/** Serious and critical violations, each with the elements it was found on. */
async function seriousViolations(page: Page, exclude: string[] = []) {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 160)}`),
      why: violation.nodes.map((node) => node.failureSummary?.split('\n').slice(1).join(' ').slice(0, 200)),
    }));
}

describe('accessible studio', () => {
  let server: TestServer;
  let browser: Browser;
  let user: SignedIn;

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser({ viewport: { width: 1280, height: 800 } });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('the login page', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Sign In With Email' }).waitFor();
    expect(await page.getByRole('main').count()).toBe(1);
    await screenshot(page, 'studio-login');
    expect(await seriousViolations(page)).toEqual([]);
  }, 60_000);

  it.each([
    { name: 'dashboard', path: '/', shows: 'Quickstart Templates' },
    { name: 'teams', path: '/teams', shows: 'Teams' },
    { name: 'account', path: '/account', shows: 'Update Profile' },
  ])(
    'the $name',
    async ({ name, path, shows }) => {
      const { page } = browser;
      user ??= await signIn(page, server, 'a11y@example.com', '/');
      await page.goto(`${server.url}${path}`);
      await page.getByText(shows, { exact: true }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('main').count()).toBe(1);
      await screenshot(page, `studio-${name}`);
      expect(await seriousViolations(page)).toEqual([]);
    },
    60_000,
  );

  it('the builder', async () => {
    const { page } = browser;
    user ??= await signIn(page, server, 'a11y@example.com', '/');
    const { projectId } = await createProject(server, user, 'Accessible studio');
    await openBuilder(page, server, projectId);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('main').count()).toBe(1);
    await screenshot(page, 'studio-builder');
    expect(await seriousViolations(page, ['iframe'])).toEqual([]);
  }, 90_000);
});
