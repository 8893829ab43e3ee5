// The performance budget's server side: file sizes of a project and the bundle sizes of the
// published runtime, and compressing a library image (WebP, at most 2048 px) and a GLB model
// (glTF-Transform: WebP textures, meshopt or Draco meshes) under a new URL.
import { Document, NodeIO } from '@gltf-transform/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, upload } from './assets-fixtures.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { createProject } from './releases-fixtures.ts';
import { addMember, createUser, type TestUser } from './users.ts';

/** A 4096² PNG with detail (a pattern, not a flat colour that would compress to nothing anyway). */
async function largePng(): Promise<Buffer> {
  const size = 4096;
  const pixels = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1) {
      const offset = (y * size + x) * 3;
      pixels[offset] = (x * 7) & 255;
      pixels[offset + 1] = (y * 3) & 255;
      pixels[offset + 2] = ((x ^ y) * 5) & 255;
    }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

/** An uncompressed GLB: one dense grid mesh. */
async function denseGlb(): Promise<Buffer> {
  const document = new Document();
  const buffer = document.createBuffer();
  const segments = 120;
  const positions: number[] = [];
  const indices: number[] = [];
  for (let y = 0; y <= segments; y += 1)
    for (let x = 0; x <= segments; x += 1) positions.push(x / segments, Math.sin(x / 7) * 0.1, y / segments);
  for (let y = 0; y < segments; y += 1)
    for (let x = 0; x < segments; x += 1) {
      const a = y * (segments + 1) + x;
      indices.push(a, a + 1, a + segments + 1, a + 1, a + segments + 2, a + segments + 1);
    }
  const primitive = document
    .createPrimitive()
    .setAttribute(
      'POSITION',
      document.createAccessor().setType('VEC3').setArray(new Float32Array(positions)).setBuffer(buffer),
    )
    .setIndices(
      document.createAccessor().setType('SCALAR').setArray(new Uint32Array(indices)).setBuffer(buffer),
    )
    .setMaterial(document.createMaterial('Cloth'));
  const mesh = document.createMesh('Grid').addPrimitive(primitive);
  document.createScene().addChild(document.createNode('Grid').setMesh(mesh));
  return Buffer.from(await new NodeIO().writeBinary(document));
}

describe.each(databaseKinds)('performance budget on %s', (kind) => {
  let server: TestServer;
  let owner: TestUser;
  let member: TestUser;
  let projectId: string;

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    owner = await createUser(server);
    member = await createUser(server);
    await addMember(server, owner.personalTeamId, member.id, 'team_member');
    projectId = await createProject(server, owner, 'Budget');
  });
  afterAll(() => server.close());

  const compress = (assetId: string, body: unknown = {}, user = owner) =>
    request(server, 'POST', `/v2/projects/${projectId}/assets/${assetId}/compress`, {
      token: user.token,
      body,
    });

  it('compresses a large texture to WebP of at most 2048 px under a new URL', async () => {
    const png = await largePng();
    const stored = await upload(server, `/v2/projects/${projectId}/assets/upload`, {
      token: owner.token,
      name: 'fabric.png',
      bytes: png,
    });
    expect(stored.status).toBe(201);
    const res = await compress(stored.body.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: stored.body.id,
      name: 'fabric.webp',
      mime_type: 'image/webp',
      before: png.length,
    });
    expect(res.body.url).not.toBe(stored.body.url);
    expect(res.body.after).toBeLessThan(png.length);
    const file = await download(server, res.body.url);
    const meta = await sharp(file.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 2048, 2048]);

    const budget = await request(server, 'GET', `/v2/projects/${projectId}/budget`, { token: member.token });
    expect(budget.status).toBe(200);
    expect(budget.body.files).toContainEqual(
      expect.objectContaining({ id: stored.body.id, url: res.body.url, size: res.body.after }),
    );
    // The file was replaced: the original is no second row of the library (its bytes wait for the purge).
    const named = (budget.body.files as Array<{ name: string; url: string }>).filter((file) =>
      file.name.startsWith('fabric.'),
    );
    expect(named.map((file) => file.url)).toEqual([res.body.url]);
    const metrics = await request(server, 'GET', `/v2/projects/${projectId}/metrics`, { token: owner.token });
    expect(metrics.body.byType.png).toBeUndefined();
    expect(metrics.body.byType.webp).toEqual({ files: 1, bytes: res.body.after });
    expect(budget.body.bundle).toEqual(expect.objectContaining({ runtimeBytes: expect.any(Number) }));
  });

  it('compresses a GLB with meshopt, and refuses what would not get smaller', async () => {
    const glb = await denseGlb();
    const stored = await upload(server, `/v2/projects/${projectId}/assets/upload`, {
      token: owner.token,
      name: 'grid.glb',
      bytes: glb,
    });
    const res = await compress(stored.body.id, { mesh: 'meshopt' });
    expect(res.status).toBe(200);
    expect(res.body.after).toBeLessThan(glb.length);
    const compressed = await download(server, res.body.url);
    const json = JSON.parse(compressed.bytes.toString('utf8', 20, 20 + compressed.bytes.readUInt32LE(12)));
    expect(json.extensionsUsed).toContain('EXT_meshopt_compression');

    const again = await compress(stored.body.id, { mesh: 'meshopt' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This file is already as small as compression makes it');
  });

  it('refuses other files, bad options and readers', async () => {
    const stored = await upload(server, `/v2/projects/${projectId}/assets/upload`, {
      token: owner.token,
      name: 'notes.json',
      bytes: Buffer.from('{"a":1}'),
    });
    const other = await compress(stored.body.id);
    expect([400, 404]).toContain(other.status);
    expect((await compress(stored.body.id, { maxTextureSize: 10 })).status).toBe(400);
    expect((await compress(stored.body.id, {}, member)).status).toBe(403);
  });
});
