// A project's name and settings as an author sets them: renamed in the builder, the rename undone
// (the previous name comes back, and stays after a reload, in the builder and in the project list);
// a name of spaces refused where it is typed (builder, dashboard), the old name kept; allowed domains
// checked one by one as they are added, with a reason a person can act on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { api, createProject, openBuilder, signIn, type SignedIn } from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';

describe('project name and settings', () => {
  let server: TestServer;
  let browser: Browser;
  let user: SignedIn;
  let teamId = '';
  let projectId = '';

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser();
    user = await signIn(browser.page, server, 'names@example.com');
    ({ teamId, projectId } = await createProject(server, user, 'Chair configurator'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const projectName = () => browser.page.getByTestId('project-name');
  const storedLabel = async () =>
    (
      await api<{ label: string }>(
        server,
        user.accessToken,
        'GET',
        `/v2/teams/${teamId}/projects/${projectId}`,
      )
    ).label;

  async function rename(to: string) {
    const { page } = browser;
    await projectName().dblclick();
    const field = page.getByRole('textbox', { name: 'Project name' });
    await field.fill(to);
    await field.press('Enter');
  }

  it('undoes a rename back to the previous name, which a reload and the project list keep', async () => {
    const { page } = browser;
    await openBuilder(page, server, projectId);
    await rename('Sofa configurator');
    await page.getByText('Project name updated !').waitFor();
    await expect.poll(() => projectName().textContent()).toBe('Sofa configurator');
    await expect.poll(storedLabel).toBe('Sofa configurator');

    await page.keyboard.press('Control+z');
    await expect.poll(() => projectName().textContent()).toBe('Chair configurator');
    await expect.poll(storedLabel).toBe('Chair configurator');
    await screenshot(page, 'project-name-undone');

    await page.reload();
    await page.getByTestId('outliner').waitFor();
    expect(await projectName().textContent()).toBe('Chair configurator');
    await page.keyboard.press('Control+Shift+z');
    // A reload starts a new history: nothing to redo, the name stays.
    await page.getByText('Already on the latest changes !').waitFor();
    expect(await projectName().textContent()).toBe('Chair configurator');
  });

  it('refuses a name of spaces in the builder and keeps the old one', async () => {
    const { page } = browser;
    await rename('    ');
    await page.getByText('Project name cannot be empty').waitFor();
    expect(await projectName().textContent()).toBe('Chair configurator');
    await screenshot(page, 'project-name-empty-refused');
    expect(await storedLabel()).toBe('Chair configurator');
  });

  it('refuses a name of spaces for a new project on the dashboard, in place', async () => {
    const { page } = browser;
    // The dashboard through the sidebar (the server answers a direct load of / with 403).
    await page.goto(`${server.url}/teams`);
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('button', { name: 'New Project', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Project name').fill('   ');
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Project name cannot be empty' }).waitFor();
    expect(await dialog.getByLabel('Project name').getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/');
    await screenshot(page, 'dashboard-new-project-empty-refused');

    await dialog.getByLabel('Project name').fill('Lamp');
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL(/\/builder\//);
    await page.getByTestId('outliner').waitFor();
    expect(await projectName().textContent()).toBe('Lamp');
  });

  it('checks each allowed domain as it is added, in words a person can act on', async () => {
    const { page } = browser;
    await openBuilder(page, server, projectId);
    await page.getByTestId('project-settings-button').click();
    const settings = page.getByTestId('project-settings');
    const field = settings.getByRole('textbox', { name: 'Allowed domains' });
    await field.fill('my shop');
    await settings.getByRole('button', { name: 'Add' }).click();
    const problem = settings.getByRole('alert');
    await problem.waitFor();
    expect(await problem.textContent()).toBe(
      '“my shop” is not a domain. Enter a domain such as example.com, or *.example.com for all of its subdomains.',
    );
    expect(await settings.getByRole('listitem').allTextContents()).toEqual([
      'No domain yet: add one to publish.',
    ]);
    expect(await field.inputValue()).toBe('my shop');
    await screenshot(page, 'allowed-domain-refused');

    await field.fill('Shop.Example.com');
    await problem.waitFor({ state: 'detached' });
    await settings.getByRole('button', { name: 'Add' }).click();
    await settings.getByRole('button', { name: 'Remove shop.example.com' }).waitFor();
    // A domain typed and not yet added is saved with the rest, when it is one.
    await field.fill('*.example.org');
    await settings.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Project settings saved').waitFor();
    const saved = await api<{ allowedDomains: string[] }>(
      server,
      user.accessToken,
      'GET',
      `/v2/teams/${teamId}/projects/${projectId}`,
    );
    expect(saved.allowedDomains).toEqual(['shop.example.com', '*.example.org']);
  });
});
