// The project card thumbnail: after an edit in the builder, the builder asks the preview for a
// picture (10 s after the last change) and uploads it; the project then carries a thumbnail URL that
// serves a WebP image.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../apps/server/test/harness.ts';
import {
  api,
  createProject,
  insertComponent,
  openBuilder,
  signIn,
  type SignedIn,
} from './builder-helpers.ts';
import { e2eDatabase, openBrowser, webDist, type Browser } from './harness.ts';

describe('project thumbnail', () => {
  let server: TestServer;
  let browser: Browser;
  let user: SignedIn;

  beforeAll(async () => {
    server = await startTestServer({
      database: e2eDatabase,
      config: { webDist: process.env.WEB_DIST ?? webDist },
    });
    browser = await openBrowser();
    user = await signIn(browser.page, server, 'thumbnails@example.com');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('is uploaded from the preview after an edit', async () => {
    const { page } = browser;
    const { teamId, projectId } = await createProject(server, user, 'Pictured');
    await openBuilder(page, server, projectId);
    await insertComponent(page, 'Button');

    const thumbnailOf = async () =>
      (
        await api<{ thumbnail: string | null }>(
          server,
          user.accessToken,
          'GET',
          `/v2/teams/${teamId}/projects/${projectId}`,
        )
      ).thumbnail;
    let thumbnail: string | null = null;
    for (let attempt = 0; attempt < 60 && !thumbnail; attempt += 1) {
      await page.waitForTimeout(1000);
      thumbnail = await thumbnailOf();
    }
    expect(thumbnail).toMatch(/^\/files\/[0-9a-f]{32}\/t\/thumbnail\.webp$/);
    const image = await fetch(server.url + thumbnail!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });
});
