// Signing out ends the session: the access tokens of a session stop working the moment it is revoked,
// on REST and on the collaboration socket (open sockets close within a second), one session at a
// time or every session of the user at once. Personal access tokens are no sessions and live on.
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CloseCode } from '@vitrine/collab/protocol';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { signIn, type SignedIn } from './auth-helpers.ts';
import { createFixture, openProvider, waitFor, type Fixture } from './collab-fixtures.ts';

describe.each(databaseKinds)('sessions on %s', (kind) => {
  let server: TestServer;
  const cleanups: Array<() => void> = [];
  beforeAll(async () => {
    server = await startTestServer({ database: kind });
  });
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));
  afterAll(() => server.close());

  const me = (token: string) => request(server, 'GET', '/v2/user', { token });
  const refresh = (refreshToken: string) =>
    request(server, 'POST', '/v2/auth/token/refresh', { headers: { 'x-refresh-token': refreshToken } });
  const logout = (headers: Record<string, string>) => request(server, 'POST', '/v2/auth/logout', { headers });
  const logoutAll = (token: string) => request(server, 'POST', '/v2/auth/logout/all', { token });

  /** A socket on the fixture's project with the close codes it received, in order. */
  function socket(fixture: Fixture, token: string) {
    const client = openProvider(server.url, fixture.projectId, token);
    cleanups.push(() => client.provider.destroy());
    const closes: number[] = [];
    client.provider.on('connection-close', (event) => event && closes.push(event.code));
    return { ...client, closes };
  }

  /** Signs a fixture person in through the sign-in flow: a session of their own. */
  const signInAs = (person: { email: string }) => signIn(server, person.email);

  it('names its session in every access token: sign-in and refresh alike', async () => {
    const fixture = await createFixture(server.app.db);
    const session = await signInAs(fixture.owner);
    const signed = await server.app.tokens.verify(session.accessToken);
    expect(signed?.sid).toEqual(expect.any(String));
    const refreshed = await refresh(session.refreshToken);
    const next = await server.app.tokens.verify(refreshed.headers.get('x-access-token')!);
    expect(next?.sid).toBe(signed?.sid);
  });

  it('refuses an access token that names no session, as an expired one (the client refreshes it)', async () => {
    const fixture = await createFixture(server.app.db);
    const key = new TextEncoder().encode(server.config.jwtSecret);
    const sessionless = await new SignJWT({ email: fixture.owner.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(fixture.owner.id)
      .setExpirationTime('15m')
      .sign(key);
    expect((await me(sessionless)).status).toBe(401);
    const client = socket(fixture, sessionless);
    await waitFor(() => client.closes.length > 0, 'the sessionless token to be refused');
    expect(client.closes[0]).toBe(CloseCode.TokenExpired);
  });

  it('ends the access token at logout: 401 on REST, and a socket opened with it is refused', async () => {
    const fixture = await createFixture(server.app.db);
    const session = await signInAs(fixture.owner);
    expect((await me(session.accessToken)).status).toBe(200);
    expect((await logout({ 'x-refresh-token': session.refreshToken })).status).toBe(200);

    const after = await me(session.accessToken);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Invalid token : Token expired');
    expect((await refresh(session.refreshToken)).status).toBe(401);
    const client = socket(fixture, session.accessToken);
    await waitFor(() => client.closes.length > 0, 'the signed-out token to be refused');
    expect(client.closes[0]).toBe(CloseCode.Forbidden);
  });

  it('ends the session an access token names when no refresh token is presented', async () => {
    const fixture = await createFixture(server.app.db);
    const session = await signInAs(fixture.owner);
    expect((await logout({ authorization: `Bearer ${session.accessToken}` })).status).toBe(200);
    expect((await me(session.accessToken)).status).toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(401);
  });

  it("closes the session's open sockets within a second of logout, and only that session's", async () => {
    const fixture = await createFixture(server.app.db);
    const laptop = await signInAs(fixture.owner);
    const phone = await signInAs(fixture.owner);
    const onLaptop = socket(fixture, laptop.accessToken);
    const onPhone = socket(fixture, phone.accessToken);
    await waitFor(() => onLaptop.synced() && onPhone.synced(), 'both sockets to sync');

    expect((await logout({ 'x-refresh-token': laptop.refreshToken })).status).toBe(200);
    const loggedOutAt = Date.now();
    await waitFor(() => onLaptop.closes.length > 0, 'the signed-out socket to close', 1000);
    expect(Date.now() - loggedOutAt).toBeLessThan(1000);
    expect(onLaptop.closes[0]).toBe(CloseCode.Forbidden);

    // The phone's socket re-checked too, and stays.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onPhone.closes).toEqual([]);
    expect(onPhone.provider.wsconnected).toBe(true);
    expect((await me(phone.accessToken)).status).toBe(200);
  });

  it("ends every session of the caller at logout/all, and no other user's", async () => {
    const fixture = await createFixture(server.app.db);
    const sessions: SignedIn[] = [await signInAs(fixture.owner), await signInAs(fixture.owner)];
    const other = await signInAs(fixture.member);
    const created = await request(server, 'POST', '/v2/user/personal-access-tokens', {
      token: sessions[0]!.accessToken,
      body: { name: 'outlives sessions' },
    });
    expect(created.status).toBe(201);
    const ownSockets = sessions.map((session) => socket(fixture, session.accessToken));
    const otherSocket = socket(fixture, other.accessToken);
    await waitFor(
      () => ownSockets.every((client) => client.synced()) && otherSocket.synced(),
      'every socket to sync',
    );

    const res = await logoutAll(sessions[1]!.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Logged out everywhere');
    const loggedOutAt = Date.now();
    await waitFor(
      () => ownSockets.every((client) => client.closes.length > 0),
      "the caller's sockets to close",
      1000,
    );
    expect(Date.now() - loggedOutAt).toBeLessThan(1000);
    expect(ownSockets.map((client) => client.closes[0])).toEqual([CloseCode.Forbidden, CloseCode.Forbidden]);
    for (const session of sessions) {
      expect((await me(session.accessToken)).status).toBe(401);
      expect((await refresh(session.refreshToken)).status).toBe(401);
    }

    expect((await me(other.accessToken)).status).toBe(200);
    expect((await refresh(other.refreshToken)).status).toBe(200);
    expect(otherSocket.closes).toEqual([]);
    // A personal access token is no session: revoking it is a separate act.
    expect((await me(created.body.key)).status).toBe(200);
  });

  it('refuses logout/all with a personal access token, and without a live session', async () => {
    const fixture = await createFixture(server.app.db);
    const session = await signInAs(fixture.owner);
    const created = await request(server, 'POST', '/v2/user/personal-access-tokens', {
      token: session.accessToken,
      body: { name: 'cannot sign out' },
    });
    const withKey = await logoutAll(created.body.key);
    expect(withKey.status).toBe(403);
    expect((await me(session.accessToken)).status).toBe(200);

    await logout({ 'x-refresh-token': session.refreshToken });
    expect((await logoutAll(session.accessToken)).status).toBe(401);
  });

  it('ends the access tokens of a family revoked for a reused refresh token', async () => {
    const fixture = await createFixture(server.app.db);
    const session = await signInAs(fixture.owner);
    const rotated = await refresh(session.refreshToken);
    const current = rotated.headers.get('x-access-token')!;
    expect((await me(current)).status).toBe(200);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await me(current)).status).toBe(401);
  });
});
