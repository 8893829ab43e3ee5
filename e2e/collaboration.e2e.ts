// Two people on one project: each sees the other's edits, avatar and cursor; a read-only member
// sees everything and can change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { addMember } from '../apps/server/test/users.ts';
import {
  createProject,
  insertComponent,
  openBuilder,
  row,
  signIn,
  waitForOutline,
  waitForPreviewCount,
} from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';

describe('collaboration in the builder', () => {
  let server: TestServer;
  let ada: Browser;
  let bob: Browser;
  let carl: Browser;
  let projectId: string;

  beforeAll(async () => {
    server = await startStudio();
    [ada, bob, carl] = await Promise.all([openBrowser(), openBrowser(), openBrowser()]);
    const adaUser = await signIn(ada.page, server, 'ada@example.com');
    const bobUser = await signIn(bob.page, server, 'bob@example.com');
    const carlUser = await signIn(carl.page, server, 'carl@example.com');
    const project = await createProject(server, adaUser, 'Team launch');
    projectId = project.projectId;
    await addMember(server, project.teamId, bobUser.userId, 'team_editor');
    await addMember(server, project.teamId, carlUser.userId, 'team_member');
  });

  afterAll(async () => {
    await Promise.all([ada?.close(), bob?.close(), carl?.close()]);
    await server?.close();
  });

  it("shows each other's edits, avatars and cursors", async () => {
    await Promise.all([openBuilder(ada.page, server, projectId), openBuilder(bob.page, server, projectId)]);
    await ada.page.getByTestId('collaborator-avatar').first().waitFor();
    await bob.page.getByTestId('collaborator-avatar').first().waitFor();
    expect(await ada.page.getByTestId('collaborator-avatar').getAttribute('aria-label')).toBe(
      'bob@example.com',
    );
    expect(await bob.page.getByTestId('collaborator-avatar').getAttribute('aria-label')).toBe(
      'ada@example.com',
    );

    await insertComponent(ada.page, 'Flex');
    await waitForOutline(bob.page, [{ label: 'Flex', level: 1 }]);
    await row(bob.page, 'Flex').click();
    await insertComponent(bob.page, 'Button');
    await waitForOutline(ada.page, [{ label: 'Flex', level: 1 }]);
    await row(ada.page, 'Flex').locator('button[aria-label="Expand"]').click();
    await waitForOutline(ada.page, [
      { label: 'Flex', level: 1 },
      { label: 'Button', level: 2 },
    ]);
    await waitForPreviewCount(ada.page, 2);

    // Ada's pointer over the preview shows as her cursor on Bob's canvas.
    const frame = await ada.page.getByTestId('preview-frame').boundingBox();
    if (!frame) throw new Error('preview frame not visible');
    await ada.page.mouse.move(frame.x + frame.width / 3, frame.y + frame.height / 3);
    await ada.page.mouse.move(frame.x + frame.width / 3 + 5, frame.y + frame.height / 3 + 5, { steps: 3 });
    await bob.page.getByTestId('remote-cursor').waitFor();
    expect(await bob.page.getByTestId('remote-cursor').textContent()).toContain('ada@example.com');
    await screenshot(bob.page, 'builder-collaboration');
  });

  it('lets a read-only member see everything and change nothing', async () => {
    const { page } = carl;
    await openBuilder(page, server, projectId);
    await page.getByText('Read only').waitFor();
    await waitForOutline(page, [{ label: 'Flex', level: 1 }]);
    expect(await page.getByTestId('insert-button').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add page' }).isDisabled()).toBe(true);

    await row(page, 'Flex').click();
    await page.keyboard.press('Delete');
    await page.keyboard.press('Control+d');
    await row(page, 'Flex').dblclick();
    expect(await page.getByLabel('Label').count()).toBe(0);

    await row(page, 'Flex').click({ button: 'right' });
    const menu = page.getByTestId('outliner-context-menu');
    await menu.waitFor();
    for (const name of [
      'Insert',
      'Wrap in ...',
      'Duplicate',
      'Paste Styling Props',
      'Remove',
      'Import Components',
    ]) {
      expect(await menu.getByRole('menuitem', { name }).getAttribute('data-disabled')).not.toBeNull();
    }
    await page.keyboard.press('Escape');
    await screenshot(page, 'builder-read-only');
    // Nothing changed for anyone.
    await waitForOutline(page, [{ label: 'Flex', level: 1 }]);
    await waitForOutline(ada.page, [
      { label: 'Flex', level: 1 },
      { label: 'Button', level: 2 },
    ]);
  });
});
