// Release diff and rollback: two releases of a product page, the Releases dialog lists what changed
// between them with both pages' screenshots and their pixel diff, and rolling back to the first
// publishes its content as a new version that the visitor's page shows at once.
import { setProp, insertElement, type PropValue } from '@vitrine/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNLIMITED_PLAN, subscribe } from '../apps/server/test/billing-fixtures.ts';
import type { TestServer } from '../apps/server/test/harness.ts';
import { api, createProject, openBuilder, signIn, type SignedIn } from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';
import { editProjectDoc, firstPageId } from './preview-fixtures.ts';

const text = (content: unknown): PropValue => ({ type: 'static', content });

describe('release diff and rollback', () => {
  let server: TestServer;
  let author: Browser;
  let visitor: Browser;
  let user: SignedIn;
  let projectId: string;
  let titleId = '';

  const publishVia = (description: string) =>
    api(server, user.accessToken, 'POST', `/v2/projects/${projectId}/releases`, { description });
  const setTitle = (title: string) =>
    editProjectDoc(server, projectId, (doc) =>
      setProp(doc, { pageId: firstPageId(doc), elementId: titleId, prop: 'text', value: text(title) }),
    );

  beforeAll(async () => {
    server = await startStudio();
    [author, visitor] = await Promise.all([
      openBrowser(),
      openBrowser({ viewport: { width: 1280, height: 800 } }),
    ]);
    user = await signIn(author.page, server, 'release-manager@example.com');
    await subscribe(server, { token: user.accessToken }, UNLIMITED_PLAN);
    const project = await createProject(server, user, 'Ring shop');
    projectId = project.projectId;
    await api(server, user.accessToken, 'PATCH', `/v2/teams/${project.teamId}/projects/${projectId}`, {
      allowedDomains: ['shop.example.com'],
    });
    await editProjectDoc(server, projectId, (doc) => {
      const pageId = firstPageId(doc);
      const flex = insertElement(doc, {
        pageId,
        parentId: null,
        elementType: 'Flex',
        props: { direction: text('column'), gap: text(12) },
      });
      titleId = insertElement(doc, {
        pageId,
        parentId: flex,
        elementType: 'Text',
        props: { text: text('Spring collection'), as: text('h1') },
      });
      insertElement(doc, {
        pageId,
        parentId: flex,
        elementType: 'Button',
        props: { label: text('Shop now') },
      });
    });
    await publishVia('Spring launch');
    await setTitle('Summer collection');
    await publishVia('Summer launch');
  });

  afterAll(async () => {
    await Promise.all([author?.close(), visitor?.close()]);
    await server?.close();
  });

  it('shows what changed between two releases, with screenshots and their pixel diff', async () => {
    await visitor.page.goto(`${server.url}/p/${projectId}/`);
    await visitor.page.getByText('Summer collection').waitFor();

    const { page } = author;
    await openBuilder(page, server, projectId);
    await page.getByTestId('publish-button').click();
    await page.getByTestId('open-releases').click();
    await page.getByTestId('releases-dialog').waitFor();
    await page.getByLabel('From', { exact: true }).selectOption('1.0.0');
    await page.getByLabel('To', { exact: true }).selectOption('1.0.1');
    const change = page.getByTestId('element-diff').filter({ hasText: 'Text' });
    await change.waitFor();
    expect(await change.textContent()).toContain('Spring collection');
    expect(await change.textContent()).toContain('Summer collection');

    await page.getByRole('button', { name: 'Show screenshots' }).click();
    await page.getByTestId('screenshot-compare').waitFor({ timeout: 60_000 });
    const ratio = await page.getByTestId('pixel-diff').textContent();
    expect(ratio).toMatch(/^[0-9.]+% of the page differs$/);
    expect(Number.parseFloat(ratio!)).toBeGreaterThan(0);
    await page.getByAltText('1.0.1').evaluate((image: HTMLImageElement) => image.decode());
    await screenshot(page, 'release-diff');
    await page.getByRole('tab', { name: 'Overlay' }).click();
    await screenshot(page, 'release-diff-overlay');
  });

  it('rolls back to the first release: the visitor sees its content under the next version', async () => {
    const { page } = author;
    await page.getByRole('button', { name: 'Roll back to 1.0.0' }).click();
    await page.getByLabel('Why (optional)').fill('summer copy is not approved yet');
    await page.getByTestId('confirm-rollback').click();
    await page.getByText('Published 1.0.2 with the content of 1.0.0').waitFor();
    const newest = page.getByTestId('release-row').first();
    await newest.filter({ hasText: '1.0.2' }).waitFor();
    expect(await newest.textContent()).toContain('Rollback to 1.0.0: summer copy is not approved yet');
    await screenshot(page, 'release-rollback');

    await visitor.page.reload();
    await visitor.page.getByText('Spring collection').waitFor();
    const version = await visitor.page.evaluate(
      () =>
        (JSON.parse(document.getElementById('vitrine-release')!.textContent!) as { version: string }).version,
    );
    expect(version).toBe('1.0.2');
    await screenshot(visitor.page, 'release-rollback-visitor');
  });
});
