// The teams story: an owner's empty dashboard, a new team, a project created from the dashboard (the
// builder opens), renamed, archived and restored; a second person invited who signs in and sees the
// team read-only; an existing user who joins from the notifications popover; role change and removal.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type TestServer } from '../apps/server/test/harness.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';
import { signInThroughUi, signInWithApi } from './sign-in.ts';

const OWNER = 'olivia@example.com';
const INVITEE = 'bruno@example.com';
const EXISTING = 'chen@example.com';
const TEAM = 'Studio North';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * Opens the dashboard through the sidebar: the server answers a direct GET / with 403 (its static
 * file handler treats / as a directory listing), so a full page load of / cannot be used here.
 */
async function gotoDashboard(page: Page, server: TestServer) {
  await page.goto(`${server.url}/teams`);
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await page.waitForURL(`${server.url}/`);
}

/** Screenshots wait for open/close animations to end, so popovers are not caught half faded. */
async function settled(page: Page, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await screenshot(page, name);
}

const projectCard = (page: Page, label: string) =>
  page.getByTestId('project-card').filter({ hasText: label });

describe('teams and projects', () => {
  let server: TestServer;
  let owner: Browser;
  let ownerToken = '';
  let teamId = '';
  let projectId = '';

  beforeAll(async () => {
    server = await startStudio();
    owner = await openBrowser();
    ({ accessToken: ownerToken } = await signInWithApi(owner.page, server, OWNER, '/teams'));
    await gotoDashboard(owner.page, server);
  });

  afterAll(async () => {
    await owner?.close();
    await server?.close();
  });

  it('shows the empty dashboard: action bar, notifications, get started and templates', async () => {
    const { page } = owner;
    await page.getByText("You don't have any project's yet").waitFor();
    await page.getByRole('heading', { name: 'Get started' }).waitFor();
    for (const name of ['Documentation', 'Blogs', 'Tutorials']) {
      expect(await page.getByRole('link', { name }).getAttribute('target')).toBe('_blank');
    }
    await page.getByRole('heading', { name: 'Quickstart Templates' }).waitFor();
    expect(await page.getByTestId('example-card').count()).toBeGreaterThan(0);
    // Only the personal team is known, so the button needs no team picker.
    await page.getByRole('button', { name: 'New Project', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Notifications' }).click();
    await page.getByText('You are all wrapped up').waitFor();
    await page.getByText('All your notifications will be visible here').waitFor();
    await settled(page, 'dashboard-empty');
    await page.keyboard.press('Escape');

    // A template card opens the example viewer.
    const href = await page.getByTestId('example-card').first().getByRole('link').getAttribute('href');
    expect(href).toMatch(new RegExp(`^/examples/${UUID}$`));
  });

  it('creates a team', async () => {
    const { page } = owner;
    await page.getByRole('link', { name: 'Teams' }).click();
    await page.waitForURL(`${server.url}/teams`);
    await page.getByRole('button', { name: 'Create team' }).click();
    await page.getByLabel('Team name').fill(TEAM);
    await page.getByRole('dialog').getByRole('button', { name: 'Create team' }).click();
    await page.waitForURL(new RegExp(`/teams/${UUID}$`));
    teamId = new URL(page.url()).pathname.split('/')[2]!;
    await page.getByRole('heading', { name: TEAM }).waitFor();
    await page.getByText('Your role: Owner').waitFor();

    await page.goto(`${server.url}/teams`);
    const cards = page.getByTestId('team-card');
    await cards.filter({ hasText: TEAM }).waitFor();
    expect(await cards.filter({ hasText: 'Personal' }).count()).toBe(1);
    await settled(page, 'teams-list');
  });

  it('creates a project from the dashboard and lands in the builder', async () => {
    const { page } = owner;
    await gotoDashboard(page, server);
    // Two teams now: the button becomes a team picker.
    await page.getByRole('button', { name: 'New Project for Team' }).click();
    await page.getByRole('menuitem', { name: TEAM }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Project name').inputValue()).toBe('Untitled project');
    await dialog.getByLabel('Project name').fill('spring campaign');
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL(new RegExp(`/builder/${UUID}$`));
    projectId = new URL(page.url()).pathname.split('/')[2]!;

    const listed = await request(server, 'GET', `/v2/teams/${teamId}/projects`, { token: ownerToken });
    expect(listed.body.items.map((p: { id: string; label: string }) => [p.id, p.label])).toEqual([
      [projectId, 'spring campaign'],
    ]);
  });

  it('shows recent projects on the dashboard: at most 4, newest first, sentence-cased, Archive only', async () => {
    const { page } = owner;
    for (const label of ['lookbook', 'summer sale', 'product tour', 'gift guide']) {
      const created = await request(server, 'POST', `/v2/teams/${teamId}/projects`, {
        token: ownerToken,
        body: { label },
      });
      expect(created.status).toBe(201);
    }
    await gotoDashboard(page, server);
    const cards = page.getByTestId('project-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(4);
    const labels = await cards.locator('h3').allTextContents();
    expect(labels).toEqual(['Gift guide', 'Product tour', 'Summer sale', 'Lookbook']);
    await expect(cards.first().textContent()).resolves.toMatch(/Last updated just now/);
    expect(await cards.first().getByTestId('thumbnail-placeholder').count()).toBe(1);
    const firstLink = await cards.first().getByRole('link').getAttribute('href');
    expect(firstLink).toMatch(new RegExp(`^/builder/${UUID}$`));

    await cards.first().getByRole('button', { name: 'Project actions' }).click();
    const items = await page.getByRole('menuitem').allTextContents();
    expect(items).toEqual(['Archive']);
    await page.keyboard.press('Escape');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await settled(page, 'dashboard-projects');
  });

  it('archives a project from the dashboard', async () => {
    const { page } = owner;
    await projectCard(page, 'Gift guide').getByRole('button', { name: 'Project actions' }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await page.getByText('Project archived').waitFor();
    await projectCard(page, 'Spring campaign').waitFor();
    expect(await projectCard(page, 'Gift guide').count()).toBe(0);
    expect(await page.getByTestId('project-card').count()).toBe(4);
  });

  it('renames, archives and restores a project on the team projects screen', async () => {
    const { page } = owner;
    await page.goto(`${server.url}/teams/${teamId}/projects`);
    await projectCard(page, 'Spring campaign').getByRole('button', { name: 'Project actions' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await page.getByRole('dialog').getByLabel('Project name').fill('Spring launch');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Project name updated !').waitFor();
    await projectCard(page, 'Spring launch').waitFor();
    await settled(page, 'team-projects');

    // Search narrows the list through the URL.
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('launch');
    await page.waitForURL(/search=launch/);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="project-card"]').length === 1);
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="project-card"]').length === 4);

    await projectCard(page, 'Spring launch').getByRole('button', { name: 'Project actions' }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await page.getByText('Project archived').first().waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="project-card"]').length === 3);

    await page.getByRole('link', { name: 'Archive', exact: true }).click();
    await page.waitForURL(`${server.url}/teams/${teamId}/projects/archive`);
    await projectCard(page, 'Gift guide').waitFor();
    await settled(page, 'team-archive');
    await projectCard(page, 'Spring launch').getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Project restored').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="project-card"]').length === 1);

    const project = await request(server, 'GET', `/v2/teams/${teamId}/projects/${projectId}`, {
      token: ownerToken,
    });
    expect(project.body).toMatchObject({ label: 'Spring launch', archivedAt: null });
  });

  it('invites a second person, who signs in and sees the team read-only', async () => {
    const { page } = owner;
    await page.goto(`${server.url}/teams/${teamId}/members`);
    await page.getByLabel('Email', { exact: true }).fill(INVITEE);
    expect(await page.getByRole('combobox', { name: 'Role', exact: true }).textContent()).toBe('Member');
    await page.getByRole('button', { name: 'Send invite' }).click();
    await page.getByText(`Invitation sent to ${INVITEE}`).waitFor();
    await page.getByRole('list', { name: 'Pending invitations' }).getByText(INVITEE).waitFor();
    await settled(page, 'team-members');

    const invitee = await openBrowser();
    try {
      await signInThroughUi(invitee.page, server, INVITEE);
      await invitee.page.goto(`${server.url}/teams`);
      await invitee.page.getByTestId('team-card').filter({ hasText: TEAM }).click();
      await invitee.page.waitForURL(`${server.url}/teams/${teamId}`);
      await invitee.page.getByText('Your role: Member').waitFor();
      // A team member sees no Settings tab and no New Project button.
      expect(await invitee.page.getByRole('link', { name: 'Settings' }).count()).toBe(0);
      expect(await invitee.page.getByRole('button', { name: 'New Project' }).count()).toBe(0);

      await invitee.page.getByRole('link', { name: 'Projects', exact: true }).click();
      await projectCard(invitee.page, 'Spring launch').waitFor();
      // A member's card menu only opens the project's Analytics: no Rename, no Archive.
      await projectCard(invitee.page, 'Spring launch')
        .getByRole('button', { name: 'Project actions' })
        .click();
      expect(await invitee.page.getByRole('menuitem').allTextContents()).toEqual(['Analytics']);
      await invitee.page.keyboard.press('Escape');

      await invitee.page.getByRole('link', { name: 'Members', exact: true }).click();
      await invitee.page.getByTestId('member-row').filter({ hasText: OWNER }).waitFor();
      expect(await invitee.page.getByRole('button', { name: 'Send invite' }).count()).toBe(0);
      expect(await invitee.page.getByRole('combobox').count()).toBe(0);
      expect(await invitee.page.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
      await invitee.page.getByRole('button', { name: 'Leave team' }).waitFor();

      await invitee.page.goto(`${server.url}/account`);
      await invitee.page.getByRole('button', { name: 'Update Profile' }).waitFor();
      await settled(invitee.page, 'account-profile');
    } finally {
      await invitee.close();
    }

    await page.reload();
    await page.getByTestId('member-row').filter({ hasText: INVITEE }).waitFor();
    expect(await page.getByRole('list', { name: 'Pending invitations' }).count()).toBe(0);
  });

  it('lets an existing user join from the notifications popover', async () => {
    const existing = await openBrowser();
    try {
      await signInWithApi(existing.page, server, EXISTING, '/teams');
      await gotoDashboard(existing.page, server);
      await existing.page.getByText("You don't have any project's yet").waitFor();

      const invited = await request(server, 'POST', `/v2/teams/${teamId}/invite`, {
        token: ownerToken,
        body: { email: EXISTING, role: 'team_editor' },
      });
      expect(invited.status).toBe(201);

      await gotoDashboard(existing.page, server);
      await existing.page.getByTestId('unread-count').filter({ hasText: '1' }).waitFor();
      await existing.page.getByRole('button', { name: 'Notifications' }).click();
      await existing.page.getByText(`${OWNER} invited you to join ${TEAM} as Editor`).waitFor();
      await settled(existing.page, 'dashboard-notifications');
      await existing.page.getByRole('button', { name: 'Join team' }).click();
      await existing.page.waitForURL(`${server.url}/teams/${teamId}`);
      await existing.page.getByText('Your role: Editor').waitFor();
    } finally {
      await existing.close();
    }
  });

  it('changes a member role and removes a member', async () => {
    const { page } = owner;
    await page.goto(`${server.url}/teams/${teamId}/members`);
    const invitee = page.getByTestId('member-row').filter({ hasText: INVITEE });
    await invitee.getByRole('combobox', { name: `Role of ${INVITEE}` }).click();
    await page.getByRole('option', { name: 'Editor' }).click();
    await page.getByText(`${INVITEE} is now Editor`).waitFor();

    // The member's own page: details, then removal, which returns to the list.
    await page.getByTestId('member-row').filter({ hasText: EXISTING }).getByRole('link').click();
    await page.waitForURL(new RegExp(`/teams/${teamId}/members/${UUID}$`));
    await page.getByText('Joined').waitFor();
    expect(await page.getByRole('combobox', { name: `Role of ${EXISTING}` }).textContent()).toBe('Editor');
    await settled(page, 'team-member');
    await page.getByRole('button', { name: `Remove ${EXISTING}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    // The members sub-view by method: an unknown method is the member's page, 'remove' opens the
    // removal's confirmation at once.
    const memberUrl = page.url();
    await page.goto(`${memberUrl}/unknown`);
    await page.waitForURL(memberUrl);
    await page.goto(`${memberUrl}/remove`);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByText(`${EXISTING} was removed from the team`).waitFor();
    await page.waitForURL(`${server.url}/teams/${teamId}/members`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="member-row"]').length === 2);

    const members = await request(server, 'GET', `/v2/teams/${teamId}/members`, { token: ownerToken });
    expect(members.body.items.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [OWNER, 'team_owner'],
      [INVITEE, 'team_editor'],
    ]);
  });

  it('renames and deletes the team in its settings', async () => {
    const { page } = owner;
    await page.goto(`${server.url}/teams/${teamId}/settings`);
    await page.getByLabel('Team name').fill('Studio South');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Team name updated !').waitFor();
    await page.getByRole('heading', { name: 'Studio South' }).waitFor();
    await settled(page, 'team-settings');

    await page.getByRole('button', { name: 'Delete team' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete team' }).click();
    await page.waitForURL(`${server.url}/teams`);
    await page.getByText('Team Studio South deleted').waitFor();
    await page.getByTestId('team-card').filter({ hasText: 'Personal' }).waitFor();
    expect(await page.getByTestId('team-card').count()).toBe(1);
  });
});
