// Two people and their teams as each sees them: the owner sets her first name and the dashboard greets
// her by it; the person she invites to her personal team gets two teams with different names ("Ada's
// team" and his own), read once each in the team picker; the only owner is told how to leave instead
// of being offered a Leave that cannot work; a collaborator without a name is named once in the
// builder's avatar tooltip.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { api, createProject, openBuilder, signIn, type SignedIn } from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';

const ADA = 'ada@example.com';
const GRACE = 'grace@example.com';

/** The dashboard through the sidebar (the server answers a direct load of / with 403). */
async function gotoDashboard(page: Page, server: TestServer) {
  await page.goto(`${server.url}/teams`);
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await page.waitForURL(`${server.url}/`);
}

describe('team names', () => {
  let server: TestServer;
  let ada: Browser;
  let grace: Browser;
  let adaUser: SignedIn;
  let teamId = '';

  beforeAll(async () => {
    server = await startStudio();
    [ada, grace] = await Promise.all([openBrowser(), openBrowser()]);
    adaUser = await signIn(ada.page, server, ADA, '/account/profile');
  });
  afterAll(async () => {
    await Promise.all([ada?.close(), grace?.close()]);
    await server?.close();
  });

  it('greets by first name once one is set', async () => {
    const { page } = ada;
    await gotoDashboard(page, server);
    await page.getByText(`Signed in as ${ADA}`).waitFor();
    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByLabel('First name').fill('Ada');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText('Profile updated !').waitFor();
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByText('Welcome back, Ada').waitFor();
    await screenshot(page, 'dashboard-greeting-first-name');
  });

  it("names the invitee's two teams apart, each read once in the team picker", async () => {
    const teams = await api<{ items: Array<{ id: string; name: string }> }>(
      server,
      adaUser.accessToken,
      'GET',
      '/v2/teams',
    );
    expect(teams.items.map((team) => team.name)).toEqual(["Ada's team"]);
    teamId = teams.items[0]!.id;
    await api(server, adaUser.accessToken, 'POST', `/v2/teams/${teamId}/invite`, {
      email: GRACE,
      role: 'team_editor',
    });

    const { page } = grace;
    await signIn(page, server, GRACE, '/teams');
    await gotoDashboard(page, server);
    await page.getByRole('button', { name: 'New Project for Team' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    // Each item is named by its team alone: no initial run into the name ("PPersonal").
    expect(await menu.getByRole('menuitem').count()).toBe(2);
    await menu.getByRole('menuitem', { name: "grace's team", exact: true }).waitFor();
    await menu.getByRole('menuitem', { name: "Ada's team", exact: true }).waitFor();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await screenshot(page, 'team-picker-two-teams');
    await page.keyboard.press('Escape');
  });

  it('tells the only owner how to leave instead of offering Leave team', async () => {
    await ada.page.goto(`${server.url}/teams/${teamId}/members`);
    const mine = ada.page.getByTestId('member-row').filter({ hasText: ADA });
    await mine.getByTestId('sole-owner-note').waitFor();
    expect(await mine.getByRole('button', { name: 'Leave team' }).count()).toBe(0);
    expect(await mine.getByTestId('sole-owner-note').textContent()).toBe(
      'You are the only owner. Make another member an owner to leave this team.',
    );
    await screenshot(ada.page, 'members-sole-owner');

    // The invitee, no owner, may leave.
    await grace.page.goto(`${server.url}/teams/${teamId}/members`);
    const hers = grace.page.getByTestId('member-row').filter({ hasText: GRACE });
    await hers.getByRole('button', { name: 'Leave team' }).waitFor();
  });

  it('names a collaborator without a name once in the avatar tooltip', async () => {
    const { projectId } = await createProject(server, adaUser, 'Shared chair');
    await Promise.all([openBuilder(ada.page, server, projectId), openBuilder(grace.page, server, projectId)]);
    const avatar = ada.page.getByTestId('collaborator-avatar');
    await avatar.waitFor();
    await avatar.hover();
    const tip = ada.page.getByRole('tooltip');
    await tip.waitFor();
    expect(await tip.textContent()).toBe(GRACE);
    await screenshot(ada.page, 'collaborator-tooltip-email-once');

    const back = grace.page.getByTestId('collaborator-avatar');
    await back.hover();
    await grace.page.getByRole('tooltip').waitFor();
    expect(await grace.page.getByRole('tooltip').textContent()).toBe(`Ada · ${ADA}`);
  });
});
