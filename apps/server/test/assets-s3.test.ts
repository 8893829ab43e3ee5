// The library's files in an S3-compatible bucket: the same calls, with bytes kept by a local
// S3-speaking server instead of DATA_DIR/files.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeProjectFiles } from '../src/assets/purge-files.ts';
import { createS3FileStore } from '../src/files/s3-store.ts';
import { createFileStore } from '../src/files/create-file-store.ts';
import { request, startTestServer, type TestServer } from './harness.ts';
import { download, glbBytes, newProject, pngBytes, upload } from './assets-fixtures.ts';
import { createUser, type TestUser } from './users.ts';

const BUCKET = 'vitrine-test';
const CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

describe('project library files in an S3 bucket', () => {
  let s3: S3rver;
  let s3Dir: string;
  let endpoint: string;
  let server: TestServer;
  let owner: TestUser;

  beforeAll(async () => {
    s3Dir = mkdtempSync(path.join(tmpdir(), 'vitrine-s3-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const address = await s3.run();
    endpoint = `http://127.0.0.1:${address.port}`;
    server = await startTestServer({
      env: { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', ...CREDENTIALS },
    });
    owner = await createUser(server);
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  const objectKeys = () =>
    readdirSync(path.join(s3Dir, BUCKET), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.endsWith('._S3rver_metadata.json'))
      .filter((entry) => !entry.name.endsWith('._S3rver_object.md5'))
      .map((entry) => path.relative(path.join(s3Dir, BUCKET), path.join(entry.parentPath, entry.name)));

  it('keeps uploads and thumbnails in the bucket, not on the local disk, and serves them', async () => {
    const projectId = await newProject(server, owner);
    const bytes = await glbBytes();
    const model = await upload(server, `/v2/projects/${projectId}/assets/upload`, {
      token: owner.token,
      name: 'bunny.glb',
      bytes,
    });
    expect(model.status).toBe(201);
    const image = await upload(server, `/v2/projects/${projectId}/assets/upload`, {
      token: owner.token,
      name: 'logo.png',
      bytes: await pngBytes(300, 200),
    });
    expect(image.status).toBe(201);

    const key = (url: string) => url.replace(/^\/files\//, '');
    const stored = objectKeys();
    expect(stored).toContain(`${key(model.body.url)}._S3rver_object`);
    expect(stored).toContain(`${key(image.body.thumbnail)}._S3rver_object`);
    expect(readdirSync(server.config.dataDir)).not.toContain('files');

    const served = await download(server, model.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('model/gltf-binary');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.bytes.equals(bytes)).toBe(true);
    expect((await download(server, image.body.thumbnail)).headers.get('content-type')).toBe('image/webp');

    const replaced = await upload(server, `/v2/projects/${projectId}/assets/${image.body.id}/reupload`, {
      token: owner.token,
      name: 'logo.png',
      bytes: await pngBytes(20, 20),
    });
    expect(replaced.status).toBe(200);
    // The old bytes wait for the purge.
    expect((await download(server, image.body.url)).status).toBe(200);
    expect((await download(server, replaced.body.url)).status).toBe(200);

    // A delete through the API takes both out of the library the server recorded them in.
    const deleted = await request(server, 'DELETE', `/v2/projects/${projectId}/deleteAssets`, {
      token: owner.token,
      body: { ids: [model.body.id, image.body.id] },
    });
    expect(deleted.body.deleted).toHaveLength(2);
    const purge = {
      db: server.app.db,
      store: createFileStore(server.config),
      purgeAfterMs: 0,
      isOpen: () => false,
    };
    expect((await purgeProjectFiles(purge, projectId)).purged).toHaveLength(3);
    expect((await download(server, model.body.url)).status).toBe(404);
    expect((await download(server, image.body.url)).status).toBe(404);
    expect(objectKeys()).toEqual([]);
  });

  it('reads a missing key as nothing and deletes it without an error', async () => {
    const store = createS3FileStore({
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      accessKeyId: CREDENTIALS.S3_ACCESS_KEY_ID,
      secretAccessKey: CREDENTIALS.S3_SECRET_ACCESS_KEY,
    });
    try {
      expect(await store.get(`${'b'.repeat(32)}/none.png`)).toBeNull();
      await store.delete(`${'b'.repeat(32)}/none.png`);
    } finally {
      store.close();
    }
  });
});
