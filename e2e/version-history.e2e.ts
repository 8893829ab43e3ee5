// Version history in the builder: save a named checkpoint, keep editing, preview the checkpoint
// read-only in the preview frame, restore it (a collaborator receives the restore, the list shows
// the checkpoint taken before it) and undo the restore.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { addMember } from '../apps/server/test/users.ts';
import {
  createProject,
  insertComponent,
  openBuilder,
  signIn,
  waitForOutline,
  waitForPreviewCount,
} from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';

describe('version history', () => {
  let server: TestServer;
  let ada: Browser;
  let bob: Browser;
  let projectId: string;

  beforeAll(async () => {
    server = await startStudio();
    [ada, bob] = await Promise.all([openBrowser(), openBrowser()]);
    const adaUser = await signIn(ada.page, server, 'ada@example.com');
    const bobUser = await signIn(bob.page, server, 'bob@example.com');
    const project = await createProject(server, adaUser, 'Spring catalogue');
    projectId = project.projectId;
    await addMember(server, project.teamId, bobUser.userId, 'team_editor');
  });

  afterAll(async () => {
    await Promise.all([ada?.close(), bob?.close()]);
    await server?.close();
  });

  it('saves, previews, restores and undoes a checkpoint', async () => {
    const { page } = ada;
    await Promise.all([openBuilder(page, server, projectId), openBuilder(bob.page, server, projectId)]);
    await insertComponent(page, 'Flex');
    await waitForOutline(page, [{ label: 'Flex', level: 1 }]);

    await page.getByTestId('history-button').click();
    await page.getByLabel('Name this version').fill('Just the frame');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('checkpoint-row').filter({ hasText: 'Just the frame' }).waitFor();

    await insertComponent(page, 'Button');
    await waitForPreviewCount(page, 2);

    // Preview: the frame shows the checkpoint, the outliner still the live document.
    await page.getByTestId('checkpoint-row').filter({ hasText: 'Just the frame' }).click();
    await page.getByTestId('checkpoint-banner').waitFor();
    await waitForPreviewCount(page, 1);
    expect(await page.getByTestId('checkpoint-banner').textContent()).toContain('Just the frame');
    expect(await page.getByTestId('checkpoint-row').first().textContent()).toContain('by ada@example.com');
    await screenshot(page, 'version-history-preview');

    await page.getByRole('button', { name: 'Back to current' }).click();
    await waitForPreviewCount(page, 2);

    // Restore: everyone gets the old document; the state before it is a checkpoint of its own.
    await page.getByTestId('checkpoint-row').filter({ hasText: 'Just the frame' }).click();
    await page.getByRole('button', { name: 'Restore this version' }).click();
    await page.getByTestId('checkpoint-banner').waitFor({ state: 'detached' });
    await waitForOutline(page, [{ label: 'Flex', level: 1 }]);
    await waitForPreviewCount(page, 1);
    await waitForPreviewCount(bob.page, 1);
    await page
      .getByTestId('checkpoint-row')
      .filter({ hasText: "Before restoring 'Just the frame'" })
      .waitFor();
    await screenshot(page, 'version-history-restored');

    // Undo takes the restore back: nothing of the state before it was lost.
    await page.getByRole('button', { name: 'Undo (ctrl+z)' }).click();
    await waitForPreviewCount(page, 2);
    await waitForPreviewCount(bob.page, 2);
  });
});
