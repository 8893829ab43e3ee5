import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, teamInvites } from '../src/db/schema.ts';
import { signIn } from './auth-helpers.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { addMember, createUser } from './users.ts';

describe.each(databaseKinds)('teams API on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: kind });
  });
  afterAll(() => server.close());

  it('creates a team whose creator is the owner, and lists only the caller’s teams', async () => {
    const alice = await createUser(server, { firstName: 'Alice' });
    const bob = await createUser(server);
    const created = await request(server, 'POST', '/v2/teams', {
      token: alice.token,
      body: { name: '  Studio  ' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Studio', role: 'team_owner', personal: false });

    const list = await request(server, 'GET', '/v2/teams?page=1&limit=50', { token: alice.token });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.items.map((t: { id: string }) => t.id)).toEqual([alice.personalTeamId, created.body.id]);
    expect(list.body.items.every((t: { role: string }) => t.role === 'team_owner')).toBe(true);

    const bobs = await request(server, 'GET', '/v2/teams', { token: bob.token });
    expect(bobs.body.items.map((t: { id: string }) => t.id)).toEqual([bob.personalTeamId]);
  });

  it('pages the team list', async () => {
    const user = await createUser(server);
    for (const name of ['B', 'C', 'D'])
      await request(server, 'POST', '/v2/teams', { token: user.token, body: { name } });
    const page2 = await request(server, 'GET', '/v2/teams?page=2&limit=2', { token: user.token });
    expect(page2.body.total).toBe(4);
    expect(page2.body.items.map((t: { name: string }) => t.name)).toEqual(['C', 'D']);
    const bad = await request(server, 'GET', '/v2/teams?limit=0', { token: user.token });
    expect(bad.status).toBe(400);
  });

  it('validates the team name', async () => {
    const user = await createUser(server);
    expect(
      (await request(server, 'POST', '/v2/teams', { token: user.token, body: { name: ' ' } })).body,
    ).toEqual({
      message: 'Team name is required',
      statusCode: 400,
    });
    expect((await request(server, 'POST', '/v2/teams', { token: user.token, body: {} })).status).toBe(400);
    expect((await request(server, 'POST', '/v2/teams', { token: user.token })).status).toBe(400);
  });

  it('names personal teams after their owner, so an invitee never has two teams of one name', async () => {
    const stamp = Date.now();
    const ada = await signIn(server, `ada.${stamp}@example.com`);
    const teamsOf = async (token: string) =>
      (await request(server, 'GET', '/v2/teams', { token })).body.items as Array<{
        id: string;
        name: string;
        personal: boolean;
      }>;
    const [adaTeam] = await teamsOf(ada.accessToken);
    expect(adaTeam).toMatchObject({ name: `ada.${stamp}'s team`, personal: true });
    // A first name renames the team that still bears the stand-in name...
    await request(server, 'PATCH', '/v2/user', { token: ada.accessToken, body: { firstName: 'Ada' } });
    expect((await teamsOf(ada.accessToken))[0]!.name).toBe("Ada's team");

    const invitee = `grace.${stamp}@example.com`;
    const invite = await request(server, 'POST', `/v2/teams/${adaTeam!.id}/invite`, {
      token: ada.accessToken,
      body: { email: invitee, role: 'team_editor' },
    });
    expect(invite.status).toBe(201);
    const grace = await signIn(server, invitee);
    const names = (await teamsOf(grace.accessToken)).map((team) => team.name);
    expect(names).toEqual([`grace.${stamp}'s team`, "Ada's team"]);

    // ...but a name the owner chose stays theirs.
    await request(server, 'PATCH', `/v2/teams/${adaTeam!.id}`, {
      token: ada.accessToken,
      body: { name: 'Studio Ada' },
    });
    await request(server, 'PATCH', '/v2/user', { token: ada.accessToken, body: { firstName: 'Augusta' } });
    expect((await teamsOf(ada.accessToken))[0]!.name).toBe('Studio Ada');
  });

  it('renames and deletes a team; a personal team cannot be deleted', async () => {
    const owner = await createUser(server);
    const team = (await request(server, 'POST', '/v2/teams', { token: owner.token, body: { name: 'Old' } }))
      .body;
    const renamed = await request(server, 'PATCH', `/v2/teams/${team.id}`, {
      token: owner.token,
      body: { name: 'New' },
    });
    expect(renamed.body).toMatchObject({ id: team.id, name: 'New', role: 'team_owner' });
    expect((await request(server, 'GET', `/v2/teams/${team.id}`, { token: owner.token })).body.name).toBe(
      'New',
    );

    const personal = await request(server, 'DELETE', `/v2/teams/${owner.personalTeamId}`, {
      token: owner.token,
    });
    expect(personal.status).toBe(400);
    expect(personal.body.message).toBe('A personal team cannot be deleted');

    expect((await request(server, 'DELETE', `/v2/teams/${team.id}`, { token: owner.token })).status).toBe(
      204,
    );
    expect((await request(server, 'GET', `/v2/teams/${team.id}`, { token: owner.token })).status).toBe(404);
  });

  it('answers 404 for other teams and malformed ids, 401 without a token', async () => {
    const owner = await createUser(server);
    const stranger = await createUser(server);
    for (const id of [owner.personalTeamId, 'not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      const res = await request(server, 'GET', `/v2/teams/${id}`, { token: stranger.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Team not found', statusCode: 404 });
    }
    expect((await request(server, 'GET', '/v2/teams')).status).toBe(401);
  });

  it('lets a system admin see any team', async () => {
    const owner = await createUser(server);
    const admin = await createUser(server, { role: 'system_admin' });
    const res = await request(server, 'GET', `/v2/teams/${owner.personalTeamId}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.role).toBeNull();
  });

  describe('members', () => {
    it('lists members with names and roles, and shows one member', async () => {
      const owner = await createUser(server, { firstName: 'Olga', lastName: 'Owner' });
      const editor = await createUser(server, { firstName: 'Ed' });
      await addMember(server, owner.personalTeamId, editor.id, 'team_editor');
      const list = await request(server, 'GET', `/v2/teams/${owner.personalTeamId}/members`, {
        token: editor.token,
      });
      expect(list.status).toBe(200);
      expect(list.body.items).toEqual([
        expect.objectContaining({
          id: owner.id,
          email: owner.email,
          firstName: 'Olga',
          lastName: 'Owner',
          role: 'team_owner',
        }),
        expect.objectContaining({ id: editor.id, email: editor.email, firstName: 'Ed', role: 'team_editor' }),
      ]);
      const one = await request(server, 'GET', `/v2/teams/${owner.personalTeamId}/members/${editor.id}`, {
        token: owner.token,
      });
      expect(one.body).toMatchObject({ id: editor.id, role: 'team_editor' });
      for (const memberId of ['nope', owner.personalTeamId])
        expect(
          (
            await request(server, 'GET', `/v2/teams/${owner.personalTeamId}/members/${memberId}`, {
              token: owner.token,
            })
          ).status,
        ).toBe(404);
    });

    it('lets admins set roles below owner only, and keeps the last owner', async () => {
      const owner = await createUser(server);
      const admin = await createUser(server);
      const member = await createUser(server);
      const team = owner.personalTeamId;
      await addMember(server, team, admin.id, 'team_admin');
      await addMember(server, team, member.id, 'team_member');
      const url = (id: string) => `/v2/teams/${team}/members/${id}`;

      const promoted = await request(server, 'PATCH', url(member.id), {
        token: admin.token,
        body: { role: 'team_editor' },
      });
      expect(promoted.body).toMatchObject({ id: member.id, role: 'team_editor' });
      expect(
        (await request(server, 'PATCH', url(member.id), { token: admin.token, body: { role: 'team_owner' } }))
          .status,
      ).toBe(403);
      expect(
        (await request(server, 'PATCH', url(owner.id), { token: admin.token, body: { role: 'team_member' } }))
          .status,
      ).toBe(403);
      expect(
        (await request(server, 'PATCH', url(member.id), { token: admin.token, body: { role: 'boss' } }))
          .status,
      ).toBe(400);

      const lastOwner = await request(server, 'PATCH', url(owner.id), {
        token: owner.token,
        body: { role: 'team_admin' },
      });
      expect(lastOwner.status).toBe(409);
      expect(lastOwner.body.message).toBe('A team needs at least one owner');
      const leaving = await request(server, 'DELETE', url(owner.id), { token: owner.token });
      expect(leaving.status).toBe(409);
      expect(leaving.body.message).toBe(
        'You are the only owner of this team: make another member an owner before you leave',
      );

      // With a second owner the first may step down.
      expect(
        (await request(server, 'PATCH', url(admin.id), { token: owner.token, body: { role: 'team_owner' } }))
          .status,
      ).toBe(200);
      expect(
        (await request(server, 'PATCH', url(owner.id), { token: owner.token, body: { role: 'team_admin' } }))
          .body.role,
      ).toBe('team_admin');
    });

    it('lets a member leave and admins remove members below owner', async () => {
      const owner = await createUser(server);
      const admin = await createUser(server);
      const editor = await createUser(server);
      const member = await createUser(server);
      const team = owner.personalTeamId;
      await addMember(server, team, admin.id, 'team_admin');
      await addMember(server, team, editor.id, 'team_editor');
      await addMember(server, team, member.id, 'team_member');
      const url = (id: string) => `/v2/teams/${team}/members/${id}`;

      expect((await request(server, 'DELETE', url(editor.id), { token: member.token })).status).toBe(403);
      expect((await request(server, 'DELETE', url(member.id), { token: member.token })).status).toBe(204);
      expect((await request(server, 'GET', `/v2/teams/${team}`, { token: member.token })).status).toBe(404);
      expect((await request(server, 'DELETE', url(owner.id), { token: admin.token })).status).toBe(403);
      expect((await request(server, 'DELETE', url(editor.id), { token: admin.token })).status).toBe(204);
      expect((await request(server, 'DELETE', url(admin.id), { token: owner.token })).status).toBe(204);
      const left = await request(server, 'GET', `/v2/teams/${team}/members`, { token: owner.token });
      expect(left.body.items.map((m: { id: string }) => m.id)).toEqual([owner.id]);
    });
  });

  describe('invitations', () => {
    it('mails an invitation link naming Vitrine and the team, and notifies an existing user', async () => {
      const owner = await createUser(server);
      const team = (
        await request(server, 'POST', '/v2/teams', { token: owner.token, body: { name: 'Acme' } })
      ).body;
      const invitee = await createUser(server);
      const since = server.smtp.mails.length;
      const res = await request(server, 'POST', `/v2/teams/${team.id}/invite`, {
        token: owner.token,
        body: { email: invitee.email.toUpperCase(), role: 'team_editor' },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ teamId: team.id, email: invitee.email, role: 'team_editor' });

      const mail = await server.smtp.waitForMail(invitee.email, since);
      expect(mail.subject).toContain('Vitrine');
      expect(mail.subject).toContain('Acme');
      expect(mail.text).toContain(`${server.config.publicUrl}/login?invite=${res.body.id}`);

      const bell = await request(server, 'GET', '/v2/notifications', { token: invitee.token });
      expect(bell.body.items).toHaveLength(1);
      expect(bell.body.items[0]).toMatchObject({
        type: 'team_invite',
        readAt: null,
        data: { inviteId: res.body.id, teamId: team.id, teamName: 'Acme', role: 'team_editor' },
      });
    });

    it('refreshes a pending invitation instead of adding another', async () => {
      const owner = await createUser(server);
      const email = `new-${Date.now()}@example.com`;
      const url = `/v2/teams/${owner.personalTeamId}/invite`;
      const first = await request(server, 'POST', url, {
        token: owner.token,
        body: { email, role: 'team_member' },
      });
      const second = await request(server, 'POST', url, {
        token: owner.token,
        body: { email, role: 'team_admin' },
      });
      expect(second.body.id).toBe(first.body.id);
      expect(second.body.role).toBe('team_admin');
      expect(Date.parse(second.body.createdAt)).toBeGreaterThanOrEqual(Date.parse(first.body.createdAt));
      const rows = await server.app.db.select().from(teamInvites).where(eq(teamInvites.email, email));
      expect(rows).toHaveLength(1);
      const list = await request(server, 'GET', `/v2/teams/${owner.personalTeamId}/invites`, {
        token: owner.token,
      });
      expect(list.body.items.map((i: { email: string }) => i.email)).toEqual([email]);
    });

    it('refuses to invite a member (409), bad e-mails (400) and roles above the inviter (403)', async () => {
      const owner = await createUser(server);
      const admin = await createUser(server);
      await addMember(server, owner.personalTeamId, admin.id, 'team_admin');
      const url = `/v2/teams/${owner.personalTeamId}/invite`;
      const again = await request(server, 'POST', url, {
        token: owner.token,
        body: { email: admin.email, role: 'team_member' },
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This user is already a member of the team');
      expect(
        (
          await request(server, 'POST', url, {
            token: owner.token,
            body: { email: 'nope', role: 'team_member' },
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await request(server, 'POST', url, {
            token: admin.token,
            body: { email: 'x@example.com', role: 'team_owner' },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await request(server, 'POST', url, {
            token: admin.token,
            body: { email: 'x@example.com', role: 'team_admin' },
          })
        ).status,
      ).toBe(201);
    });

    it('caps invitations per user at 100 an hour', async () => {
      const owner = await createUser(server);
      const url = `/v2/teams/${owner.personalTeamId}/invite`;
      // Inviting oneself is refused (409) without a mail, and still counts.
      const body = { email: owner.email, role: 'team_member' };
      for (let i = 0; i < 100; i++)
        expect((await request(server, 'POST', url, { token: owner.token, body })).status).toBe(409);
      const capped = await request(server, 'POST', url, { token: owner.token, body });
      expect(capped).toMatchObject({
        status: 429,
        body: { message: 'Too many invitations, please try again later' },
      });
      const other = await createUser(server);
      const fine = await request(server, 'POST', `/v2/teams/${other.personalTeamId}/invite`, {
        token: other.token,
        body: { email: other.email, role: 'team_member' },
      });
      expect(fine.status).toBe(409);
    });

    it('revokes an invitation and lets the invitee accept one', async () => {
      const owner = await createUser(server);
      const invitee = await createUser(server);
      const stranger = await createUser(server);
      const team = owner.personalTeamId;
      const invite = (
        await request(server, 'POST', `/v2/teams/${team}/invite`, {
          token: owner.token,
          body: { email: invitee.email, role: 'team_editor' },
        })
      ).body;
      const accept = `/v2/teams/${team}/invites/${invite.id}/accept`;
      expect((await request(server, 'POST', accept, { token: stranger.token })).status).toBe(404);
      const accepted = await request(server, 'POST', accept, { token: invitee.token });
      expect(accepted.status).toBe(200);
      expect(accepted.body).toMatchObject({ id: team, role: 'team_editor' });
      expect((await request(server, 'POST', accept, { token: invitee.token })).status).toBe(404);
      const unread = await server.app.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, invitee.id));
      expect(unread.every((n) => n.readAt)).toBe(true);

      const other = (
        await request(server, 'POST', `/v2/teams/${team}/invite`, {
          token: owner.token,
          body: { email: 'gone@example.com' },
        })
      ).body;
      expect(other.role).toBe('team_member');
      expect(
        (await request(server, 'DELETE', `/v2/teams/${team}/invites/${other.id}`, { token: owner.token }))
          .status,
      ).toBe(204);
      expect(
        (await request(server, 'DELETE', `/v2/teams/${team}/invites/${other.id}`, { token: owner.token }))
          .status,
      ).toBe(404);
    });
  });
});
