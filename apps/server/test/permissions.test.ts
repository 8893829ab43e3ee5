// The authorization matrix of the teams and projects API: every endpoint × every team role, a user of
// another team, a system admin and a caller without a token. Calls that change something run on a
// fresh team each, so one cell never depends on another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import * as Y from 'yjs';
import { createProjectDoc } from '@vitrine/core';
import { notifications, projects, teamInvites, teamMembers, teams } from '../src/db/schema.ts';
import { saveNewDocument } from '../src/documents/store.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { createUser, type TestUser } from './users.ts';

const CALLERS = ['owner', 'admin', 'editor', 'member', 'outsider', 'systemAdmin', 'anonymous'] as const;
type Caller = (typeof CALLERS)[number];
type Expected = Record<Caller, number>;

interface Fixture {
  teamId: string;
  projectId: string;
  inviteId: string;
  /** A pending invitation addressed to the outsider. */
  outsiderInviteId: string;
  /** A notification of the team owner. */
  ownerNotificationId: string;
}

interface Row {
  name: string;
  method: string;
  url: (f: Fixture, caller: TestUser | undefined) => string;
  body?: () => unknown;
  /** Changes state: runs on a fresh fixture per caller. */
  mutates?: boolean;
  expected: Expected;
}

/** A team-scoped call: owner, admin, editor and member as given; others never learn the team exists. */
const inTeam = (
  owner: number,
  admin: number,
  editor: number,
  member: number,
  systemAdmin = owner,
): Expected => ({
  owner,
  admin,
  editor,
  member,
  outsider: 404,
  systemAdmin,
  anonymous: 401,
});
/** A call every signed-in user may make. */
const anyone = (status: number): Expected => ({
  owner: status,
  admin: status,
  editor: status,
  member: status,
  outsider: status,
  systemAdmin: status,
  anonymous: 401,
});

const unique = () => randomBytes(5).toString('hex');

// prettier-ignore
const ROWS: Row[] = [
  { name: 'POST /v2/teams', method: 'POST', url: () => '/v2/teams', body: () => ({ name: 'New' }), expected: anyone(201) },
  { name: 'GET /v2/teams', method: 'GET', url: () => '/v2/teams?page=1&limit=50', expected: anyone(200) },
  { name: 'GET /v2/teams/:id', method: 'GET', url: (f) => `/v2/teams/${f.teamId}`, expected: inTeam(200, 200, 200, 200) },
  { name: 'PATCH /v2/teams/:id', method: 'PATCH', url: (f) => `/v2/teams/${f.teamId}`, body: () => ({ name: 'Renamed' }), mutates: true, expected: inTeam(200, 200, 403, 403) },
  { name: 'DELETE /v2/teams/:id', method: 'DELETE', url: (f) => `/v2/teams/${f.teamId}`, mutates: true, expected: inTeam(204, 403, 403, 403) },
  { name: 'GET /v2/teams/:id/members', method: 'GET', url: (f) => `/v2/teams/${f.teamId}/members`, expected: inTeam(200, 200, 200, 200) },
  { name: 'GET /v2/teams/:id/members/:memberId', method: 'GET', url: (f) => `/v2/teams/${f.teamId}/members/${victim.id}`, expected: inTeam(200, 200, 200, 200) },
  { name: 'PATCH /v2/teams/:id/members/:memberId', method: 'PATCH', url: (f) => `/v2/teams/${f.teamId}/members/${victim.id}`, body: () => ({ role: 'team_editor' }), mutates: true, expected: inTeam(200, 200, 403, 403) },
  { name: 'DELETE /v2/teams/:id/members/:memberId', method: 'DELETE', url: (f) => `/v2/teams/${f.teamId}/members/${victim.id}`, mutates: true, expected: inTeam(204, 204, 403, 403) },
  { name: 'DELETE /v2/teams/:id/members/:self (leave)', method: 'DELETE', url: (f, me) => `/v2/teams/${f.teamId}/members/${me?.id ?? victim.id}`, mutates: true, expected: { ...inTeam(409, 204, 204, 204), systemAdmin: 404 } },
  { name: 'POST /v2/teams/:id/invite', method: 'POST', url: (f) => `/v2/teams/${f.teamId}/invite`, body: () => ({ email: `new-${unique()}@example.com`, role: 'team_member' }), mutates: true, expected: inTeam(201, 201, 403, 403) },
  { name: 'GET /v2/teams/:id/invites', method: 'GET', url: (f) => `/v2/teams/${f.teamId}/invites`, expected: inTeam(200, 200, 403, 403) },
  { name: 'DELETE /v2/teams/:id/invites/:inviteId', method: 'DELETE', url: (f) => `/v2/teams/${f.teamId}/invites/${f.inviteId}`, mutates: true, expected: inTeam(204, 204, 403, 403) },
  { name: 'POST /v2/teams/:id/invites/:inviteId/accept', method: 'POST', url: (f) => `/v2/teams/${f.teamId}/invites/${f.outsiderInviteId}/accept`, mutates: true, expected: { ...inTeam(404, 404, 404, 404), outsider: 200 } },
  { name: 'POST /v2/teams/:id/projects', method: 'POST', url: (f) => `/v2/teams/${f.teamId}/projects`, body: () => ({ label: 'P' }), mutates: true, expected: inTeam(201, 201, 201, 403) },
  { name: 'GET /v2/teams/:id/projects', method: 'GET', url: (f) => `/v2/teams/${f.teamId}/projects?search=a&sort=label&order=asc`, expected: inTeam(200, 200, 200, 200) },
  { name: 'GET /v2/teams/:id/projects/archive', method: 'GET', url: (f) => `/v2/teams/${f.teamId}/projects/archive`, expected: inTeam(200, 200, 200, 200) },
  { name: 'GET /v2/teams/:id/projects/:projectId', method: 'GET', url: (f) => `/v2/teams/${f.teamId}/projects/${f.projectId}`, expected: inTeam(200, 200, 200, 200) },
  { name: 'PATCH /v2/teams/:id/projects/:projectId {label}', method: 'PATCH', url: (f) => `/v2/teams/${f.teamId}/projects/${f.projectId}`, body: () => ({ label: 'Renamed' }), mutates: true, expected: inTeam(200, 200, 200, 403) },
  { name: 'PATCH /v2/teams/:id/projects/:projectId {isPublic, allowedDomains}', method: 'PATCH', url: (f) => `/v2/teams/${f.teamId}/projects/${f.projectId}`, body: () => ({ isPublic: true, allowedDomains: ['example.com'] }), mutates: true, expected: inTeam(200, 200, 403, 403) },
  { name: 'PUT /v2/teams/:id/projects/:projectId/archive', method: 'PUT', url: (f) => `/v2/teams/${f.teamId}/projects/${f.projectId}/archive`, mutates: true, expected: inTeam(200, 200, 200, 403) },
  { name: 'PUT /v2/teams/:id/projects/:projectId/restore', method: 'PUT', url: (f) => `/v2/teams/${f.teamId}/projects/${f.projectId}/restore`, mutates: true, expected: inTeam(200, 200, 200, 403) },
  { name: 'GET /v2/projects/:id', method: 'GET', url: (f) => `/v2/projects/${f.projectId}`, expected: inTeam(200, 200, 200, 200) },
  { name: 'GET /v2/users/:id/projects (self)', method: 'GET', url: (_f, me) => `/v2/users/${me?.id ?? victim.id}/projects?all=true&limit=8`, expected: anyone(200) },
  { name: 'GET /v2/users/:id/projects (someone else)', method: 'GET', url: () => `/v2/users/${victim.id}/projects`, expected: anyone(404) },
  { name: 'GET /v2/projects/examples', method: 'GET', url: () => '/v2/projects/examples', expected: anyone(200) },
  { name: 'GET /v2/projects/community', method: 'GET', url: () => '/v2/projects/community', expected: anyone(200) },
  { name: 'GET /v2/currencies', method: 'GET', url: () => '/v2/currencies', expected: anyone(200) },
  { name: 'GET /v2/feature-flags/definition', method: 'GET', url: () => '/v2/feature-flags/definition', expected: anyone(200) },
  { name: 'PUT /v2/feature-flags/definition', method: 'PUT', url: () => '/v2/feature-flags/definition', body: () => ({ definition: { newBuilder: { enabled: true } } }), mutates: true, expected: { ...anyone(403), systemAdmin: 200 } },
  { name: 'POST /v2/feedback', method: 'POST', url: () => '/v2/feedback', body: () => ({ message: 'Nice', page: '/' }), expected: anyone(201) },
  { name: 'GET /v2/notifications', method: 'GET', url: () => '/v2/notifications', expected: anyone(200) },
  { name: 'POST /v2/notifications/:id/read', method: 'POST', url: (f) => `/v2/notifications/${f.ownerNotificationId}/read`, mutates: true, expected: { ...anyone(404), owner: 200 } },
];

let victim: TestUser;

describe.each(databaseKinds)('authorization matrix on %s', (kind) => {
  let server: TestServer;
  const users = {} as Record<Exclude<Caller, 'anonymous'>, TestUser>;
  let shared: Fixture;

  /** A team with one member of each role (plus the victim, a member others act on) and a project. */
  async function fixture(): Promise<Fixture> {
    const db = server.app.db;
    const [team] = await db
      .insert(teams)
      .values({ name: `Team ${unique()}` })
      .returning();
    const teamId = team!.id;
    await db.insert(teamMembers).values([
      { teamId, userId: users.owner.id, role: 'team_owner' },
      { teamId, userId: users.admin.id, role: 'team_admin' },
      { teamId, userId: users.editor.id, role: 'team_editor' },
      { teamId, userId: users.member.id, role: 'team_member' },
      { teamId, userId: victim.id, role: 'team_member' },
    ]);
    const [project] = await db.insert(projects).values({ teamId, label: 'Alpha' }).returning();
    await saveNewDocument(db, project!.id, Y.encodeStateAsUpdate(createProjectDoc({ label: 'Alpha' })));
    const [invite, outsiderInvite] = await db
      .insert(teamInvites)
      .values([
        { teamId, email: `pending-${unique()}@example.com`, role: 'team_member' },
        { teamId, email: users.outsider.email, role: 'team_member' },
      ])
      .returning();
    const [note] = await db
      .insert(notifications)
      .values({ userId: users.owner.id, type: 'test', data: {} })
      .returning();
    return {
      teamId,
      projectId: project!.id,
      inviteId: invite!.id,
      outsiderInviteId: outsiderInvite!.id,
      ownerNotificationId: note!.id,
    };
  }

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    for (const caller of CALLERS) {
      if (caller === 'anonymous') continue;
      users[caller] = await createUser(server, caller === 'systemAdmin' ? { role: 'system_admin' } : {});
    }
    victim = await createUser(server);
    shared = await fixture();
  });
  afterAll(() => server.close());

  const cells = ROWS.flatMap((row) =>
    CALLERS.map((caller) => [row.name, caller, row.expected[caller], row] as const),
  );

  it('covers every row for every caller', () => {
    expect(cells).toHaveLength(ROWS.length * CALLERS.length);
  });

  it.each(cells)('%s as %s → %i', async (_name, caller, status, row) => {
    const f = row.mutates ? await fixture() : shared;
    const user = caller === 'anonymous' ? undefined : users[caller];
    const res = await request(server, row.method, row.url(f, user), {
      token: user?.token,
      body: row.body?.(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    if (status === 404 && row.url(f, user).includes(f.teamId)) {
      // A hidden team answers like a missing one: no hint that it exists.
      expect(res.body.message).toMatch(/not found/i);
    }
  });
});
