// A brand font and global styles: the author uploads a font file, adds it to the theme under a
// family name and writes a global rule for h1 in the theme panel; the preview frame and the published
// release both draw the heading in that font and colour, loading the font from Vitrine itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { insertElement, type PropValue } from '@vitrine/core';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { UNLIMITED_PLAN, subscribe } from '../apps/server/test/billing-fixtures.ts';
import { api, createProject, openBuilder, signIn, type SignedIn } from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';
import { editProjectDoc, firstPageId } from './preview-fixtures.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FONT_FILE = path.join(
  root,
  'node_modules',
  '@fontsource',
  'ubuntu',
  'files',
  'ubuntu-latin-700-normal.woff2',
);
const HEADING = 'Launch week';
const RULES = '{"h1": {"fontFamily": "Brand Sans, serif", "color": "rgb(220, 38, 38)"}}';

interface HeadingLook {
  color: string;
  fontFamily: string;
  fontLoaded: boolean;
}

/** The heading's computed colour and family, and whether the browser loaded the family's file. */
async function headingLook(target: Page | Frame): Promise<HeadingLook> {
  return target.evaluate(async (text) => {
    const heading = [...document.querySelectorAll('h1')].find((node) => node.textContent === text);
    const faces = await document.fonts.load('16px "Brand Sans"');
    const style = heading ? getComputedStyle(heading) : null;
    return { color: style?.color ?? '', fontFamily: style?.fontFamily ?? '', fontLoaded: faces.length > 0 };
  }, HEADING);
}

async function waitForLook(target: Page | Frame, page: Page): Promise<HeadingLook> {
  let last: HeadingLook = { color: '', fontFamily: '', fontLoaded: false };
  for (let attempt = 0; attempt < 60; attempt += 1) {
    last = await headingLook(target);
    if (last.color === 'rgb(220, 38, 38)' && last.fontLoaded) return last;
    await page.waitForTimeout(250);
  }
  throw new Error(`The heading never took the brand look: ${JSON.stringify(last)}`);
}

describe('theme fonts and global styles', () => {
  let server: TestServer;
  let browser: Browser;
  let user: SignedIn;
  const requests: string[] = [];

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser();
    browser.page.on('request', (request) => requests.push(request.url()));
    user = await signIn(browser.page, server, 'fonts@example.com');
    await subscribe(server, { token: user.accessToken }, UNLIMITED_PLAN);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('loads a library font under a family name and applies global styles in the preview and the release', async () => {
    const { page } = browser;
    const { teamId, projectId } = await createProject(server, user, 'Brand page');
    await editProjectDoc(server, projectId, (doc) => {
      const text = (content: unknown): PropValue => ({ type: 'static', content });
      insertElement(doc, {
        pageId: firstPageId(doc),
        parentId: null,
        elementType: 'Text',
        props: { text: text(HEADING), as: text('h1') },
      });
    });

    await openBuilder(page, server, projectId);
    await page.getByTestId('sidebar-tab-PROJECT_ASSETS').click();
    await page.getByTestId('asset-upload-input').setInputFiles({
      name: 'Brand-Sans.woff2',
      mimeType: 'font/woff2',
      buffer: readFileSync(FONT_FILE),
    });
    await page.getByText('upload complete').waitFor();
    await page.locator('[data-testid="asset-card"][data-asset-name="Brand-Sans.woff2"]').waitFor();

    await page.getByTestId('selection-panel').getByRole('tab', { name: 'Theme' }).click();
    await page.getByRole('button', { name: 'Font files' }).click();
    const imports = page.getByTestId('theme-imports');
    await imports.getByLabel('Font file').selectOption({ label: 'Brand-Sans.woff2' });
    expect(await imports.getByLabel('Family name').inputValue()).toBe('Brand Sans');
    await imports.getByRole('button', { name: 'Add font' }).click();
    await imports.getByTestId('theme-import').filter({ hasText: 'Brand Sans' }).waitFor();

    await page.getByRole('button', { name: 'Global styles' }).click();
    const editor = page.getByTestId('global-styles').locator('.cm-content');
    await editor.click();
    await page.keyboard.insertText(RULES);
    await page.getByTestId('global-styles').getByText('CSS rules by selector', { exact: false }).click();

    const frame = (await (await page.getByTestId('preview-frame').elementHandle())!.contentFrame())!;
    const preview = await waitForLook(frame, page);
    expect(preview.fontFamily).toContain('Brand Sans');
    await screenshot(page, 'theme-fonts-builder');

    // Bad JSON is refused in place and changes nothing.
    await editor.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText('{"h1": {"color": "red } body { color: blue"}}');
    await page.getByTestId('global-styles').getByText('CSS rules by selector', { exact: false }).click();
    await page.getByTestId('global-styles').getByRole('alert').waitFor();
    expect(await page.getByTestId('global-styles').getByRole('alert').textContent()).toMatch(
      /^Invalid global styles/,
    );
    expect((await headingLook(frame)).color).toBe('rgb(220, 38, 38)');

    await api(server, user.accessToken, 'PATCH', `/v2/teams/${teamId}/projects/${projectId}`, {
      allowedDomains: ['example.com'],
    });
    await api(server, user.accessToken, 'POST', `/v2/projects/${projectId}/releases`, {
      description: 'Brand',
    });
    const fontResponse = page.waitForResponse((response) =>
      /\/p\/[^/]+\/1\.0\.0\/files\/.*\.woff2$/.test(response.url()),
    );
    await page.goto(`${server.url}/p/${projectId}/`);
    expect((await fontResponse).status()).toBe(200);
    const release = await waitForLook(page, page);
    expect(release.fontFamily).toContain('Brand Sans');
    await screenshot(page, 'theme-fonts-release');

    const elsewhere = requests.filter((url) => !url.startsWith(server.url) && !/^(data|blob):/.test(url));
    expect(elsewhere).toEqual([]);
  });
});
