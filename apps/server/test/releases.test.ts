import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { UNLIMITED_PLAN, subscribe } from './billing-fixtures.ts';
import { allowDomains, createProject, editDocument, publish } from './releases-fixtures.ts';
import { addMember, createUser, type TestUser } from './users.ts';

describe.each(databaseKinds)('releases on %s', (kind) => {
  let server: TestServer;
  let owner: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    owner = await createUser(server);
    await subscribe(server, owner, UNLIMITED_PLAN);
  });
  afterAll(() => server.close());

  it('publishes 1.0.0 first, then increments the patch, and lists the newest first', async () => {
    const id = await createProject(server, owner);
    await allowDomains(server, owner, id, ['shop.example.com']);
    const empty = await request(server, 'GET', `/v2/projects/${id}/releases`, { token: owner.token });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ items: [], nextVersion: '1.0.0' });

    const first = await publish(server, owner, id, 'First');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ version: '1.0.0', description: 'First', published: true });
    expect(Date.parse(first.body.releasedAt)).not.toBeNaN();
    expect((await publish(server, owner, id, 'Second')).body.version).toBe('1.0.1');
    expect((await publish(server, owner, id, '  Third  ')).body).toMatchObject({
      version: '1.0.2',
      description: 'Third',
    });

    const list = await request(server, 'GET', `/v2/projects/${id}/releases`, { token: owner.token });
    expect(list.body.items.map((r: { version: string }) => r.version)).toEqual(['1.0.2', '1.0.1', '1.0.0']);
    expect(list.body.items[0]).toMatchObject({ description: 'Third', releasedAt: expect.any(String) });
    expect(list.body.nextVersion).toBe('1.0.3');
  });

  it('gives two publishes at the same moment two versions', async () => {
    const id = await createProject(server, owner);
    await allowDomains(server, owner, id, ['example.com']);
    const results = await Promise.all([publish(server, owner, id, 'A'), publish(server, owner, id, 'B')]);
    expect(results.map((res) => res.status)).toEqual([201, 201]);
    expect(results.map((res) => res.body.version).sort()).toEqual(['1.0.0', '1.0.1']);
  });

  it('requires a description', async () => {
    const id = await createProject(server, owner);
    await allowDomains(server, owner, id, ['example.com']);
    for (const description of [undefined, '', '   ']) {
      const res = await publish(server, owner, id, description);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Description is required');
    }
    const wrongType = await request(server, 'POST', `/v2/projects/${id}/releases`, {
      token: owner.token,
      body: { description: 42 },
    });
    expect(wrongType.status).toBe(400);
  });

  it('refuses to publish without allowed domains', async () => {
    const id = await createProject(server, owner);
    const res = await publish(server, owner, id, 'No domains');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Domains are required for publishing');
  });

  it('unpublishes the newest release: /p/ falls back to the previous one, versions are not reused', async () => {
    const id = await createProject(server, owner);
    await allowDomains(server, owner, id, ['example.com']);
    await publish(server, owner, id, 'One');
    await publish(server, owner, id, 'Two');

    const unpublished = await request(server, 'PUT', `/v2/projects/${id}/releases`, {
      token: owner.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(unpublished.status).toBe(200);
    expect(unpublished.body).toMatchObject({ version: '1.0.1', published: false });
    expect((await request(server, 'GET', `/p/${id}/1.0.1/`)).status).toBe(404);
    const latest = await fetch(`${server.url}/p/${id}/`);
    expect(latest.status).toBe(200);
    expect(await latest.text()).toContain('"version":"1.0.0"');

    const list = await request(server, 'GET', `/v2/projects/${id}/releases`, { token: owner.token });
    expect(list.body.items.map((r: { published: boolean }) => r.published)).toEqual([false, true]);
    expect((await publish(server, owner, id, 'Three')).body.version).toBe('1.0.2');

    await request(server, 'PUT', `/v2/projects/${id}/releases`, { token: owner.token });
    await request(server, 'PUT', `/v2/projects/${id}/releases`, { token: owner.token });
    const none = await fetch(`${server.url}/p/${id}/`);
    expect(none.status).toBe(404);
    expect(await none.text()).toContain('Nothing is published here');
    const again = await request(server, 'PUT', `/v2/projects/${id}/releases`, { token: owner.token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Nothing is published');
  });

  it('keeps a release as it was when the document changes afterwards', async () => {
    const id = await createProject(server, owner, 'Before');
    await allowDomains(server, owner, id, ['example.com']);
    await editDocument(server, id, (project) => project.set('label', 'Published label'));
    await publish(server, owner, id, 'Snapshot');
    await editDocument(server, id, (project) => project.set('label', 'Edited after publishing'));

    const json = await request(server, 'GET', `/p/${id}/1.0.0/release.json`);
    expect(json.status).toBe(200);
    expect(json.body.document.label).toBe('Published label');
    expect(Object.keys(json.body.document.pages).length).toBeGreaterThan(0);

    await publish(server, owner, id, 'Next');
    const next = await request(server, 'GET', `/p/${id}/1.0.1/release.json`);
    expect(next.body.document.label).toBe('Edited after publishing');
    expect((await request(server, 'GET', `/p/${id}/1.0.0/release.json`)).body.document.label).toBe(
      'Published label',
    );
  });

  it('lets only members with the release rights publish, and hides other teams’ releases', async () => {
    const id = await createProject(server, owner);
    await allowDomains(server, owner, id, ['example.com']);
    const member = await createUser(server);
    await addMember(server, owner.personalTeamId, member.id, 'team_member');
    const editor = await createUser(server);
    await addMember(server, owner.personalTeamId, editor.id, 'team_editor');
    const stranger = await createUser(server);

    expect(
      (await request(server, 'GET', `/v2/projects/${id}/releases`, { token: member.token })).status,
    ).toBe(200);
    expect((await publish(server, member, id, 'Nope')).status).toBe(403);
    expect((await publish(server, editor, id, 'Yes')).status).toBe(201);
    expect(
      (await request(server, 'PUT', `/v2/projects/${id}/releases`, { token: member.token })).status,
    ).toBe(403);
    expect(
      (await request(server, 'GET', `/v2/projects/${id}/releases`, { token: stranger.token })).status,
    ).toBe(404);
    expect((await publish(server, stranger, id, 'Nope')).status).toBe(404);
    expect((await request(server, 'GET', `/v2/projects/${id}/releases`)).status).toBe(401);
    expect(
      (await request(server, 'GET', `/v2/projects/not-a-uuid/releases`, { token: owner.token })).status,
    ).toBe(404);
  });
});
