import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startTestServer, type TestServer } from './harness.ts';

describe('serving the web app', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'vitrine-web-'));
    mkdirSync(path.join(dist, 'preview'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<html>studio</html>');
    writeFileSync(path.join(dist, 'preview', 'index.html'), '<html>preview</html>');
    writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    server = await startTestServer({ config: { webDist: dist } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/teams/x/members', '/builder/abc?pageId=1', '/no/such/page'])(
    'answers the client route %s with the app',
    async (url) => {
      const res = await request(server, 'GET', url);
      expect(res.status).toBe(200);
      expect(res.body).toBe('<html>studio</html>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it.each(['/preview', '/preview/', '/preview/?projectId=1'])(
    'answers %s with the preview page',
    async (url) => {
      const res = await request(server, 'GET', url);
      expect(res.status).toBe(200);
      expect(res.body).toBe('<html>preview</html>');
    },
  );

  it('serves built assets with long caching', async () => {
    const res = await request(server, 'GET', '/assets/app-123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('keeps API misses as JSON 404s', async () => {
    const res = await request(server, 'GET', '/v2/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found', statusCode: 404 });
  });
});
