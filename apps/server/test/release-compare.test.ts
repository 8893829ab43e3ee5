// Release diff and rollback: the structural diff between two releases and between a release and the
// draft (file URLs compared by file, not by version), and a rollback that publishes an earlier
// release's content as the next version with its files, even after that release was unpublished.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { download, pngBytes, upload } from './assets-fixtures.ts';
import { UNLIMITED_PLAN, subscribe } from './billing-fixtures.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { allowDomains, createProject, editDocument, publish } from './releases-fixtures.ts';
import { addMember, createUser, type TestUser } from './users.ts';

describe.each(databaseKinds)('release diff and rollback on %s', (kind) => {
  let server: TestServer;
  let owner: TestUser;
  let member: TestUser;
  let projectId: string;
  let assetId: string;

  const compare = (from: string, to: string, user = owner) =>
    request(server, 'GET', `/v2/projects/${projectId}/releases/compare?from=${from}&to=${to}`, {
      token: user.token,
    });

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    owner = await createUser(server);
    member = await createUser(server);
    await addMember(server, owner.personalTeamId, member.id, 'team_member');
    await subscribe(server, owner, UNLIMITED_PLAN);
    projectId = await createProject(server, owner, 'Shop');
    await allowDomains(server, owner, projectId, ['shop.example.com']);
    const stored = await upload(server, `/v2/projects/${projectId}/assets/upload`, {
      token: owner.token,
      name: 'hero.png',
      bytes: await pngBytes(),
    });
    assetId = stored.body.id;
    await editDocument(server, projectId, (project) => {
      const asset = new Y.Map<unknown>();
      asset.set('id', assetId);
      asset.set('name', 'hero.png');
      asset.set('type', 'FILE');
      asset.set('url', stored.body.url);
      (project.get('assets') as Y.Map<unknown>).set(assetId, asset);
      project.set('label', 'Spring');
    });
    expect((await publish(server, owner, projectId, 'Spring')).status).toBe(201);
    await editDocument(server, projectId, (project) => project.set('label', 'Summer'));
    expect((await publish(server, owner, projectId, 'Summer')).status).toBe(201);
  });
  afterAll(() => server.close());

  it('lists what changed between two releases, not the file URLs that moved with the version', async () => {
    const res = await compare('1.0.0', '1.0.1');
    expect(res.status).toBe(200);
    expect(res.body.from).toMatchObject({ version: '1.0.0', description: 'Spring' });
    expect(res.body.to).toMatchObject({ version: '1.0.1', description: 'Summer' });
    expect(res.body.diff.project).toEqual([{ key: 'label', before: 'Spring', after: 'Summer' }]);
    expect(res.body.diff.assets).toEqual([]);
    expect(res.body.diff.total).toBe(1);
  });

  it('compares a release with the working draft', async () => {
    await editDocument(server, projectId, (project) => project.set('label', 'Autumn'));
    const res = await compare('1.0.1', 'draft');
    expect(res.status).toBe(200);
    expect(res.body.to).toEqual({ version: 'draft', releasedAt: null, description: null });
    expect(res.body.diff.project).toEqual([{ key: 'label', before: 'Summer', after: 'Autumn' }]);
    expect(res.body.diff.assets).toEqual([]);
  });

  it('refuses bad sides clearly', async () => {
    expect((await compare('1.0.0', '1.0.0')).body.message).toBe('Choose two different versions to compare');
    expect((await compare('1.0.0', 'latest')).status).toBe(400);
    const missing = await compare('1.0.0', '9.9.9');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Release 9.9.9 not found');
    expect((await compare('1.0.0', '1.0.1', member)).status).toBe(200);
    const outsider = await createUser(server);
    expect((await compare('1.0.0', '1.0.1', outsider)).status).toBe(404);
  });

  it('rolls back: the next version serves the old content and its files, saying so', async () => {
    // The old version is unpublished first: its files must still reach the rollback.
    await request(server, 'PUT', `/v2/projects/${projectId}/releases`, { token: owner.token });
    await request(server, 'PUT', `/v2/projects/${projectId}/releases`, { token: owner.token });
    const res = await request(server, 'POST', `/v2/projects/${projectId}/releases/1.0.0/rollback`, {
      token: owner.token,
      body: { description: 'summer copy had a typo' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      version: '1.0.2',
      description: 'Rollback to 1.0.0: summer copy had a typo',
      published: true,
    });
    const live = (await request(server, 'GET', `/p/${projectId}/1.0.2/release.json`)).body;
    expect(live.document.label).toBe('Spring');
    const url = live.document.assets[assetId].url as string;
    expect(url).toMatch(new RegExp(`^/p/${projectId}/1\\.0\\.2/files/`));
    expect((await download(server, url)).status).toBe(200);
    const page = await fetch(`${server.url}/p/${projectId}/`);
    expect(await page.text()).toContain('"version":"1.0.2"');

    const plain = await request(server, 'POST', `/v2/projects/${projectId}/releases/1.0.1/rollback`, {
      token: owner.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(plain.body.description).toBe('Rollback to 1.0.1');
    expect(
      (
        await request(server, 'POST', `/v2/projects/${projectId}/releases/1.0.0/rollback`, {
          token: member.token,
        })
      ).status,
    ).toBe(403);
  });
});
