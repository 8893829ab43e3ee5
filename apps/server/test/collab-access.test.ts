// Access that changes while a collaboration socket is open reaches it within a second: a removed
// member's socket closes (4500), a demoted editor's turns read-only and its writes are dropped, a
// revoked personal access token's socket closes, an archived project's sockets turn read-only (and
// writable again when restored), and a deleted team's project closes them all.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, and } from 'drizzle-orm';
import { CloseCode, CollabReason } from '@vitrine/collab/protocol';
import { teamMembers, users } from '../src/db/schema.ts';
import { readDocument } from '../src/documents/store.ts';
import WebSocket from 'ws';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { watchedProvider } from './collab-watch.ts';
import { createFixture, projectMap, waitFor, type Fixture, type FixturePerson } from './collab-fixtures.ts';
import { startRefreshFamily } from '../src/auth/refresh-tokens.ts';

describe.each(databaseKinds)('access changes on open sockets on %s', (kind) => {
  let server: TestServer;
  let fixture: Fixture;
  let ownerToken: string;
  let editor: FixturePerson;
  const cleanups: Array<() => void> = [];
  const open = async (token: string) => {
    const client = watchedProvider(server.url, fixture.projectId, token);
    cleanups.push(() => client.provider.destroy());
    await waitFor(() => client.synced(), 'the client to sync');
    return client;
  };

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    cleanups.splice(0).forEach((cleanup) => cleanup());
    fixture = await createFixture(server.app.db);
    ownerToken = await server.app.tokens.sign(fixture.owner);
    const [row] = await server.app.db
      .insert(users)
      .values({ email: `editor-${Date.now()}-${Math.random()}@example.com`, firstName: 'Edi' })
      .returning({ id: users.id, email: users.email });
    editor = { ...row!, sessionId: (await startRefreshFamily(server.app.db, row!.id)).sessionId };
    await server.app.db
      .insert(teamMembers)
      .values({ teamId: fixture.teamId, userId: editor.id, role: 'team_editor' });
  });

  it('closes a removed member’s socket within a second, and it hears no edit after', async () => {
    const owner = await open(ownerToken);
    const removed = await open(await server.app.tokens.sign(editor));
    expect(removed.scopes).toEqual(['read-write']);

    const startedAt = Date.now();
    const res = await request(server, 'DELETE', `/v2/teams/${fixture.teamId}/members/${editor.id}`, {
      token: ownerToken,
    });
    expect(res.status).toBe(204);
    await waitFor(() => removed.closes.length > 0, 'the removed member’s socket to close', 1_000);
    expect(removed.closes[0]).toMatchObject({ code: CloseCode.Forbidden, reason: CollabReason.noAccess });
    expect(removed.closes[0]!.at - startedAt).toBeLessThan(1_000);

    projectMap(owner.doc).set('afterRemoval', 'secret');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(projectMap(removed.doc).get('afterRemoval')).toBeUndefined();
  });

  it('makes a demoted editor’s socket read-only and drops its writes; promoted, it writes again', async () => {
    const owner = await open(ownerToken);
    const demoted = await open(await server.app.tokens.sign(editor));
    const role = (next: string) =>
      request(server, 'PATCH', `/v2/teams/${fixture.teamId}/members/${editor.id}`, {
        token: ownerToken,
        body: { role: next },
      });

    expect((await role('team_member')).status).toBe(200);
    await waitFor(() => demoted.scopes.at(-1) === 'readonly', 'the socket to turn read-only', 1_000);
    expect(demoted.closes).toEqual([]);
    projectMap(demoted.doc).set('whileReadOnly', 'dropped');
    await waitFor(() => demoted.scopes.at(-1)?.startsWith('denied') ?? false, 'the write to be refused');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(projectMap(owner.doc).get('whileReadOnly')).toBeUndefined();

    expect((await role('team_editor')).status).toBe(200);
    await waitFor(() => demoted.scopes.at(-1) === 'read-write', 'the socket to be writable again', 1_000);
    projectMap(demoted.doc).set('afterPromotion', 'kept');
    await waitFor(() => projectMap(owner.doc).get('afterPromotion') === 'kept', 'the write to arrive');
  });

  it('closes a socket opened with a personal access token when the token is revoked', async () => {
    const created = await request(server, 'POST', '/v2/user/personal-access-tokens', {
      token: await server.app.tokens.sign(editor),
      body: { name: 'CI' },
    });
    expect(created.status).toBe(201);
    const withToken = await open(created.body.key as string);
    const withSession = await open(await server.app.tokens.sign(editor));

    const res = await request(
      server,
      'DELETE',
      `/v2/user/personal-access-tokens/${created.body.id as string}`,
      {
        token: await server.app.tokens.sign(editor),
      },
    );
    expect(res.status).toBe(200);
    await waitFor(() => withToken.closes.length > 0, 'the token’s socket to close', 1_000);
    expect(withToken.closes[0]).toMatchObject({
      code: CloseCode.Forbidden,
      reason: CollabReason.invalidToken,
    });
    // The user's other socket checked its own credential and stays.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(withSession.closes).toEqual([]);
  });

  it('turns an archived project’s sockets read-only, and writable again once restored', async () => {
    const owner = await open(ownerToken);
    const archive = await request(
      server,
      'PUT',
      `/v2/teams/${fixture.teamId}/projects/${fixture.projectId}/archive`,
      {
        token: ownerToken,
      },
    );
    expect(archive.status).toBe(200);
    await waitFor(() => owner.scopes.at(-1) === 'readonly', 'the socket to turn read-only', 1_000);
    projectMap(owner.doc).set('whileArchived', 'dropped');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The stored document, as any reader gets it (the REST view keeps only the schema's keys).
    const stored = await readDocument(server.app.db, fixture.projectId);
    expect(projectMap(stored!).get('whileArchived')).toBeUndefined();

    const restore = await request(
      server,
      'PUT',
      `/v2/teams/${fixture.teamId}/projects/${fixture.projectId}/restore`,
      {
        token: ownerToken,
      },
    );
    expect(restore.status).toBe(200);
    await waitFor(() => owner.scopes.at(-1) === 'read-write', 'the socket to be writable again', 1_000);
  });

  it('closes every socket of a deleted team’s project with the reason', async () => {
    const owner = await open(ownerToken);
    const other = await open(await server.app.tokens.sign(editor));
    const res = await request(server, 'DELETE', `/v2/teams/${fixture.teamId}`, { token: ownerToken });
    expect(res.status).toBe(204);
    await waitFor(() => owner.closes.length > 0 && other.closes.length > 0, 'both sockets to close', 1_000);
    for (const client of [owner, other])
      expect(client.closes[0]).toMatchObject({ code: CloseCode.Forbidden, reason: CollabReason.noAccess });
  });

  it('refuses a socket URL with a repeated token as a bad credential, not a server error', async () => {
    const token = await server.app.tokens.sign(editor);
    const url = `${server.url.replace(/^http/, 'ws')}/projects/${fixture.projectId}/ws?token=x&token=${token}`;
    const socket = new WebSocket(url);
    const code = await new Promise<number>((resolve) =>
      socket.on('close', (closeCode) => resolve(closeCode)),
    );
    expect(code).toBe(CloseCode.Forbidden);
  });

  it('judges a write sent after the answer to a removal by the new rights', async () => {
    const owner = await open(ownerToken);
    const removed = await open(await server.app.tokens.sign(editor));
    const res = await request(server, 'DELETE', `/v2/teams/${fixture.teamId}/members/${editor.id}`, {
      token: ownerToken,
    });
    expect(res.status).toBe(204);
    projectMap(removed.doc).set('afterTheAnswer', 'refused');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(projectMap(owner.doc).get('afterTheAnswer')).toBeUndefined();
    const stored = await readDocument(server.app.db, fixture.projectId);
    expect(projectMap(stored!).get('afterTheAnswer')).toBeUndefined();
  });

  it('catches a change nobody announced at the periodic re-check', async () => {
    const demoted = await open(await server.app.tokens.sign(editor));
    await server.app.db
      .update(teamMembers)
      .set({ role: 'team_member' })
      .where(and(eq(teamMembers.teamId, fixture.teamId), eq(teamMembers.userId, editor.id)));
    // What the re-check timer does every minute.
    await Promise.all(server.app.collab.sockets.all().map((socket) => socket.recheck()));
    await waitFor(() => demoted.scopes.at(-1) === 'readonly', 'the socket to turn read-only');
  });
});
