import { PROJECT_ROOT } from '@vitrine/core';
import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, projects } from '../src/db/schema.ts';
import { readDocument } from '../src/documents/store.ts';
import { download, pngBytes, upload } from './assets-fixtures.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { createProject, editDocument } from './releases-fixtures.ts';
import { addMember, createUser, type TestUser } from './users.ts';

const CONFIGURATOR = '6f1c2a3e-5b1d-4c1e-9a55-0b7e2a1f0003';

/** Polls the job the way the studio does until it is no longer pending. */
async function waitForJob(server: TestServer, user: TestUser, projectId: string, jobId: string) {
  for (;;) {
    const res = await request(server, 'GET', `/v2/projects/${projectId}/forks/${jobId}`, {
      token: user.token,
    });
    if (res.status !== 200 || res.body.status !== 'pending') return res;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function documentJson(server: TestServer, projectId: string) {
  const doc = (await readDocument(server.app.db, projectId))!;
  const json = doc.getMap(PROJECT_ROOT).toJSON();
  doc.destroy();
  return json;
}

describe.each(databaseKinds)('forks on %s', (kind) => {
  let server: TestServer;
  let user: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    user = await createUser(server);
  });
  afterAll(() => server.close());

  it('forks an example into the caller’s team: the job completes and the new project has the document', async () => {
    const start = await request(server, 'POST', `/v2/projects/${CONFIGURATOR}/fork`, {
      token: user.token,
      body: { targetTeamId: user.personalTeamId },
    });
    expect(start.status).toBe(201);
    expect(start.body).toMatchObject({ id: expect.any(String), status: 'pending' });

    const done = await waitForJob(server, user, CONFIGURATOR, start.body.id);
    expect(done.body).toMatchObject({ status: 'completed', targetProjectId: expect.any(String) });
    const forkId = done.body.targetProjectId as string;
    expect(forkId).not.toBe(CONFIGURATOR);

    const [row] = await server.app.db.select().from(projects).where(eq(projects.id, forkId));
    expect(row).toMatchObject({
      teamId: user.personalTeamId,
      isExample: false,
      isPublic: false,
      createdBy: user.id,
    });
    expect(await documentJson(server, forkId)).toEqual(await documentJson(server, CONFIGURATOR));

    const opened = await request(server, 'GET', `/v2/projects/${forkId}`, { token: user.token });
    expect(opened.status).toBe(200);
    expect(opened.body.readOnly).toBe(false);
  });

  it('copies the asset files and points the copied document at the copies', async () => {
    const owner = await createUser(server);
    const source = await createProject(server, owner, 'With assets');
    const png = await pngBytes();
    const stored = await upload(server, `/v2/projects/${source}/assets/upload`, {
      token: owner.token,
      name: 'swatch.png',
      bytes: png,
    });
    expect(stored.status).toBe(201);
    await editDocument(server, source, (project) => {
      const asset = new Y.Map<unknown>();
      for (const [key, value] of Object.entries({
        id: stored.body.id,
        name: 'swatch.png',
        type: 'FILE',
        parentId: null,
        url: stored.body.url,
        mime_type: 'image/png',
        ext: 'png',
      }))
        asset.set(key, value);
      (project.get('assets') as Y.Map<unknown>).set(stored.body.id, asset);
    });

    const start = await request(server, 'POST', `/v2/projects/${source}/fork`, {
      token: owner.token,
      body: { targetTeamId: owner.personalTeamId },
    });
    const done = await waitForJob(server, owner, source, start.body.id);
    expect(done.body.status).toBe('completed');
    const forkId = done.body.targetProjectId as string;

    const copies = await server.app.db.select().from(files).where(eq(files.projectId, forkId));
    expect(copies).toHaveLength(1);
    expect(copies[0]!.id).not.toBe(stored.body.id);
    const assets = (await documentJson(server, forkId)).assets as Record<string, { id: string; url: string }>;
    expect(Object.keys(assets)).toEqual([copies[0]!.id]);
    const copied = assets[copies[0]!.id]!;
    expect(copied.id).toBe(copies[0]!.id);
    expect(copied.url).toBe(`/files/${copies[0]!.key}`);
    expect(copied.url).not.toBe(stored.body.url);
    expect(Buffer.compare((await download(server, copied.url)).bytes, png)).toBe(0);

    // The source keeps its own file: deleting it leaves the fork's copy in place.
    await request(server, 'DELETE', `/v2/projects/${source}/deleteAssets`, {
      token: owner.token,
      body: { ids: [stored.body.id] },
    });
    expect(Buffer.compare((await download(server, copied.url)).bytes, png)).toBe(0);
  });

  it('refuses a private project to a non-member with 404, and lets its team members fork it', async () => {
    const owner = await createUser(server);
    const source = await createProject(server, owner, 'Private');
    const stranger = await createUser(server);
    const refused = await request(server, 'POST', `/v2/projects/${source}/fork`, {
      token: stranger.token,
      body: { targetTeamId: stranger.personalTeamId },
    });
    expect(refused.status).toBe(404);

    const member = await createUser(server);
    await addMember(server, owner.personalTeamId, member.id, 'team_member');
    const allowed = await request(server, 'POST', `/v2/projects/${source}/fork`, {
      token: member.token,
      body: { targetTeamId: member.personalTeamId },
    });
    expect(allowed.status).toBe(201);
    expect((await waitForJob(server, member, source, allowed.body.id)).body.status).toBe('completed');
    // Someone else's job is not theirs to read.
    const peek = await request(server, 'GET', `/v2/projects/${source}/forks/${allowed.body.id}`, {
      token: owner.token,
    });
    expect(peek.status).toBe(404);
  });

  it('lets anyone signed in fork a public community project', async () => {
    const owner = await createUser(server);
    const source = await createProject(server, owner, 'Community');
    await request(server, 'PATCH', `/v2/teams/${owner.personalTeamId}/projects/${source}`, {
      token: owner.token,
      body: { isPublic: true },
    });
    const visitor = await createUser(server);
    const start = await request(server, 'POST', `/v2/projects/${source}/fork`, {
      token: visitor.token,
      body: { targetTeamId: visitor.personalTeamId },
    });
    expect(start.status).toBe(201);
    const done = await waitForJob(server, visitor, source, start.body.id);
    expect(done.body.status).toBe('completed');
    const [row] = await server.app.db
      .select()
      .from(projects)
      .where(eq(projects.id, done.body.targetProjectId));
    expect(row).toMatchObject({ teamId: visitor.personalTeamId, label: 'Community', isPublic: false });
  });

  it('needs a target team where the caller may create projects', async () => {
    const other = await createUser(server);
    const notMine = await request(server, 'POST', `/v2/projects/${CONFIGURATOR}/fork`, {
      token: user.token,
      body: { targetTeamId: other.personalTeamId },
    });
    expect(notMine.status).toBe(404);

    await addMember(server, other.personalTeamId, user.id, 'team_member');
    const readOnly = await request(server, 'POST', `/v2/projects/${CONFIGURATOR}/fork`, {
      token: user.token,
      body: { targetTeamId: other.personalTeamId },
    });
    expect(readOnly.status).toBe(403);

    const missing = await request(server, 'POST', `/v2/projects/${CONFIGURATOR}/fork`, {
      token: user.token,
      body: {},
    });
    expect(missing.status).toBe(400);
    expect((await request(server, 'POST', `/v2/projects/${CONFIGURATOR}/fork`, { body: {} })).status).toBe(
      401,
    );
    expect(
      (await request(server, 'GET', `/v2/projects/${CONFIGURATOR}/forks/not-a-job`, { token: user.token }))
        .status,
    ).toBe(404);
  });
});
