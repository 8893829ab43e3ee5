// The studio's page carries the answers of GET /v2/auth/providers and GET /v2/client-config, so the
// sign-in screen shows without waiting for them: the same values as the routes, in a JSON data block
// no value can end early; the preview frame's page carries none.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_FACTS_ID, pageFacts, withPageFacts } from '../src/http/page-facts.ts';
import { loadConfig } from '../src/config.ts';
import { request, startTestServer, type TestServer } from './harness.ts';

const block = new RegExp(`<script type="application/json" id="${PAGE_FACTS_ID}">(.*?)</script>`);

describe("the studio page's facts", () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'vitrine-web-'));
    mkdirSync(path.join(dist, 'preview'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<html><head><title>Vitrine</title></head><body></body></html>',
    );
    writeFileSync(path.join(dist, 'preview', 'index.html'), '<html><head></head><body></body></html>');
    server = await startTestServer({
      config: { webDist: dist },
      env: { SENTRY_DSN: 'https://public@errors.example.com/1', SENTRY_ENVIRONMENT: 'staging' },
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/login', '/', '/builder/abc'])('%s carries what the two routes answer', async (url) => {
    const page = await request(server, 'GET', url);
    const carried = JSON.parse(block.exec(String(page.body))![1]!) as Record<string, unknown>;
    expect(carried.authProviders).toEqual((await request(server, 'GET', '/v2/auth/providers')).body);
    expect(carried.clientConfig).toEqual((await request(server, 'GET', '/v2/client-config')).body);
    expect(carried.clientConfig).toEqual({
      errorReporting: { dsn: 'https://public@errors.example.com/1', environment: 'staging' },
    });
  });

  it('leaves the preview frame page alone', async () => {
    expect(String((await request(server, 'GET', '/preview/')).body)).not.toContain(PAGE_FACTS_ID);
  });

  it('writes no value that could end the block', () => {
    const config = loadConfig(
      { SENTRY_DSN: 'https://k@x.example.com/1', SENTRY_ENVIRONMENT: '</script><b>' },
      {},
    );
    const html = withPageFacts('<html><head></head></html>', pageFacts(config));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const carried = JSON.parse(block.exec(html)![1]!) as {
      clientConfig: { errorReporting: { environment: string } };
    };
    expect(carried.clientConfig.errorReporting.environment).toBe('</script><b>');
  });
});
