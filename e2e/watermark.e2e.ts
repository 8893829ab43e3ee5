// The Vitrine badge: the author moves it to the top left in the publish popover; the published page
// of a plan without white-label shows it there, and after an upgrade to a white-label plan it is gone.
import { insertElement, type PropValue } from '@vitrine/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { subscribe } from '../apps/server/test/billing-fixtures.ts';
import { api, createProject, openBuilder, signIn, type SignedIn } from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';
import { editProjectDoc, firstPageId } from './preview-fixtures.ts';

describe('watermark', () => {
  let server: TestServer;
  let browser: Browser;
  let user: SignedIn;

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser();
    user = await signIn(browser.page, server, 'badge@example.com');
    await subscribe(server, { token: user.accessToken }, 'Growth-INR-Monthly');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('puts the badge where the author chose on plans without white-label only', async () => {
    const { page } = browser;
    const { teamId, projectId } = await createProject(server, user, 'Badge page');
    await editProjectDoc(server, projectId, (doc) => {
      const text: PropValue = { type: 'static', content: 'Spring collection' };
      insertElement(doc, { pageId: firstPageId(doc), parentId: null, elementType: 'Text', props: { text } });
    });
    await openBuilder(page, server, projectId);
    await page.getByTestId('publish-button').click();
    const select = page.getByTestId('watermark-position').getByRole('combobox');
    expect(await select.inputValue()).toBe('bottom-right');
    await select.selectOption({ label: 'Top left' });
    await screenshot(page, 'watermark-position');
    await page.keyboard.press('Escape');

    await api(server, user.accessToken, 'PATCH', `/v2/teams/${teamId}/projects/${projectId}`, {
      allowedDomains: ['example.com'],
    });
    // The popover's choice reaches the server through the collaboration socket.
    let watermark: unknown = null;
    for (
      let attempt = 0;
      attempt < 40 && (watermark as { position?: string } | null)?.position !== 'top-left';
      attempt += 1
    ) {
      const project = await api<{ config?: { watermark?: unknown } }>(
        server,
        user.accessToken,
        'GET',
        `/v2/projects/${projectId}`,
      );
      watermark = project.config?.watermark ?? null;
      if ((watermark as { position?: string } | null)?.position !== 'top-left')
        await page.waitForTimeout(250);
    }
    expect(watermark).toEqual({ position: 'top-left' });
    await api(server, user.accessToken, 'POST', `/v2/projects/${projectId}/releases`, {
      description: 'Spring',
    });

    await page.goto(`${server.url}/p/${projectId}/`);
    const badge = page.getByTestId('watermark');
    await badge.waitFor();
    expect(await badge.textContent()).toBe('Made with Vitrine');
    const box = (await badge.boundingBox())!;
    expect(box.x).toBeLessThan(40);
    expect(box.y).toBeLessThan(40);
    await screenshot(page, 'watermark-published');

    await subscribe(server, { token: user.accessToken }, 'Scale-INR-Monthly');
    await page.reload();
    await page.getByText('Spring collection').waitFor();
    expect(await page.getByTestId('watermark').count()).toBe(0);
  });
});
