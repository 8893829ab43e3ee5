import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { projects, projectUpdates } from '../src/db/schema.ts';
import { readDocument } from '../src/documents/store.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { addMember, createUser, type TestUser } from './users.ts';

describe.each(databaseKinds)('projects API on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: kind });
  });
  afterAll(() => server.close());

  const newProject = async (user: TestUser, label: string, teamId = user.personalTeamId) => {
    const res = await request(server, 'POST', `/v2/teams/${teamId}/projects`, {
      token: user.token,
      body: { label },
    });
    expect(res.status).toBe(201);
    return res.body as { id: string; label: string };
  };

  it('creates a project with its document in one go', async () => {
    const owner = await createUser(server);
    const created = await newProject(owner, 'Shoe configurator');
    expect(created).toMatchObject({
      label: 'Shoe configurator',
      teamId: owner.personalTeamId,
      archivedAt: null,
    });
    const doc = await readDocument(server.app.db, created.id);
    const project = doc!.getMap('project').toJSON();
    expect(project.label).toBe('Shoe configurator');
    expect(Object.keys(project.pages)).toHaveLength(1);

    const untitled = await request(server, 'POST', `/v2/teams/${owner.personalTeamId}/projects`, {
      token: owner.token,
      body: {},
    });
    expect(untitled.body.label).toBe('Untitled');
    // A name given as spaces is not silently replaced: it is refused.
    const blank = await request(server, 'POST', `/v2/teams/${owner.personalTeamId}/projects`, {
      token: owner.token,
      body: { label: ' \t ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Project name cannot be empty');
  });

  it('reads one project with its document as plain JSON', async () => {
    const owner = await createUser(server);
    const member = await createUser(server);
    await addMember(server, owner.personalTeamId, member.id, 'team_member');
    const { id } = await newProject(owner, 'Landing');
    const res = await request(server, 'GET', `/v2/projects/${id}`, { token: member.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      label: 'Landing',
      teamId: owner.personalTeamId,
      thumbnail: null,
      isPublic: false,
      allowedDomains: [],
      archivedAt: null,
      meta: { label: 'Landing', allowedDomains: [], isPublic: false },
      role: 'team_member',
      readOnly: true,
      currencies: ['INR'],
    });
    expect(new Date(res.body.updatedAt).toISOString()).toBe(res.body.updatedAt);
    expect(Object.values(res.body.pages)[0]).toMatchObject({ label: 'Page 1', deviceType: 'DESKTOP' });
    expect(res.body.config.themes).toHaveProperty('default');

    const bare = await request(server, 'GET', `/v2/projects/${id}?document=false`, { token: member.token });
    expect(bare.status).toBe(200);
    expect(bare.body).toMatchObject({ id, label: 'Landing', role: 'team_member', readOnly: true });
    expect(bare.body).not.toHaveProperty('pages');
    const bad = await request(server, 'GET', `/v2/projects/${id}?document=maybe`, { token: member.token });
    expect(bad.status).toBe(400);
  });

  it('lists a team’s projects with search, sort and pages, without archived ones', async () => {
    const owner = await createUser(server);
    const team = owner.personalTeamId;
    const ids: Record<string, string> = {};
    for (const label of ['Banana', 'apple', 'Cherry 100%', 'Apricot'])
      ids[label] = (await newProject(owner, label)).id;
    const list = (query: string) =>
      request(server, 'GET', `/v2/teams/${team}/projects${query}`, { token: owner.token }).then(
        (r) => r.body,
      );

    const newest = await list('');
    expect(newest.total).toBe(4);
    expect(newest.items.map((p: { label: string }) => p.label)).toEqual([
      'Apricot',
      'Cherry 100%',
      'apple',
      'Banana',
    ]);
    expect((await list('?sort=label&order=asc')).items.map((p: { label: string }) => p.label)).toEqual([
      'apple',
      'Apricot',
      'Banana',
      'Cherry 100%',
    ]);
    expect((await list('?sort=label:desc')).items[0].label).toBe('Cherry 100%');
    expect((await list('?sort=createdAt&order=asc')).items[0].label).toBe('Banana');
    expect((await list('?search=AP')).items.map((p: { label: string }) => p.label).sort()).toEqual([
      'Apricot',
      'apple',
    ]);
    expect((await list('?search=%25')).items.map((p: { label: string }) => p.label)).toEqual(['Cherry 100%']);
    const page = await list('?sort=label&page=2&limit=3');
    expect(page).toMatchObject({ total: 4, items: [{ label: 'Cherry 100%' }] });
    expect(
      (await request(server, 'GET', `/v2/teams/${team}/projects?sort=nope`, { token: owner.token })).status,
    ).toBe(400);

    const archived = await request(server, 'PUT', `/v2/teams/${team}/projects/${ids.Banana}/archive`, {
      token: owner.token,
    });
    expect(archived.status).toBe(200);
    expect(archived.body.archivedAt).not.toBeNull();
    expect((await list('')).total).toBe(3);
    const archive = await request(server, 'GET', `/v2/teams/${team}/projects/archive`, {
      token: owner.token,
    });
    expect(archive.body).toMatchObject({ total: 1, items: [{ id: ids.Banana }] });

    const restored = await request(server, 'PUT', `/v2/teams/${team}/projects/${ids.Banana}/restore`, {
      token: owner.token,
    });
    expect(restored.body.archivedAt).toBeNull();
    expect((await list('')).total).toBe(4);
  });

  it('renames a project, keeps the document label in step through the update log, refuses empty labels', async () => {
    const owner = await createUser(server);
    const team = owner.personalTeamId;
    const { id } = await newProject(owner, 'Before');
    const url = `/v2/teams/${team}/projects/${id}`;
    const renamed = await request(server, 'PATCH', url, { token: owner.token, body: { label: ' After ' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.label).toBe('After');
    const logged = await server.app.db.select().from(projectUpdates).where(eq(projectUpdates.projectId, id));
    expect(logged).toHaveLength(1);
    expect((await readDocument(server.app.db, id))!.getMap('project').get('label')).toBe('After');

    // A name of spaces is refused in words, and the project keeps its name (SPEC §5).
    const empty = await request(server, 'PATCH', url, { token: owner.token, body: { label: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Project name cannot be empty');
    expect((await request(server, 'GET', url, { token: owner.token })).body.label).toBe('After');
    expect((await readDocument(server.app.db, id))!.getMap('project').get('label')).toBe('After');
  });

  it('lets admins change project settings, not editors', async () => {
    const owner = await createUser(server);
    const editor = await createUser(server);
    await addMember(server, owner.personalTeamId, editor.id, 'team_editor');
    const { id } = await newProject(owner, 'Shop');
    const url = `/v2/teams/${owner.personalTeamId}/projects/${id}`;
    const body = {
      isPublic: true,
      allowedDomains: ['shop.example.com', '*.example.org', 'shop.example.com'],
    };
    expect((await request(server, 'PATCH', url, { token: editor.token, body })).status).toBe(403);
    const res = await request(server, 'PATCH', url, { token: owner.token, body });
    expect(res.body).toMatchObject({ isPublic: true, allowedDomains: ['shop.example.com', '*.example.org'] });
    const bad = await request(server, 'PATCH', url, {
      token: owner.token,
      body: { allowedDomains: ['x.com; script-src *'] },
    });
    expect(bad.status).toBe(400);
    // In the words the settings dialog shows as the entry is added (core's allowedDomainProblem).
    expect(bad.body.message).toBe(
      '“x.com; script-src *” is not a domain. Enter a domain such as example.com, or *.example.com for all of its subdomains.',
    );
    expect((await request(server, 'GET', url, { token: owner.token })).body.allowedDomains).toEqual([
      'shop.example.com',
      '*.example.org',
    ]);
  });

  it('refuses to change an archived project until it is restored', async () => {
    const owner = await createUser(server);
    const { id } = await newProject(owner, 'Old');
    const base = `/v2/teams/${owner.personalTeamId}/projects/${id}`;
    await request(server, 'PUT', `${base}/archive`, { token: owner.token });
    expect(
      (await request(server, 'PATCH', base, { token: owner.token, body: { label: 'New' } })).status,
    ).toBe(409);
  });

  it('answers 404 for another team’s project, a project under the wrong team, and malformed ids', async () => {
    const owner = await createUser(server);
    const stranger = await createUser(server);
    const { id } = await newProject(owner, 'Secret');
    const checks = [
      ['GET', `/v2/projects/${id}`, stranger],
      ['GET', `/v2/projects/not-a-uuid`, owner],
      ['GET', `/v2/projects/${'-'.repeat(36)}`, owner],
      ['GET', `/v2/teams/${owner.personalTeamId}/projects/${id}`, stranger],
      ['GET', `/v2/teams/${stranger.personalTeamId}/projects/${id}`, stranger],
      ['PUT', `/v2/teams/${stranger.personalTeamId}/projects/${id}/archive`, stranger],
      ['GET', `/v2/teams/${owner.personalTeamId}/projects/123`, owner],
      ['GET', `/v2/teams/%20/projects`, owner],
    ] as const;
    for (const [method, url, user] of checks) {
      const res = await request(server, method, url, { token: user.token });
      expect(res.status, `${method} ${url}`).toBe(404);
    }
  });

  it('lists the caller’s recent projects across teams, newest first, only for themselves', async () => {
    const user = await createUser(server);
    const other = await createUser(server);
    const shared = (
      await request(server, 'POST', '/v2/teams', { token: other.token, body: { name: 'Shared' } })
    ).body;
    await addMember(server, shared.id, user.id, 'team_editor');
    const a = await newProject(user, 'Mine');
    const b = await newProject(other, 'Theirs', shared.id);
    const hidden = await newProject(other, 'Private');
    const archived = await newProject(user, 'Gone');
    await request(server, 'PUT', `/v2/teams/${user.personalTeamId}/projects/${archived.id}/archive`, {
      token: user.token,
    });
    await server.app.db
      .update(projects)
      .set({ updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(projects.id, a.id));

    const res = await request(server, 'GET', `/v2/users/${user.id}/projects?all=true&limit=8`, {
      token: user.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.items.map((p: { id: string }) => p.id)).toEqual([a.id, b.id]);
    expect(res.body.items[1].teamName).toBe('Shared');
    expect(res.body.items.some((p: { id: string }) => p.id === hidden.id)).toBe(false);
    expect(
      (await request(server, 'GET', `/v2/users/${user.id}/projects?limit=1`, { token: user.token })).body
        .items,
    ).toHaveLength(1);
    expect(
      (await request(server, 'GET', `/v2/users/${other.id}/projects`, { token: user.token })).status,
    ).toBe(404);
  });

  it('lists public community projects and lets any signed-in user read them', async () => {
    const owner = await createUser(server);
    const reader = await createUser(server);
    const { id } = await newProject(owner, 'Open source shoe');
    await request(server, 'PATCH', `/v2/teams/${owner.personalTeamId}/projects/${id}`, {
      token: owner.token,
      body: { isPublic: true },
    });
    const community = await request(server, 'GET', '/v2/projects/community', { token: reader.token });
    expect(community.body.items).toContainEqual({
      id,
      label: 'Open source shoe',
      thumbnail: null,
      updatedAt: expect.any(String),
    });
    const read = await request(server, 'GET', `/v2/projects/${id}`, { token: reader.token });
    expect(read.body).toMatchObject({ id, role: null, readOnly: true });
  });

  it('answers 401 without a token', async () => {
    for (const url of [
      '/v2/projects/examples',
      '/v2/users/x/projects',
      '/v2/currencies',
      '/v2/notifications',
    ])
      expect((await request(server, 'GET', url)).status).toBe(401);
  });
});
