import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokenFamilies, refreshTokens } from '../src/db/schema.ts';
import { hashSecret } from '../src/auth/tokens.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { signIn } from './auth-helpers.ts';

describe.each(databaseKinds)('refresh tokens on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: kind });
  });
  afterAll(() => server.close());

  const refresh = (token: string | undefined, headers: Record<string, string> = {}) =>
    request(server, 'POST', '/v2/auth/token/refresh', {
      headers: token === undefined ? headers : { 'x-refresh-token': token, ...headers },
    });

  it('rotates: each refresh answers a new pair and retires the presented token', async () => {
    const session = await signIn(server, 'rotate@example.com');
    const first = await refresh(session.refreshToken);
    expect(first.status).toBe(200);
    const access = first.headers.get('x-access-token')!;
    const next = first.headers.get('x-refresh-token')!;
    expect(next).toBeTruthy();
    expect(next).not.toBe(session.refreshToken);
    expect(first.headers.get('access-control-expose-headers')).toContain('x-refresh-token');
    expect(first.body.email).toBe('rotate@example.com');
    const me = await request(server, 'GET', '/v2/user', { token: access });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(session.user.id);

    const second = await refresh(next);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-refresh-token')).not.toBe(next);
  });

  it('stores only hashes of refresh tokens', async () => {
    const session = await signIn(server, 'hashes@example.com');
    const [row] = await server.app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashSecret(session.refreshToken)));
    expect(row).toBeDefined();
    const all = await server.app.db.select().from(refreshTokens);
    expect(all.some((r) => r.tokenHash === session.refreshToken)).toBe(false);
  });

  it('revokes the whole family when a retired token is presented again', async () => {
    const session = await signIn(server, 'reuse@example.com');
    const rotated = await refresh(session.refreshToken);
    const current = rotated.headers.get('x-refresh-token')!;

    const replay = await refresh(session.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('Invalid token : Token expired');
    // The thief's replay also ends the legitimate holder's session.
    const legit = await refresh(current);
    expect(legit.status).toBe(401);

    const [family] = await server.app.db
      .select()
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.userId, session.user.id));
    expect(family!.revokedAt).toBeInstanceOf(Date);
  });

  it('keeps other sign-ins of the same user alive when one family is revoked', async () => {
    const laptop = await signIn(server, 'two-devices@example.com');
    const phone = await signIn(server, 'two-devices@example.com');
    await refresh(laptop.refreshToken);
    expect((await refresh(laptop.refreshToken)).status).toBe(401);
    expect((await refresh(phone.refreshToken)).status).toBe(200);
  });

  it('refuses expired refresh tokens', async () => {
    const session = await signIn(server, 'old@example.com');
    await server.app.db
      .update(refreshTokenFamilies)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokenFamilies.userId, session.user.id));
    expect((await refresh(session.refreshToken)).status).toBe(401);
  });

  it('expires families 30 days after their last use', async () => {
    const session = await signIn(server, 'thirty@example.com');
    const [family] = await server.app.db
      .select()
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.userId, session.user.id));
    const days = (family!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('refuses a missing or unknown refresh token with 401', async () => {
    const missing = await refresh(undefined);
    expect(missing.status).toBe(401);
    expect(missing.body.message).toBe('Missing refresh token');
    expect((await refresh('not-a-token')).status).toBe(401);
  });

  it('accepts a refresh sent with an empty JSON body', async () => {
    const session = await signIn(server, 'empty-body@example.com');
    const res = await request(server, 'POST', '/v2/auth/token/refresh', {
      headers: { 'x-refresh-token': session.refreshToken, 'content-type': 'application/json' },
      raw: '',
    });
    expect(res.status).toBe(200);
  });

  it('refuses an access token used as a refresh token and a refresh token used as a bearer', async () => {
    const session = await signIn(server, 'mixup@example.com');
    expect((await refresh(session.accessToken)).status).toBe(401);
    expect((await request(server, 'GET', '/v2/user', { token: session.refreshToken })).status).toBe(401);
  });

  it('ends the session at logout', async () => {
    const session = await signIn(server, 'logout@example.com');
    const res = await request(server, 'POST', '/v2/auth/logout', {
      headers: { 'x-refresh-token': session.refreshToken },
    });
    expect(res.status).toBe(200);
    expect((await refresh(session.refreshToken)).status).toBe(401);
  });
});
