import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, teamInvites, teamMembers, teams, users } from '../src/db/schema.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { sendCode, signIn, wrongCode } from './auth-helpers.ts';

describe.each(databaseKinds)('sign-in by e-mail code on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: kind });
  });
  afterAll(() => server.close());

  const login = (email: string, otp: string) =>
    request(server, 'POST', '/v2/auth/login', { body: { email, otp } });

  it('mails a 4-digit code and signs in with it', async () => {
    const since = server.smtp.mails.length;
    const sent = await request(server, 'POST', '/v2/auth/login/otp/send', {
      body: { email: 'happy@example.com' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('OTP Sent to happy@example.com');
    const mail = await server.smtp.waitForMail('happy@example.com', since);
    expect(mail.subject).toContain('Vitrine');
    const otp = await server.smtp.codeFor('happy@example.com', since);
    expect(otp).toMatch(/^\d{4}$/);

    const res = await login('happy@example.com', otp);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      email: 'happy@example.com',
      firstName: null,
      lastName: null,
      phone: null,
      organisation: null,
      profilePicture: null,
    });
    const accessToken = res.headers.get('x-access-token')!;
    expect(res.headers.get('x-refresh-token')).toBeTruthy();
    expect(res.headers.get('access-control-expose-headers')).toContain('x-access-token');
    expect(res.headers.get('access-control-expose-headers')).toContain('x-refresh-token');
    const claims = await server.app.tokens.verify(accessToken);
    expect(claims).toMatchObject({ sub: res.body.id, email: 'happy@example.com' });
    expect(claims!.exp - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(15 * 60);

    const me = await request(server, 'GET', '/v2/user', { token: accessToken });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('happy@example.com');
  });

  it('stores codes hashed and uses each code once', async () => {
    const otp = await sendCode(server, 'once@example.com');
    const [row] = await server.app.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.email, 'once@example.com'));
    expect(row!.codeHash).not.toContain(otp);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await login('once@example.com', otp)).status).toBe(200);
    expect((await login('once@example.com', otp)).status).toBe(401);
  });

  it('normalises e-mails: one account whatever the case and spaces', async () => {
    const first = await signIn(server, 'Mixed.Case@Example.com');
    expect(first.user.email).toBe('mixed.case@example.com');
    const otp = await sendCode(server, '  MIXED.case@example.COM ');
    const again = await login('mixed.case@EXAMPLE.com', otp);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.user.id);
  });

  it('refuses a wrong code with 401', async () => {
    const otp = await sendCode(server, 'wrong@example.com');
    const res = await login('wrong@example.com', wrongCode(otp));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('OTP Mismatch, try again!');
    expect(res.headers.get('x-access-token')).toBeNull();
    // A wrong guess does not spend the right code.
    expect((await login('wrong@example.com', otp)).status).toBe(200);
  });

  it('refuses a code for an address no code was sent to', async () => {
    const res = await login('never-sent@example.com', '1234');
    expect(res.status).toBe(401);
  });

  it('kills the code after 5 wrong attempts, the right one included, until a new one is sent', async () => {
    const email = 'lockout@example.com';
    const otp = await sendCode(server, email);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login(email, wrongCode(otp))).status).toBe(401);
    }
    const locked = await login(email, otp);
    expect(locked.status).toBe(401);
    expect(locked.body.message).toBe('Too many wrong attempts, please request a new OTP');

    // The resend cooldown has passed (moved back in the database), so a new code can be sent.
    await server.app.db
      .update(oneTimeCodes)
      .set({ sentAt: new Date(Date.now() - 31_000) })
      .where(eq(oneTimeCodes.email, email));
    const fresh = await sendCode(server, email);
    expect((await login(email, fresh)).status).toBe(200);
  });

  it('counts parallel guesses too: no more than 5 per code', async () => {
    const email = 'parallel@example.com';
    const otp = await sendCode(server, email);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        login(email, ((Number(otp) + 1 + i) % 10_000).toString().padStart(4, '0')),
      ),
    );
    expect(guesses.every((res) => res.status === 401)).toBe(true);
    expect((await login(email, otp)).status).toBe(401);
  });

  it('accepts the right code on the fifth attempt', async () => {
    const email = 'fifth@example.com';
    const otp = await sendCode(server, email);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login(email, wrongCode(otp))).status).toBe(401);
    }
    expect((await login(email, otp)).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const email = 'expired@example.com';
    const otp = await sendCode(server, email);
    await server.app.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.email, email));
    const res = await login(email, otp);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('OTP expired, please request a new one');
  });

  it('sets codes to expire 10 minutes after sending', async () => {
    const before = Date.now();
    await sendCode(server, 'ttl@example.com');
    const [row] = await server.app.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.email, 'ttl@example.com'));
    const ttl = row!.expiresAt.getTime() - row!.sentAt.getTime();
    expect(ttl).toBe(10 * 60 * 1000);
    expect(row!.sentAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('answers a resend within 30 s with 429 and the seconds left; a later send kills the old code', async () => {
    const email = 'cooldown@example.com';
    const first = await sendCode(server, email);
    const res = await request(server, 'POST', '/v2/auth/login/otp/send', { body: { email } });
    expect(res.status).toBe(429);
    const seconds = Number(/(\d+) seconds?/.exec(res.body.message)?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(30);
    expect(res.body.message).toBe(`Please wait ${seconds} seconds before requesting a new OTP`);
    expect(Number(res.headers.get('retry-after'))).toBe(seconds);

    await server.app.db
      .update(oneTimeCodes)
      .set({ sentAt: new Date(Date.now() - 31_000) })
      .where(eq(oneTimeCodes.email, email));
    let second = await sendCode(server, email);
    // Two sends may draw the same 4 digits; draw until they differ to test that the old one died.
    while (second === first) {
      await server.app.db
        .update(oneTimeCodes)
        .set({ sentAt: new Date(Date.now() - 31_000) })
        .where(eq(oneTimeCodes.email, email));
      second = await sendCode(server, email);
    }
    expect((await login(email, first)).status).toBe(401);
    expect((await login(email, second)).status).toBe(200);
  });

  it('creates the user with a personal team owned by them at the first sign-in only', async () => {
    const { user } = await signIn(server, 'first@example.com');
    const owned = await server.app.db
      .select({ teamId: teams.id, personal: teams.personal, role: teamMembers.role })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(eq(teamMembers.userId, user.id));
    expect(owned).toEqual([{ teamId: expect.any(String), personal: true, role: 'team_owner' }]);

    await signIn(server, 'first@example.com');
    const after = await server.app.db.select().from(teamMembers).where(eq(teamMembers.userId, user.id));
    expect(after).toHaveLength(1);
  });

  it('accepts pending team invites of the e-mail at sign-in', async () => {
    const owner = await signIn(server, 'owner@example.com');
    const [team] = await server.app.db.insert(teams).values({ name: 'Studio' }).returning();
    const [invite] = await server.app.db
      .insert(teamInvites)
      .values({
        teamId: team!.id,
        email: 'invitee@example.com',
        role: 'team_editor',
        invitedBy: owner.user.id,
      })
      .returning();

    const { user } = await signIn(server, 'Invitee@example.com');
    const [membership] = await server.app.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, team!.id), eq(teamMembers.userId, user.id)));
    expect(membership?.role).toBe('team_editor');
    const [accepted] = await server.app.db.select().from(teamInvites).where(eq(teamInvites.id, invite!.id));
    expect(accepted!.acceptedAt).toBeInstanceOf(Date);
  });

  it('keeps an existing membership when an invite to the same team is accepted', async () => {
    const { user } = await signIn(server, 'member@example.com');
    const [team] = await server.app.db.insert(teams).values({ name: 'Agency' }).returning();
    await server.app.db.insert(teamMembers).values({ teamId: team!.id, userId: user.id, role: 'team_admin' });
    await server.app.db
      .insert(teamInvites)
      .values({ teamId: team!.id, email: 'member@example.com', role: 'team_member' });
    await signIn(server, 'member@example.com');
    const [membership] = await server.app.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, team!.id), eq(teamMembers.userId, user.id)));
    expect(membership!.role).toBe('team_admin');
    const pending = await server.app.db
      .select()
      .from(teamInvites)
      .where(eq(teamInvites.email, 'member@example.com'));
    expect(pending.every((row) => row.acceptedAt)).toBe(true);
  });

  it('creates exactly one user row per e-mail', async () => {
    const rows = await server.app.db.select().from(users).where(eq(users.email, 'happy@example.com'));
    expect(rows).toHaveLength(1);
  });
});
