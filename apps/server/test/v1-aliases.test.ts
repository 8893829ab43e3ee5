// The older /v1 paths (SPEC §7) answer as their /v2 routes do: same bodies, same sign-in and team
// checks; /v1/user/projects lists what the caller created, /v1/user/teams/projects every team's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { addMember, createUser, type TestUser } from './users.ts';

describe.each(databaseKinds)('/v1 aliases on %s', (kind) => {
  let server: TestServer;
  let owner: TestUser;
  let colleague: TestUser;
  let outsider: TestUser;
  let ownProjectId: string;
  let colleagueProjectId: string;

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    owner = await createUser(server);
    colleague = await createUser(server);
    outsider = await createUser(server);
    await addMember(server, owner.personalTeamId, colleague.id, 'team_editor');
    const own = await request(server, 'POST', `/v2/teams/${owner.personalTeamId}/projects`, {
      token: owner.token,
      body: { label: 'Mine' },
    });
    ownProjectId = own.body.id;
    const theirs = await request(server, 'POST', `/v2/teams/${owner.personalTeamId}/projects`, {
      token: colleague.token,
      body: { label: 'Theirs' },
    });
    colleagueProjectId = theirs.body.id;
  });
  afterAll(() => server.close());

  it('lists and creates teams under /v1/user/teams', async () => {
    const v2 = await request(server, 'GET', '/v2/teams?page=1&limit=50', { token: owner.token });
    const v1 = await request(server, 'GET', '/v1/user/teams?page=1&limit=50', { token: owner.token });
    expect(v1.status).toBe(200);
    expect(v1.body).toEqual(v2.body);

    const created = await request(server, 'POST', '/v1/user/teams', {
      token: owner.token,
      body: { name: 'Old' },
    });
    expect(created.status).toBe(201);
    const team = await request(server, 'GET', `/v2/teams/${created.body.id}`, { token: owner.token });
    expect(team.body.name).toBe('Old');
    const bad = await request(server, 'POST', '/v1/user/teams', { token: owner.token, body: { name: '' } });
    expect(bad.status).toBe(400);
    expect(typeof bad.body.message).toBe('string');
  });

  it('answers every /v2/teams route under /v1/teams, with the same checks', async () => {
    const teamId = owner.personalTeamId;
    for (const path of [`/teams/${teamId}`, `/teams/${teamId}/members`, `/teams/${teamId}/projects`]) {
      const v2 = await request(server, 'GET', `/v2${path}`, { token: owner.token });
      const v1 = await request(server, 'GET', `/v1${path}`, { token: owner.token });
      expect([path, v1.status]).toEqual([path, 200]);
      expect(v1.body).toEqual(v2.body);
    }
    const renamed = await request(server, 'PATCH', `/v1/teams/${teamId}/projects/${ownProjectId}`, {
      token: owner.token,
      body: { label: 'Renamed through v1' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.label).toBe('Renamed through v1');

    expect((await request(server, 'GET', `/v1/teams/${teamId}`)).status).toBe(401);
    expect((await request(server, 'GET', `/v1/teams/${teamId}`, { token: outsider.token })).status).toBe(404);
    const refused = await request(server, 'DELETE', `/v1/teams/${teamId}`, { token: colleague.token });
    expect(refused.status).toBe(403);
  });

  it("lists the caller's own projects under /v1/user/projects and every team's under /v1/user/teams/projects", async () => {
    const own = await request(server, 'GET', '/v1/user/projects', { token: colleague.token });
    expect(own.status).toBe(200);
    expect(own.body.items.map((item: { id: string }) => item.id)).toEqual([colleagueProjectId]);

    const all = await request(server, 'GET', '/v1/user/teams/projects?limit=50', { token: colleague.token });
    expect(all.status).toBe(200);
    expect(all.body.items.map((item: { id: string }) => item.id).sort()).toEqual(
      [ownProjectId, colleagueProjectId].sort(),
    );
    const v2 = await request(server, 'GET', `/v2/users/${colleague.id}/projects?all=true&limit=50`, {
      token: colleague.token,
    });
    expect(all.body).toEqual(v2.body);

    expect((await request(server, 'GET', '/v1/user/projects')).status).toBe(401);
    expect((await request(server, 'GET', '/v1/user/projects?limit=0', { token: owner.token })).status).toBe(
      400,
    );
  });
});
