// Saving you can trust through a crash: the toolbar says "Saving…" while an edit is on its way and
// "All changes saved" once the server has stored it. When the server process is killed (SIGKILL)
// while the tab's latest edit never reached it, the restarted server does not have it; the tab,
// reconnecting by itself, sends it again, says saved once it is stored, and a fresh reader sees it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  freePort,
  startServerProcess,
  type ServerProcess,
} from '../apps/server/test/collab-processes.ts';
import { startSmtpListener, type SmtpListener, type TestServer } from '../apps/server/test/harness.ts';
import {
  createProject,
  insertComponent,
  openBuilder,
  row,
  signIn,
  waitForOutline,
  type SignedIn,
} from './builder-helpers.ts';
import { e2eDatabase, openBrowser, screenshot, webDist, type Browser } from './harness.ts';
import { startNetworkLink, type NetworkLink } from './network-cut.ts';

const SAVING = 'Saving…';
const SAVED = 'All changes saved';

interface ProjectDetail {
  pages: Record<string, { elements: Record<string, { name: string }> }>;
}

/** The save status as the toolbar shows it, one entry per change: `${data-saving}|${text}`. */
async function recordSaveStatus(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    const read = () => {
      const status = document.querySelector('[data-testid="save-status"]');
      const entry = status ? `${status.getAttribute('data-saving')}|${status.textContent}` : 'none';
      if (seen[seen.length - 1] !== entry) seen.push(entry);
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    const previous = (window as unknown as { saveStatusRecorder?: MutationObserver }).saveStatusRecorder;
    previous?.disconnect();
    Object.assign(window, { saveStatusRecorder: observer, saveStatusSeen: seen });
  });
}

const recordedSaveStatus = (page: Page) =>
  page.evaluate(() => (window as unknown as { saveStatusSeen: string[] }).saveStatusSeen);

describe('save status through a server crash', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  let smtp: SmtpListener;
  let env: Record<string, string>;
  let port: number;
  let server: ServerProcess;
  let link: NetworkLink;
  let browser: Browser;
  let user: SignedIn;
  let projectId: string;
  /** The studio as the browser reaches it: through the link the test stalls and cuts. */
  let studio: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    cleanups.push(() => smtp.close());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-save-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    env = {
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: smtp.url,
      WEB_DIST: webDist,
    };
    if (e2eDatabase === 'postgres') {
      const database = await createPostgresDatabase();
      cleanups.push(() => database.drop());
      env.DATABASE_URL = database.url;
    }
    port = await freePort();
    server = await startServerProcess(env, port);
    cleanups.push(() => server.kill());
    link = await startNetworkLink(server.url);
    cleanups.push(() => link.close());
    studio = { url: link.url, smtp } as Pick<TestServer, 'url' | 'smtp'> as TestServer;
    browser = await openBrowser();
    cleanups.push(() => browser.close());
    user = await signIn(browser.page, studio, 'ada@example.com');
    ({ projectId } = await createProject(studio, user, 'Crash-proof launch'));
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** The element names the server has for the project, read straight from it (not through the link). */
  const storedNames = async () => {
    const response = await fetch(`${server.url}/v2/projects/${projectId}`, {
      headers: { Authorization: `Bearer ${user.accessToken}` },
    });
    if (!response.ok) throw new Error(`GET /v2/projects/${projectId}: ${response.status}`);
    const project = (await response.json()) as ProjectDetail;
    return Object.values(project.pages).flatMap((page) => Object.values(page.elements).map((e) => e.name));
  };
  const status = () => browser.page.getByTestId('save-status');
  const waitForSaved = (timeout = 15_000) =>
    browser.page.waitForFunction(
      (saved) => {
        const node = document.querySelector('[data-testid="save-status"]');
        return node?.getAttribute('data-saving') === 'false' && node.textContent === saved;
      },
      SAVED,
      { timeout },
    );

  it('says Saving… while an edit is on its way and All changes saved once it is stored', async () => {
    const { page } = browser;
    await openBuilder(page, studio, projectId);
    await page.locator('[data-testid="connection-dot"][data-status="connected"]').waitFor();
    await waitForSaved();

    await recordSaveStatus(page);
    await insertComponent(page, 'Text');
    await waitForOutline(page, [{ label: 'Text', level: 1 }]);
    await waitForSaved();
    const seen = await recordedSaveStatus(page);
    expect(seen[0]).toBe(`false|${SAVED}`);
    expect(seen).toContain(`true|${SAVING}`);
    expect(seen[seen.length - 1]).toBe(`false|${SAVED}`);
    // "Saved" means stored: the server has the element now.
    expect(await storedNames()).toEqual(['Text']);
    await page.mouse.move(0, 0);
    await screenshot(page, 'save-status-saved');
  });

  it('sends the edit the killed server never stored again once the tab reconnects', async () => {
    const { page } = browser;
    link.stallUploads();
    await row(page, 'Text').dblclick();
    const label = page.getByLabel('Label');
    await label.fill('Survives the crash');
    await label.press('Enter');
    await row(page, 'Survives the crash').waitFor();
    await status().getByText(SAVING).waitFor();
    // The edit left the tab but is held on the way: it stays unsaved, and the server lacks it.
    await page.waitForTimeout(1500);
    expect(await status().getAttribute('data-saving')).toBe('true');
    expect(await status().textContent()).toBe(SAVING);
    expect(await storedNames()).toEqual(['Text']);
    await page.mouse.move(0, 0);
    await screenshot(page, 'save-status-saving');

    await server.kill('SIGKILL');
    // Kept apart from the restarted server until it has been read, so the tab cannot beat the check.
    link.cut();
    await page.getByTestId('offline-badge').waitFor();
    server = await startServerProcess(env, port);
    expect(await storedNames()).toEqual(['Text']);

    await recordSaveStatus(page);
    link.restore();
    // The tab reconnects by itself (back-off of at most 5 s) and its sync sends what the server lacks.
    const deadline = Date.now() + 30_000;
    while (!(await storedNames()).includes('Survives the crash')) {
      if (Date.now() > deadline) throw new Error('The edit never reached the restarted server');
      await page.waitForTimeout(200);
    }
    expect(await storedNames()).toEqual(['Survives the crash']);
    await waitForSaved();
    const seen = await recordedSaveStatus(page);
    // The edit sent again showed as saving until the restarted server had stored it.
    expect(seen).toContain(`true|${SAVING}`);
    expect(seen[seen.length - 1]).toBe(`false|${SAVED}`);
    // A second tab of another device (its own storage, so nothing from the first) sees the edit.
    const reader = await openBrowser();
    try {
      await signIn(reader.page, studio, 'ada@example.com');
      await openBuilder(reader.page, studio, projectId);
      await waitForOutline(reader.page, [{ label: 'Survives the crash', level: 1 }]);
    } finally {
      await reader.close();
    }
  });
});
