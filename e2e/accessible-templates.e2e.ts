// Published templates are accessible: each quickstart template, forked and published as a visitor
// sees it, has no serious or critical axe-core violation of WCAG 2.1 A/AA (contrast, names, alt text,
// landmarks, heading structure, lang), in the server's render and in the browser's.
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { createUser, type TestUser } from '../apps/server/test/users.ts';
import { publishTemplate, TEMPLATES } from '../bench/runtime/publish.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';

const PUBLISHED = [
  { name: 'product landing page', id: TEMPLATES.dom.id, shows: 'Light that follows your day' },
  { name: '3D product configurator', id: TEMPLATES.threeD.id, shows: 'Shade finish' },
  { name: 'blank page', id: TEMPLATES.blank.id, shows: null },
];

describe('accessible published templates', () => {
  let server: TestServer;
  let visitor: Browser;
  let user: TestUser;

  beforeAll(async () => {
    server = await startStudio();
    visitor = await openBrowser({ viewport: { width: 1280, height: 800 } });
    user = await createUser(server);
  });

  afterAll(async () => {
    await visitor?.close();
    await server?.close();
  });

  it.each(PUBLISHED)(
    'the $name has no serious or critical violation',
    async ({ name, id, shows }) => {
      const projectId = await publishTemplate(server, user, id);
      const { page } = visitor;
      await page.goto(`${server.url}/p/${projectId}/`);
      if (shows) await page.getByText(shows).waitFor();
      await page.getByTestId('runtime-root').waitFor({ state: 'attached' });
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await page.locator('main').count()).toBe(1);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          id: violation.id,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        }));
      await screenshot(page, `accessible-${name.replace(/\W+/g, '-')}`);
      expect(serious).toEqual([]);
    },
    120_000,
  );
});
