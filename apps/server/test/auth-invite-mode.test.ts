import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, teamInvites, teams, users } from '../src/db/schema.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { signIn } from './auth-helpers.ts';

const INVITE_ONLY = 'Already signed up for alpha, please wait for the invite.';

describe.each(databaseKinds)('SIGNUP_MODE=invite on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: kind, env: { SIGNUP_MODE: 'invite' } });
  });
  afterAll(() => server.close());

  it('refuses to mail a code to an unknown e-mail, with the alpha text', async () => {
    const since = server.smtp.mails.length;
    const res = await request(server, 'POST', '/v2/auth/login/otp/send', {
      body: { email: 'stranger@example.com' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(INVITE_ONLY);
    const codes = await server.app.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.email, 'stranger@example.com'));
    expect(codes).toHaveLength(0);
    expect(server.smtp.mails.length).toBe(since);
  });

  it('refuses a login of an unknown e-mail with the alpha text', async () => {
    const res = await request(server, 'POST', '/v2/auth/login', {
      body: { email: 'stranger@example.com', otp: '1234' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(INVITE_ONLY);
  });

  it('lets an invited e-mail sign in, and then again once the invite is accepted', async () => {
    const [team] = await server.app.db.insert(teams).values({ name: 'Alpha' }).returning();
    await server.app.db
      .insert(teamInvites)
      .values({ teamId: team!.id, email: 'Invited@Example.com', role: 'team_member' });
    const first = await signIn(server, 'invited@example.com');
    expect(first.user.email).toBe('invited@example.com');
    const again = await signIn(server, 'invited@example.com');
    expect(again.user.id).toBe(first.user.id);
  });

  it('lets an existing account sign in', async () => {
    await server.app.db.insert(users).values({ email: 'existing@example.com' });
    const { user } = await signIn(server, 'existing@example.com');
    expect(user.email).toBe('existing@example.com');
  });
});
