import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema.ts';
import { download, glbBytes, jpegBytes, pngBytes, upload } from './assets-fixtures.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { createProject } from './releases-fixtures.ts';
import { addMember, createUser, type TestUser } from './users.ts';

async function put(server: TestServer, path: string, token: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(server.url + path, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { thumbnail?: string; message?: string } };
}

describe.each(databaseKinds)('project thumbnails on %s', (kind) => {
  let server: TestServer;
  let owner: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    owner = await createUser(server);
  });
  afterAll(() => server.close());

  it('stores an uploaded PNG as the project’s thumbnail, and replaces it on PUT', async () => {
    const id = await createProject(server, owner);
    const [before] = await server.app.db.select().from(projects).where(eq(projects.id, id));
    const first = await upload(server, `/v2/projects/${id}/thumbnail`, {
      token: owner.token,
      name: 'thumbnail.png',
      bytes: await pngBytes(1920, 937),
    });
    expect(first.status).toBe(200);
    expect(first.body.thumbnail).toMatch(/^\/files\/[0-9a-f]{32}\/t\/thumbnail\.webp$/);
    const image = await download(server, first.body.thumbnail);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(image.bytes).metadata();
    expect(meta.width).toBeLessThanOrEqual(640);
    // The page's picture is kept whole, scaled into the bounds.
    expect([meta.width, meta.height]).toEqual([640, 312]);

    const [after] = await server.app.db.select().from(projects).where(eq(projects.id, id));
    expect(after!.thumbnail).toBe(first.body.thumbnail);
    expect(after!.updatedAt.getTime()).toBe(before!.updatedAt.getTime());
    const card = await request(server, 'GET', `/v2/teams/${owner.personalTeamId}/projects`, {
      token: owner.token,
    });
    expect(card.body.items.find((p: { id: string }) => p.id === id).thumbnail).toBe(first.body.thumbnail);

    const second = await put(
      server,
      `/v2/projects/${id}/thumbnail`,
      owner.token,
      await jpegBytes(),
      'thumbnail.jpg',
    );
    expect(second.status).toBe(200);
    expect(second.body.thumbnail).not.toBe(first.body.thumbnail);
    expect((await download(server, first.body.thumbnail!)).status).toBe(404);
  });

  it('refuses what is not a PNG, JPEG or WebP image, whatever its name', async () => {
    const id = await createProject(server, owner);
    const model = await upload(server, `/v2/projects/${id}/thumbnail`, {
      token: owner.token,
      name: 'thumbnail.png',
      bytes: await glbBytes(),
    });
    expect(model.status).toBe(400);
    expect(model.body.message).toBe('The thumbnail must be a PNG, JPEG or WebP image');
    const html = await upload(server, `/v2/projects/${id}/thumbnail`, {
      token: owner.token,
      name: 'thumbnail.png',
      bytes: new TextEncoder().encode('<html><script>alert(1)</script></html>'),
    });
    expect(html.status).toBe(400);
    const noFile = await request(server, 'POST', `/v2/projects/${id}/thumbnail`, {
      token: owner.token,
      body: {},
    });
    expect(noFile.status).toBe(400);
  });

  it('refuses files above the size limit', async () => {
    const id = await createProject(server, owner);
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await upload(server, `/v2/projects/${id}/thumbnail`, {
      token: owner.token,
      name: 'thumbnail.png',
      bytes: big,
    });
    expect([res.status, res.body.message]).toEqual([413, 'The thumbnail must be at most 5 MB']);
  });

  it('lets only those who may change the project set it', async () => {
    const id = await createProject(server, owner);
    const member = await createUser(server);
    await addMember(server, owner.personalTeamId, member.id, 'team_member');
    const stranger = await createUser(server);
    const bytes = await pngBytes();
    expect(
      (
        await upload(server, `/v2/projects/${id}/thumbnail`, {
          token: member.token,
          name: 'thumbnail.png',
          bytes,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await upload(server, `/v2/projects/${id}/thumbnail`, {
          token: stranger.token,
          name: 'thumbnail.png',
          bytes,
        })
      ).status,
    ).toBe(404);
    expect(
      (await upload(server, `/v2/projects/${id}/thumbnail`, { name: 'thumbnail.png', bytes })).status,
    ).toBe(401);
  });
});
