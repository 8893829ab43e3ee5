import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startTestServer, type TestServer } from './harness.ts';

/** A GET with its path as written (fetch would resolve the dots itself). */
function sentAsIs(server: TestServer, url: string): Promise<{ body: string; cacheControl: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(server.url), { path: url }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ body, cacheControl: String(res.headers['cache-control'] ?? '') }));
      })
      .on('error', reject);
  });
}

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
    writeFileSync(path.join(dist, 'assets', '.hidden'), 'secret');
    mkdirSync(path.join(dist, 'assets', 'tabler'));
    writeFileSync(path.join(dist, 'assets', 'tabler', 'IconStar.js'), 'export default 1');
    mkdirSync(path.join(dist, 'decoders'));
    writeFileSync(path.join(dist, 'decoders', 'draco_decoder.js'), 'var x');
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

  it.each(['/preview', '/preview/', '/preview/?projectId=1', '/preview/index.html'])(
    'answers %s with the preview page, asking for no origin keying its sandboxed frame cannot get',
    async (url) => {
      const res = await request(server, 'GET', url);
      expect(res.status).toBe(200);
      expect(res.body).toBe('<html>preview</html>');
      expect(res.headers.get('origin-agent-cluster')).toBeNull();
    },
  );

  it('asks for origin keying on the studio pages', async () => {
    const res = await request(server, 'GET', '/builder/some-project');
    expect(res.headers.get('origin-agent-cluster')).toBe('?1');
  });

  it('serves built assets with long caching, to any origin', async () => {
    const res = await request(server, 'GET', '/assets/app-123.js');
    expect(res.status).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The builder's preview frame is sandboxed: its module scripts are requests from an opaque origin.
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const icon = await request(server, 'GET', '/assets/tabler/IconStar.js');
    expect(icon.status).toBe(200);
    expect(icon.body).toBe('export default 1');
    expect(icon.headers.get('cache-control')).toContain('immutable');
    // So are the 3D decoders, from the sandboxed frame's 3D loaders.
    const decoder = await request(server, 'GET', '/decoders/draco_decoder.js');
    expect(decoder.status).toBe(200);
    expect(decoder.headers.get('access-control-allow-origin')).toBe('*');
  });

  it.each([
    '/assets/missing-1.js',
    '/assets/APP-123.js',
    '/assets/tabler/../app-123.js',
    '/assets/tabler/../../index.html',
    '/assets/%2e%2e/index.html',
    '/assets/.hidden',
    '/assets/a/b/c.js',
    '/assets/tabler/%2e%2e/app-123.js',
  ])('serves no asset for %s', async (url) => {
    const res = await sentAsIs(server, url);
    expect(res.body).not.toBe('console.log(1)');
    expect(res.body).not.toBe('secret');
    expect(res.cacheControl).not.toContain('immutable');
  });

  it('keeps API misses as JSON 404s', async () => {
    const res = await request(server, 'GET', '/v2/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found', statusCode: 404 });
  });
});
