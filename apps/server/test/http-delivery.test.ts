// How the server sends what it sends: the web build's precompressed copies, dynamic compression,
// caching (immutable assets, pages revalidated by ETag), source maps only when asked, robots.txt.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../web/precompress.ts';
import { STUDIO_ROBOTS } from '../src/routes/robots.ts';
import { signIn } from './auth-helpers.ts';
import { request, startTestServer, type TestServer } from './harness.ts';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose body arrives as sent, not decoded. */
function rawGet(server: TestServer, url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(url, server.url), { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;

function writeDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'vitrine-web-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'preview'));
  writeFileSync(path.join(dist, 'index.html'), `<html><body>studio ${'<p>x</p>'.repeat(300)}</body></html>`);
  writeFileSync(path.join(dist, 'preview', 'index.html'), '<html>preview</html>');
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.map'), '{"version":3,"sources":[],"mappings":""}');
  writeFileSync(path.join(dist, 'assets', 'logo-9f8e7d.png'), Buffer.alloc(4096, 7));
  return dist;
}

describe('delivery of the web app and the API', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = writeDist();
    await precompress(dist);
    server = await startTestServer({ config: { webDist: dist } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('precompresses text files at build, not images or small files', async () => {
    const assets = path.join(dist, 'assets');
    expect(existsSync(path.join(assets, 'app-1a2b3c.js.br'))).toBe(true);
    expect(existsSync(path.join(assets, 'app-1a2b3c.js.gz'))).toBe(true);
    expect(existsSync(path.join(assets, 'app-1a2b3c.js.map.br'))).toBe(false);
    expect(existsSync(path.join(assets, 'logo-9f8e7d.png.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'preview', 'index.html.br'))).toBe(false);
  });

  it('sends a hashed script as Brotli, gzip or plain as the browser accepts, cached for a year', async () => {
    const br = await rawGet(server, '/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await rawGet(server, '/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await rawGet(server, '/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers.sourcemap).toBeUndefined();
  });

  it('sends pages compressed, with an ETag the browser revalidates', async () => {
    const page = await rawGet(server, '/login', { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    const etag = page.headers.etag!;
    expect(etag).toMatch(/^W\/"/);
    expect(brotliDecompressSync(page.body).toString()).toContain('studio');

    const again = await rawGet(server, '/dashboard', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const changed = await rawGet(server, '/login', { 'if-none-match': 'W/"other"' });
    expect(changed.status).toBe(200);
  });

  it('compresses API answers past a kilobyte, and not the small ones', async () => {
    const { accessToken } = await signIn(server, 'compress@example.com');
    const small = await rawGet(server, '/v2/user', {
      authorization: `Bearer ${accessToken}`,
      'accept-encoding': 'br',
    });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const docs = await rawGet(server, '/v2/docs/json', { 'accept-encoding': 'br' });
    expect(docs.status).toBe(200);
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(docs.body).toString())).toHaveProperty('paths');
  });

  it('keeps source maps to itself', async () => {
    expect((await rawGet(server, '/assets/app-1a2b3c.js.map')).status).toBe(404);
  });

  it('answers a missing file with 404, not with the app', async () => {
    for (const url of ['/assets/gone-123.js', '/favicon.ico', '/styles/old.css']) {
      const res = await request(server, 'GET', url);
      expect(res.status, url).toBe(404);
      expect(res.body).toEqual({ message: 'Not found', statusCode: 404 });
    }
  });

  it('tells crawlers to keep out of the studio but not out of published sites', async () => {
    const robots = await rawGet(server, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body.toString()).toBe(STUDIO_ROBOTS);
    expect(STUDIO_ROBOTS).toMatch(/^User-agent: \*\nAllow: \/p\/\nDisallow: \/\n$/);
    const site = await request(server, 'GET', '/p/4b7d2f0e-59a4-4a43-9d6b-3f0f2b1c8a55/robots.txt');
    expect(site.status).toBe(404);
  });
});

describe('with SERVE_SOURCE_MAPS', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = writeDist();
    server = await startTestServer({ env: { SERVE_SOURCE_MAPS: 'true' }, config: { webDist: dist } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the maps and names each in its script’s SourceMap header', async () => {
    const script = await rawGet(server, '/assets/app-1a2b3c.js');
    expect(script.headers.sourcemap).toBe('app-1a2b3c.js.map');
    const map = await rawGet(server, '/assets/app-1a2b3c.js.map');
    expect(map.status).toBe(200);
    expect(JSON.parse(map.body.toString())).toMatchObject({ version: 3 });
  });
});
