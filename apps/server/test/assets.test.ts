import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFolder, assetTreeProblems, readAssets } from '@vitrine/core';
import { files } from '../src/db/schema.ts';
import { readDocument } from '../src/documents/store.ts';
import { editDocument } from './releases-fixtures.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { download, glbBytes, jpegBytes, newProject, pngBytes, upload } from './assets-fixtures.ts';
import { addMember, createUser, type TestUser } from './users.ts';

/** Every file under DATA_DIR/files, to show a refused upload wrote nothing. */
function storedFiles(server: TestServer): string[] {
  const root = path.join(server.config.dataDir, 'files');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

describe.each(databaseKinds)('project library files on %s', (kind) => {
  let server: TestServer;
  let owner: TestUser;
  let projectId: string;
  const uploadPath = () => `/v2/projects/${projectId}/assets/upload`;

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    owner = await createUser(server);
    projectId = await newProject(server, owner);
  });
  afterAll(() => server.close());

  it('stores a GLB and serves it at an unguessable, immutable URL with its content type', async () => {
    const bytes = await glbBytes();
    const res = await upload(server, uploadPath(), { token: owner.token, name: 'Bunny model.glb', bytes });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Bunny model.glb',
      mime_type: 'model/gltf-binary',
      ext: 'glb',
      size: bytes.length,
      thumbnail: null,
      parentId: null,
    });
    expect(res.body.url).toMatch(/^\/files\/[0-9a-f]{32}\/Bunny-model\.glb$/);
    const served = await download(server, res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('model/gltf-binary');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The builder's sandboxed preview frame (an opaque origin) loads models, textures and fonts.
    expect(served.headers.get('access-control-allow-origin')).toBe('*');
    expect(served.bytes.equals(bytes)).toBe(true);
    const [row] = await server.app.db.select().from(files).where(eq(files.id, res.body.id));
    expect(row).toMatchObject({ projectId, mimeType: 'model/gltf-binary', ext: 'glb', size: bytes.length });
  });

  it('makes a thumbnail for images and echoes the parent folder', async () => {
    let folderId = '';
    await editDocument(server, projectId, (project) => {
      folderId = addFolder(project.doc!, { name: 'Woods' });
    });
    const res = await upload(server, uploadPath(), {
      token: owner.token,
      name: 'wood_map.png',
      bytes: await pngBytes(640, 480),
      parentId: folderId,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ mime_type: 'image/png', ext: 'png', parentId: folderId });
    expect(res.body.thumbnail).toMatch(/^\/files\/[0-9a-f]{32}\/t\/thumbnail\.webp$/);
    const thumbnail = await download(server, res.body.thumbnail);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect(thumbnail.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');

    const jpeg = await upload(server, uploadPath(), {
      token: owner.token,
      name: 'a.jpeg',
      bytes: await jpegBytes(),
    });
    expect(jpeg.status).toBe(201);
    expect(jpeg.body).toMatchObject({ mime_type: 'image/jpeg', ext: 'jpeg' });
    expect(jpeg.body.thumbnail).toMatch(/thumbnail\.webp$/);
  });

  it('records every upload in the library of the document, in its folder, whatever the client', async () => {
    let folderId = '';
    await editDocument(server, projectId, (project) => {
      folderId = addFolder(project.doc!, { name: 'Api uploads' });
    });
    const res = await upload(server, uploadPath(), {
      token: owner.token,
      name: 'api.png',
      bytes: await pngBytes(),
      parentId: folderId,
    });
    expect(res.status).toBe(201);
    const doc = (await readDocument(server.app.db, projectId))!;
    const asset = readAssets(doc).find((entry) => entry.id === res.body.id);
    expect(asset).toMatchObject({ name: 'api.png', url: res.body.url, parentId: folderId, ext: 'png' });
    expect(readAssets(doc).find((entry) => entry.id === folderId)!.children).toContain(res.body.id);
    expect(assetTreeProblems(doc)).toEqual([]);
    doc.destroy();
  });

  it('refuses a parentId that is not a folder of the library, and stores nothing', async () => {
    const rowCount = async () =>
      (await server.app.db.select().from(files).where(eq(files.projectId, projectId))).length;
    const before = await rowCount();
    const missing = await upload(server, uploadPath(), {
      token: owner.token,
      name: 'lost.png',
      bytes: await pngBytes(),
      parentId: 'folder-1',
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'Folder folder-1 does not exist' });
    const file = await upload(server, uploadPath(), {
      token: owner.token,
      name: 'f.png',
      bytes: await pngBytes(),
    });
    const intoFile = await upload(server, uploadPath(), {
      token: owner.token,
      name: 'under-a-file.png',
      bytes: await pngBytes(),
      parentId: file.body.id,
    });
    expect(intoFile.status).toBe(400);
    expect(intoFile.body).toMatchObject({ message: 'f.png is not a folder' });
    expect(await rowCount()).toBe(before + 1);
  });

  it('accepts glTF JSON, HDR, EXR, zip, JSON and font files detected from their content', async () => {
    const cases = [
      { name: 'scene.gltf', bytes: Buffer.from('{"asset":{"version":"2.0"}}'), mime: 'model/gltf+json' },
      {
        name: 'sky.hdr',
        bytes: Buffer.from('#?RADIANCE\nFORMAT=32-bit_rle_rgbe\n\n'),
        mime: 'image/vnd.radiance',
      },
      { name: 'sky.exr', bytes: Buffer.from([0x76, 0x2f, 0x31, 0x01, 2, 0, 0, 0]), mime: 'image/x-exr' },
      {
        name: 'scene.zip',
        bytes: Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]),
        mime: 'application/zip',
      },
      { name: 'data.json', bytes: Buffer.from('[1,2,3]'), mime: 'application/json' },
      { name: 'brand.woff2', bytes: Buffer.from([...Buffer.from('wOF2'), 0, 1, 0, 0]), mime: 'font/woff2' },
      { name: 'brand.woff', bytes: Buffer.from([...Buffer.from('wOFF'), 0, 1, 0, 0]), mime: 'font/woff' },
      { name: 'brand.ttf', bytes: Buffer.from([0, 1, 0, 0, 0, 9, 0, 0]), mime: 'font/ttf' },
      { name: 'brand.otf', bytes: Buffer.from([...Buffer.from('OTTO'), 0, 9, 0, 0]), mime: 'font/otf' },
    ];
    for (const file of cases) {
      const res = await upload(server, uploadPath(), { token: owner.token, ...file });
      expect(res.status, file.name).toBe(201);
      expect(res.body.mime_type).toBe(file.mime);
    }
  });

  it('refuses content that does not match its name, or is of no accepted type, and stores nothing', async () => {
    const before = storedFiles(server).length;
    const rows = async () =>
      (await server.app.db.select().from(files).where(eq(files.projectId, projectId))).length;
    const rowCount = await rows();

    const disguised = await upload(server, uploadPath(), {
      token: owner.token,
      name: 'photo.glb',
      bytes: await pngBytes(),
    });
    expect(disguised.status).toBe(415);
    expect(disguised.body.message).toBe(
      'The content of photo.glb is a PNG image; its name must end with .png',
    );

    const page = await upload(server, uploadPath(), {
      token: owner.token,
      name: 'evil.png',
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    expect(page.status).toBe(415);
    expect(page.body.message).toMatch(/^Unsupported file type: evil\.png\. Accepted types are \.glb, \.gltf/);

    const badGltf = await upload(server, uploadPath(), {
      token: owner.token,
      name: 'x.gltf',
      bytes: Buffer.from('{oops'),
    });
    expect(badGltf.status).toBe(415);
    const notGltf = await upload(server, uploadPath(), {
      token: owner.token,
      name: 'x.gltf',
      bytes: Buffer.from('{"a":1}'),
    });
    expect(notGltf.status).toBe(415);
    const svg = await upload(server, uploadPath(), {
      token: owner.token,
      name: 'x.svg',
      bytes: Buffer.from('<svg/>'),
    });
    expect(svg.status).toBe(415);

    expect(await rows()).toBe(rowCount);
    expect(storedFiles(server).length).toBe(before);
  });

  it('answers 400 without a file or with the file in another field', async () => {
    const noFile = await request(server, 'POST', uploadPath(), { token: owner.token, body: {} });
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe('Missing file: send the file as multipart form data field "file"');
    const wrongField = await upload(server, uploadPath(), {
      token: owner.token,
      name: 'a.png',
      bytes: await pngBytes(),
      field: 'image',
    });
    expect(wrongField.status).toBe(400);
  });

  it('lets owners, admins and editors change the library; members get 403, other teams 404', async () => {
    const bytes = await pngBytes();
    for (const role of ['team_admin', 'team_editor']) {
      const user = await createUser(server);
      await addMember(server, owner.personalTeamId, user.id, role);
      const res = await upload(server, uploadPath(), { token: user.token, name: `${role}.png`, bytes });
      expect(res.status, role).toBe(201);
    }
    const member = await createUser(server);
    await addMember(server, owner.personalTeamId, member.id, 'team_member');
    const refused = await upload(server, uploadPath(), { token: member.token, name: 'm.png', bytes });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You are not allowed to change the assets of this project');
    const memberDelete = await request(server, 'DELETE', `/v2/projects/${projectId}/deleteAssets`, {
      token: member.token,
      body: { ids: [] },
    });
    expect(memberDelete.status).toBe(403);
    expect(
      (await request(server, 'GET', `/v2/projects/${projectId}/metrics`, { token: member.token })).status,
    ).toBe(200);

    const stranger = await createUser(server);
    expect((await upload(server, uploadPath(), { token: stranger.token, name: 's.png', bytes })).status).toBe(
      404,
    );
    expect(
      (await request(server, 'GET', `/v2/projects/${projectId}/metrics`, { token: stranger.token })).status,
    ).toBe(404);
    expect((await upload(server, uploadPath(), { name: 'anon.png', bytes })).status).toBe(401);
    expect(
      (
        await upload(server, '/v2/projects/not-a-uuid/assets/upload', {
          token: owner.token,
          name: 'a.png',
          bytes,
        })
      ).status,
    ).toBe(404);
  });

  it('re-uploads a file under the same id at a new URL, keeping the old bytes for the purge', async () => {
    const first = await upload(server, uploadPath(), {
      token: owner.token,
      name: 'tex.png',
      bytes: await pngBytes(),
    });
    const replaced = await upload(server, `/v2/projects/${projectId}/assets/${first.body.id}/reupload`, {
      token: owner.token,
      name: 'tex.jpg',
      bytes: await jpegBytes(),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      id: first.body.id,
      name: 'tex.jpg',
      mime_type: 'image/jpeg',
      ext: 'jpg',
    });
    expect(replaced.body.url).not.toBe(first.body.url);
    expect(replaced.body.previousUrl).toBe(first.body.url);
    expect((await download(server, replaced.body.url)).headers.get('content-type')).toBe('image/jpeg');
    // The old URL keeps working until the purge finds nothing pointing at it (assets-purge.test.ts).
    expect((await download(server, first.body.url)).status).toBe(200);
    expect((await download(server, first.body.thumbnail)).status).toBe(200);

    const missing = await upload(server, `/v2/projects/${projectId}/assets/${crypto.randomUUID()}/reupload`, {
      token: owner.token,
      name: 'x.png',
      bytes: await pngBytes(),
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Asset not found');
  });

  it('releases files by ids in the body or the query, and counts what is left', async () => {
    const other = await newProject(server, owner, 'Metrics');
    const path = `/v2/projects/${other}/assets/upload`;
    const model = await upload(server, path, { token: owner.token, name: 'm.glb', bytes: await glbBytes() });
    const a = await upload(server, path, { token: owner.token, name: 'a.png', bytes: await pngBytes() });
    const b = await upload(server, path, { token: owner.token, name: 'b.png', bytes: await pngBytes() });

    const metrics = await request(server, 'GET', `/v2/projects/${other}/metrics`, { token: owner.token });
    expect(metrics.status).toBe(200);
    expect(metrics.body).toMatchObject({
      files: 3,
      bytes: model.body.size + a.body.size + b.body.size,
      byType: {
        glb: { files: 1, bytes: model.body.size },
        png: { files: 2, bytes: a.body.size + b.body.size },
      },
      limits: { maxFileBytes: 50 * 1024 * 1024, maxProjectBytes: 1024 * 1024 * 1024 },
    });

    const byBody = await request(server, 'DELETE', `/v2/projects/${other}/deleteAssets`, {
      token: owner.token,
      body: { ids: [a.body.id, 'a-folder-id', crypto.randomUUID()] },
    });
    expect(byBody.status).toBe(200);
    expect(byBody.body).toEqual({ deleted: [a.body.id] });
    // Released, not gone: an undo in the builder may still need the bytes.
    expect((await download(server, a.body.url)).status).toBe(200);

    const byQuery = await request(
      server,
      'DELETE',
      `/v2/projects/${other}/deleteAssets?ids=${model.body.id},${b.body.id}`,
      {
        token: owner.token,
      },
    );
    expect(byQuery.status).toBe(200);
    expect(byQuery.body.deleted.sort()).toEqual([model.body.id, b.body.id].sort());
    const after = await request(server, 'GET', `/v2/projects/${other}/metrics`, { token: owner.token });
    expect(after.body).toMatchObject({ files: 0, bytes: 0, byType: {} });

    // Files of another project are out of reach.
    const foreign = await request(server, 'DELETE', `/v2/projects/${other}/deleteAssets`, {
      token: owner.token,
      body: { ids: [first(await firstFileOf(server, projectId))] },
    });
    expect(foreign.body).toEqual({ deleted: [] });
    const invalid = await request(server, 'DELETE', `/v2/projects/${other}/deleteAssets`, {
      token: owner.token,
      body: { ids: 'nope' },
    });
    expect(invalid.status).toBe(400);
  });

  it('does not serve unknown or malformed file keys', async () => {
    expect((await download(server, `/files/${'a'.repeat(32)}/x.png`)).status).toBe(404);
    expect((await download(server, '/files/../../etc/passwd')).status).toBe(404);
    expect((await download(server, `/files/${'a'.repeat(32)}/..%2F..%2Fx`)).status).toBe(404);
  });
});

async function firstFileOf(server: TestServer, projectId: string): Promise<string[]> {
  const rows = await server.app.db.select({ id: files.id }).from(files).where(eq(files.projectId, projectId));
  return rows.map((row) => row.id);
}

function first(ids: string[]): string {
  if (!ids[0]) throw new Error('expected a file');
  return ids[0];
}

describe.each(databaseKinds)('project library limits on %s', (kind) => {
  let server: TestServer;
  let owner: TestUser;
  beforeAll(async () => {
    server = await startTestServer({
      database: kind,
      env: { ASSET_MAX_FILE_BYTES: '3000', ASSET_MAX_PROJECT_BYTES: '5000' },
    });
    owner = await createUser(server);
  });
  afterAll(() => server.close());

  it('answers 413 with a message above the per-file and per-project limits, storing nothing', async () => {
    const projectId = await newProject(server, owner);
    const uploadPath = `/v2/projects/${projectId}/assets/upload`;
    const large = Buffer.concat([Buffer.from('#?RADIANCE\n'), Buffer.alloc(4000)]);
    const tooLarge = await upload(server, uploadPath, { token: owner.token, name: 'big.hdr', bytes: large });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('File is too large: the limit is 2.9 KB per file');

    const part = Buffer.concat([Buffer.from('#?RADIANCE\n'), Buffer.alloc(2000)]);
    expect(
      (await upload(server, uploadPath, { token: owner.token, name: 'a.hdr', bytes: part })).status,
    ).toBe(201);
    expect(
      (await upload(server, uploadPath, { token: owner.token, name: 'b.hdr', bytes: part })).status,
    ).toBe(201);
    const full = await upload(server, uploadPath, { token: owner.token, name: 'c.hdr', bytes: part });
    expect(full.status).toBe(413);
    expect(full.body.message).toBe(
      'Project storage is full: 3.9 KB of 4.9 KB used. Delete assets to make room',
    );
    const rows = await server.app.db.select().from(files).where(eq(files.projectId, projectId));
    expect(rows).toHaveLength(2);
    expect(storedFiles(server)).toHaveLength(2);
  });

  it('lets only as many parallel uploads through as the project limit holds', async () => {
    const projectId = await newProject(server, owner, 'Parallel');
    const part = Buffer.concat([Buffer.from('#?RADIANCE\n'), Buffer.alloc(2000)]);
    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) =>
        upload(server, `/v2/projects/${projectId}/assets/upload`, {
          token: owner.token,
          name: `${name}.hdr`,
          bytes: part,
        }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 201, 413, 413]);
    const rows = await server.app.db.select().from(files).where(eq(files.projectId, projectId));
    expect(rows.reduce((sum, row) => sum + row.size, 0)).toBeLessThanOrEqual(5000);
  });

  it('refuses a re-upload that would pass the project limit and keeps the old file', async () => {
    const projectId = await newProject(server, owner, 'Reupload limit');
    const small = Buffer.concat([Buffer.from('#?RADIANCE\n'), Buffer.alloc(100)]);
    const part = Buffer.concat([Buffer.from('#?RADIANCE\n'), Buffer.alloc(2500)]);
    const uploadPath = `/v2/projects/${projectId}/assets/upload`;
    const first = await upload(server, uploadPath, { token: owner.token, name: 'a.hdr', bytes: small });
    expect(
      (await upload(server, uploadPath, { token: owner.token, name: 'b.hdr', bytes: part })).status,
    ).toBe(201);
    const refused = await upload(server, `/v2/projects/${projectId}/assets/${first.body.id}/reupload`, {
      token: owner.token,
      name: 'a.hdr',
      bytes: part,
    });
    expect(refused.status).toBe(413);
    expect((await download(server, first.body.url)).status).toBe(200);
  });
});
