import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_USED_RESOLUTION_MS } from '../src/auth/guard.ts';
import { PERSONAL_ACCESS_TOKEN_LIMIT } from '../src/user/personal-access-tokens.ts';
import { personalAccessTokens } from '../src/db/schema.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { signIn, type SignedIn } from './auth-helpers.ts';

const BASE = '/v2/user/personal-access-tokens';

describe.each(databaseKinds)('personal access tokens on %s', (kind) => {
  let server: TestServer;
  let session: SignedIn;
  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    session = await signIn(server, 'pat@example.com');
  });
  afterAll(() => server.close());

  const create = (name: unknown, token = session.accessToken) =>
    request(server, 'POST', BASE, { token, body: { name } });

  it('creates a key shown once in full, then lists it masked except its last 4 characters', async () => {
    const created = await create('CI deploys');
    expect(created.status).toBe(201);
    const key: string = created.body.key;
    expect(key).toMatch(/^vtr_pat_[A-Za-z0-9_-]{20,}$/);
    expect(created.body).toMatchObject({ id: expect.any(String), name: 'CI deploys', lastUsedAt: null });

    const list = await request(server, 'GET', BASE, { token: session.accessToken });
    expect(list.status).toBe(200);
    const item = list.body.items.find((i: { id: string }) => i.id === created.body.id);
    expect(Object.keys(item).sort()).toEqual(['createdAt', 'id', 'key', 'lastUsedAt', 'name']);
    expect(item.key).not.toBe(key);
    expect(item.key.endsWith(key.slice(-4))).toBe(true);
    expect(item.key).not.toContain(key.slice(8, -4));
    expect(new Date(item.createdAt).toString()).not.toBe('Invalid Date');

    const [row] = await server.app.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.id, created.body.id));
    expect(row!.tokenHash).not.toContain(key);
  });

  it('works as a bearer token for GET /v2/user and records its last use', async () => {
    const { body } = await create('script');
    const me = await request(server, 'GET', '/v2/user', { token: body.key });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('pat@example.com');
    const list = await request(server, 'GET', BASE, { token: session.accessToken });
    const item = list.body.items.find((i: { id: string }) => i.id === body.id);
    expect(item.lastUsedAt).not.toBeNull();
    expect(Math.abs(new Date(item.lastUsedAt).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('writes its last use at most once a minute', async () => {
    const { body } = await create('busy script');
    const lastUsed = async () => {
      const [row] = await server.app.db
        .select({ lastUsedAt: personalAccessTokens.lastUsedAt })
        .from(personalAccessTokens)
        .where(eq(personalAccessTokens.id, body.id));
      return row!.lastUsedAt;
    };
    expect(await lastUsed()).toBeNull();
    await request(server, 'GET', '/v2/user', { token: body.key });
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await request(server, 'GET', '/v2/user', { token: body.key });
    expect(await lastUsed()).toEqual(first);

    const twoMinutesAgo = new Date(Date.now() - LAST_USED_RESOLUTION_MS * 2);
    await server.app.db
      .update(personalAccessTokens)
      .set({ lastUsedAt: twoMinutesAgo })
      .where(eq(personalAccessTokens.id, body.id));
    await request(server, 'GET', '/v2/user', { token: body.key });
    expect((await lastUsed())!.getTime()).toBeGreaterThan(twoMinutesAgo.getTime() + LAST_USED_RESOLUTION_MS);
    const list = await request(server, 'GET', BASE, { token: session.accessToken });
    const item = list.body.items.find((i: { id: string }) => i.id === body.id);
    expect(item.lastUsedAt).toBe((await lastUsed())!.toISOString());
  });

  it('stops working once deleted', async () => {
    const { body } = await create('temporary');
    const deleted = await request(server, 'DELETE', `${BASE}/${body.id}`, { token: session.accessToken });
    expect(deleted.status).toBe(200);
    expect((await request(server, 'GET', '/v2/user', { token: body.key })).status).toBe(401);
    const again = await request(server, 'DELETE', `${BASE}/${body.id}`, { token: session.accessToken });
    expect(again.status).toBe(404);
    expect(
      (await request(server, 'DELETE', `${BASE}/not-a-uuid`, { token: session.accessToken })).status,
    ).toBe(404);
  });

  it("keeps users' keys apart", async () => {
    const other = await signIn(server, 'other-pat@example.com');
    const { body } = await create('mine');
    const theirs = await request(server, 'GET', BASE, { token: other.accessToken });
    expect(theirs.body.items).toEqual([]);
    const steal = await request(server, 'DELETE', `${BASE}/${body.id}`, { token: other.accessToken });
    expect(steal.status).toBe(404);
  });

  it('cannot mint or revoke keys with a key', async () => {
    const { body } = await create('leaky');
    const minted = await create('child', body.key);
    expect(minted.status).toBe(403);
    const revoked = await request(server, 'DELETE', `${BASE}/${body.id}`, { token: body.key });
    expect(revoked.status).toBe(403);
  });

  it('validates the name', async () => {
    for (const name of ['', '   ', 5, null, 'x'.repeat(101)]) {
      const res = await create(name);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    const missing = await request(server, 'POST', BASE, { token: session.accessToken, body: {} });
    expect(missing.body.message).toBe('Name is required');
  });

  it(`allows at most ${PERSONAL_ACCESS_TOKEN_LIMIT} keys per user`, async () => {
    const heavy = await signIn(server, 'many-keys@example.com');
    await server.app.db.insert(personalAccessTokens).values(
      Array.from({ length: PERSONAL_ACCESS_TOKEN_LIMIT }, (_, i) => ({
        userId: heavy.user.id,
        name: `key ${i}`,
        tokenHash: `seeded-${i}-${heavy.user.id}`,
        keyHint: 'abcd',
      })),
    );
    const res = await create('one too many', heavy.accessToken);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      `You can have at most ${PERSONAL_ACCESS_TOKEN_LIMIT} personal access tokens`,
    );
  });
});
