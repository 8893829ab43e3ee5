// Offline editing you can see: two editors on one project lose the network; each keeps editing
// (the toolbar says how many changes this device keeps), one renames an element while the other
// changes a prop of the same element and each inserts a component; when the network is back the
// badges clear and both browsers converge on every edit, merged per property.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { addMember } from '../apps/server/test/users.ts';
import { insertElement } from '@vitrine/core';
import {
  createProject,
  insertComponent,
  openBuilder,
  outline,
  row,
  signIn,
  waitForOutline,
  type OutlineRow,
} from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';
import { startNetworkLink, type NetworkLink } from './network-cut.ts';
import { editProjectDoc, firstPageId } from './preview-fixtures.ts';

describe('offline editing', () => {
  let server: TestServer;
  let network: NetworkLink;
  let ada: Browser;
  let bob: Browser;
  let projectId: string;

  beforeAll(async () => {
    server = await startStudio();
    network = await startNetworkLink(server.url);
    // The browsers reach the studio only through the link the test cuts.
    const studio = { ...server, url: network.url } as TestServer;
    [ada, bob] = await Promise.all([openBrowser(), openBrowser()]);
    const adaUser = await signIn(ada.page, studio, 'ada@example.com');
    const bobUser = await signIn(bob.page, studio, 'bob@example.com');
    const project = await createProject(server, adaUser, 'Offline launch');
    projectId = project.projectId;
    await addMember(server, project.teamId, bobUser.userId, 'team_editor');
    await editProjectDoc(server, projectId, (doc) =>
      insertElement(doc, {
        pageId: firstPageId(doc),
        parentId: null,
        elementType: 'Text',
        name: 'Headline',
        props: { text: { type: 'static', content: 'Online copy' } },
      }),
    );
    await Promise.all([openBuilder(ada.page, studio, projectId), openBuilder(bob.page, studio, projectId)]);
  });

  afterAll(async () => {
    await Promise.all([ada?.close(), bob?.close()]);
    await network?.close();
    await server?.close();
  });

  const badge = (browser: Browser) => browser.page.getByTestId('offline-badge');
  const frameText = (browser: Browser, text: string) =>
    browser.page.frameLocator('[data-testid="preview-frame"]').getByText(text, { exact: true });

  it('keeps editing while the network is cut and merges every edit when it is back', async () => {
    await waitForOutline(ada.page, [{ label: 'Headline', level: 1 }]);
    await waitForOutline(bob.page, [{ label: 'Headline', level: 1 }]);
    // Both previews are loaded (the sandboxed frame downloads its scripts itself) before the cut.
    await frameText(ada, 'Online copy').waitFor();
    await frameText(bob, 'Online copy').waitFor();

    network.cut();
    await badge(ada).waitFor();
    await badge(bob).waitFor();
    expect(await badge(ada).textContent()).toBe('Offline — 0 changes saved on this device');

    // Ada renames the element and adds a button.
    await row(ada.page, 'Headline').dblclick();
    const label = ada.page.getByLabel('Label');
    await label.fill('Hero title');
    await label.press('Enter');
    await insertComponent(ada.page, 'Button');

    // Bob changes the same element's text and adds an image.
    await row(bob.page, 'Headline').click();
    const panel = bob.page.getByTestId('property-panel');
    await panel.getByRole('button', { name: 'General' }).click();
    const text = bob.page.getByTestId('prop-text').getByLabel('Text', { exact: true });
    await text.fill('Offline copy');
    await text.press('Enter');
    await frameText(bob, 'Offline copy').waitFor();
    await row(bob.page, 'Headline').click();
    await insertComponent(bob.page, 'Image');

    await ada.page.waitForFunction(
      () =>
        Number(document.querySelector('[data-testid="offline-badge"]')?.getAttribute('data-pending')) >= 2,
    );
    expect(await badge(ada).textContent()).toMatch(/^Offline — [2-9] changes saved on this device$/);
    await screenshot(ada.page, 'offline-badge');

    network.restore();
    await badge(ada).waitFor({ state: 'detached', timeout: 60_000 });
    await badge(bob).waitFor({ state: 'detached', timeout: 60_000 });

    // Both converge: Ada's name, Bob's text, both inserted components (a Text takes no children).
    await row(ada.page, 'Hero title').waitFor();
    await row(bob.page, 'Hero title').waitFor();
    const sorted = (rows: OutlineRow[]) => rows.map((entry) => `${entry.level}:${entry.label}`).sort();
    const deadline = Date.now() + 20_000;
    let adaRows: string[] = [];
    let bobRows: string[] = [];
    while (Date.now() < deadline) {
      [adaRows, bobRows] = [sorted(await outline(ada.page)), sorted(await outline(bob.page))];
      if (adaRows.length === 3 && JSON.stringify(adaRows) === JSON.stringify(bobRows)) break;
      await ada.page.waitForTimeout(200);
    }
    expect(adaRows).toEqual(bobRows);
    expect(adaRows).toEqual(['1:Button', '1:Hero title', '1:Image']);
    await frameText(ada, 'Offline copy').waitFor();
    await frameText(bob, 'Offline copy').waitFor();
    await screenshot(bob.page, 'offline-merged');
  });
});
