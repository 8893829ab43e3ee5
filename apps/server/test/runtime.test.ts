import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeProjectFiles } from '../src/assets/purge-files.ts';
import { createFileStore } from '../src/files/create-file-store.ts';
import { download, pngBytes, upload } from './assets-fixtures.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { UNLIMITED_PLAN, subscribe } from './billing-fixtures.ts';
import { allowDomains, createProject, editDocument, publish } from './releases-fixtures.ts';
import { createUser, type TestUser } from './users.ts';

const RUNTIME_HTML = `<!doctype html>
<html><head><title>Runtime</title><script type="module" src="/assets/runtime.js"></script></head>
<body><div id="root"></div><script id="vitrine-release" type="application/json">null</script></body></html>`;

function directive(policy: string | null, name: string) {
  return policy
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
}

describe.each(databaseKinds)('published runtime on %s', (kind) => {
  let server: TestServer;
  let owner: TestUser;
  let webDist: string;
  let projectId: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'vitrine-web-'));
    mkdirSync(path.join(webDist, 'runtime'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Studio</title>');
    writeFileSync(path.join(webDist, 'runtime', 'index.html'), RUNTIME_HTML);
    server = await startTestServer({ database: kind, config: { webDist } });
    owner = await createUser(server);
    await subscribe(server, owner, UNLIMITED_PLAN);
    projectId = await createProject(server, owner, 'Storefront');
    await allowDomains(server, owner, projectId, [
      'shop.example.com',
      '*.partner.example',
      'https://cdn.example.org:8443',
    ]);
    expect((await publish(server, owner, projectId, 'First')).status).toBe(201);
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the latest release with the release inlined, frame-ancestors from the allowed domains and a short cache', async () => {
    const res = await fetch(`${server.url}/p/${projectId}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const policy = res.headers.get('content-security-policy');
    expect(directive(policy, 'frame-ancestors')).toBe(
      "frame-ancestors 'self' shop.example.com *.partner.example https://cdn.example.org:8443",
    );
    expect(policy?.match(/frame-ancestors/g)).toHaveLength(1);
    expect(directive(policy, 'script-src')).toContain("'self'");
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const html = await res.text();
    expect(html).toContain('<title>Page 1 · Storefront</title>');
    expect(html).toContain('<meta name="description" content="Storefront" />');
    expect(html).toContain('/assets/runtime.js');
    const inlined = /<script id="vitrine-release" type="application\/json">([\s\S]*?)<\/script>/.exec(
      html,
    )![1]!;
    const release = JSON.parse(inlined);
    expect(release).toMatchObject({ projectId, version: '1.0.0', label: 'Storefront' });
    expect(Object.keys(release.document.pages).length).toBeGreaterThan(0);
  });

  it('serves a version immutably, redirects to the trailing slash, and answers release.json', async () => {
    const res = await fetch(`${server.url}/p/${projectId}/1.0.0/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(directive(res.headers.get('content-security-policy'), 'frame-ancestors')).toContain(
      'shop.example.com',
    );

    const bare = await fetch(`${server.url}/p/${projectId}`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe(`/p/${projectId}/`);
    const bareVersion = await fetch(`${server.url}/p/${projectId}/1.0.0`, { redirect: 'manual' });
    expect(bareVersion.headers.get('location')).toBe(`/p/${projectId}/1.0.0/`);

    const json = await request(server, 'GET', `/p/${projectId}/1.0.0/release.json`);
    expect(json.status).toBe(200);
    expect(json.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(json.body.version).toBe('1.0.0');
  });

  it('shows a clear page when nothing (or not that version) is published', async () => {
    const empty = await createProject(server, owner, 'Nothing yet');
    for (const url of [`/p/${empty}/`, `/p/${projectId}/9.9.9/`, '/p/not-a-uuid/']) {
      const res = await fetch(server.url + url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('Nothing is published here');
    }
    expect((await request(server, 'GET', `/p/${projectId}/9.9.9/release.json`)).status).toBe(404);
  });

  it('keeps the release’s files after the library file is deleted', async () => {
    const id = await createProject(server, owner, 'Pictures');
    await allowDomains(server, owner, id, ['example.com']);
    const png = await pngBytes();
    const stored = await upload(server, `/v2/projects/${id}/assets/upload`, {
      token: owner.token,
      name: 'hero.png',
      bytes: png,
    });
    await editDocument(server, id, (project) => {
      const asset = new Y.Map<unknown>();
      asset.set('id', stored.body.id);
      asset.set('name', 'hero.png');
      asset.set('type', 'FILE');
      asset.set('url', stored.body.url);
      (project.get('assets') as Y.Map<unknown>).set(stored.body.id, asset);
    });
    await publish(server, owner, id, 'With a picture');
    const release = (await request(server, 'GET', `/p/${id}/1.0.0/release.json`)).body;
    const url = release.document.assets[stored.body.id].url as string;
    expect(url).toMatch(new RegExp(`^/p/${id}/1\\.0\\.0/files/[0-9a-f]{32}/hero\\.png$`));

    // The library lets the file go, and the purge removes its bytes: the release keeps its copy.
    await editDocument(server, id, (project) =>
      (project.get('assets') as Y.Map<unknown>).delete(stored.body.id),
    );
    await request(server, 'DELETE', `/v2/projects/${id}/deleteAssets`, {
      token: owner.token,
      body: { ids: [stored.body.id] },
    });
    const purged = await purgeProjectFiles(
      { db: server.app.db, store: createFileStore(server.config), purgeAfterMs: 0, isOpen: () => false },
      id,
    );
    expect(purged.purged).toEqual([stored.body.id]);
    expect((await download(server, stored.body.url)).status).toBe(404);
    const file = await download(server, url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(file.bytes, png)).toBe(0);
    // Only files of that release are served under it.
    expect((await download(server, url.replace('/1.0.0/', '/1.0.1/'))).status).toBe(404);
  });

  it('serves the embed script to other sites', async () => {
    const res = await fetch(`${server.url}/p/${projectId}/embed.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await res.text()).toContain("document.createElement('iframe')");
  });
});
