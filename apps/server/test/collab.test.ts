import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { CloseCode } from '@vitrine/collab/protocol';
import { eq } from 'drizzle-orm';
import { projects } from '../src/db/schema.ts';
import { writeSnapshot } from '../src/documents/snapshots.ts';
import { readDocument } from '../src/documents/store.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { createFixture, openProvider, projectMap, waitFor, type Fixture } from './collab-fixtures.ts';

describe.each(databaseKinds)('collaboration on %s', (kind) => {
  let server: TestServer;
  let fixture: Fixture;
  const cleanups: Array<() => void> = [];
  const open = (token: string, doc?: Y.Doc) => {
    const client = openProvider(server.url, fixture.projectId, token, doc);
    cleanups.push(() => client.provider.destroy());
    return client;
  };

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    fixture = await createFixture(server.app.db);
  });
  afterAll(async () => {
    cleanups.forEach((cleanup) => cleanup());
    await server.close();
  });

  it('tells the client where to connect', async () => {
    const token = await server.app.tokens.sign(fixture.owner);
    const res = await request(server, 'GET', `/v2/projects/${fixture.projectId}/collab/join`, { token });
    expect(res.status).toBe(200);
    expect(res.body.connectionString).toBe(server.url);
    expect(res.body.instanceId).toBe(server.app.collab.instanceId);
    const outsider = await server.app.tokens.sign(fixture.outsider);
    const denied = await request(server, 'GET', `/v2/projects/${fixture.projectId}/collab/join`, {
      token: outsider,
    });
    expect(denied.status).toBe(404);
  });

  it('syncs an unmodified y-websocket client, converges two editors and serves a late joiner', async () => {
    const token = await server.app.tokens.sign(fixture.owner);
    const [row] = await server.app.db.select().from(projects).where(eq(projects.id, fixture.projectId));
    const createdAt = row!.updatedAt.getTime();
    const a = open(token);
    const b = open(token);
    await waitFor(() => a.synced() && b.synced(), 'both clients to sync');
    expect(projectMap(a.doc).get('label')).toBe('Collab project');

    // Concurrent edits on both sides, made before either has seen the other's.
    a.doc.transact(() => {
      projectMap(a.doc).set('fromA', 1);
      projectMap(a.doc).set('label', 'Label from A');
    });
    b.doc.transact(() => {
      projectMap(b.doc).set('fromB', 2);
      projectMap(b.doc).set('label', 'Label from B');
    });
    await waitFor(
      () => projectMap(a.doc).get('fromB') === 2 && projectMap(b.doc).get('fromA') === 1,
      'edits to cross',
    );
    await waitFor(
      () => projectMap(a.doc).get('label') === projectMap(b.doc).get('label'),
      'labels to converge',
    );
    expect(Y.encodeStateVector(a.doc)).toEqual(Y.encodeStateVector(b.doc));

    const late = open(token);
    await waitFor(() => late.synced(), 'the late joiner to sync');
    expect(projectMap(late.doc).toJSON()).toEqual(projectMap(a.doc).toJSON());

    // The project's updatedAt follows the edits (debounced).
    const updatedAt = async () =>
      (
        await server.app.db.select().from(projects).where(eq(projects.id, fixture.projectId))
      )[0]!.updatedAt.getTime();
    const before = createdAt;
    const deadline = Date.now() + 10_000;
    while ((await updatedAt()) === before && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(await updatedAt()).toBeGreaterThan(before);

    // Reads of the document through the store see the room's state at once.
    const stored = await readDocument(server.app.db, fixture.projectId);
    expect(projectMap(stored!).get('fromA')).toBe(1);
  });

  it('refuses a bad token with 4500 and an expired one with 4401', async () => {
    const closes: Array<{ code: number; reason: string }> = [];
    const bad = open('not-a-token');
    bad.provider.on(
      'connection-close',
      (event) => event && closes.push({ code: event.code, reason: event.reason }),
    );
    await waitFor(() => closes.length > 0, 'the bad token to be refused');
    expect(closes[0]!.code).toBe(CloseCode.Forbidden);
    bad.provider.disconnect();

    const outsider = open(await server.app.tokens.sign(fixture.outsider));
    const outsiderCloses: number[] = [];
    outsider.provider.on('connection-close', (event) => event && outsiderCloses.push(event.code));
    await waitFor(() => outsiderCloses.length > 0, 'the outsider to be refused');
    expect(outsiderCloses[0]).toBe(CloseCode.Forbidden);
    outsider.provider.disconnect();

    const expired = open(await server.app.tokens.sign(fixture.owner, -10));
    const expiredCloses: number[] = [];
    expired.provider.on('connection-close', (event) => event && expiredCloses.push(event.code));
    await waitFor(() => expiredCloses.length > 0, 'the expired token to be refused');
    expect(expiredCloses[0]).toBe(CloseCode.TokenExpired);
    expired.provider.disconnect();
  });

  it('closes with 4401 when the token expires during the session', async () => {
    const shortLived = await server.app.tokens.sign(fixture.owner, 2);
    const client = open(shortLived);
    const codes: number[] = [];
    client.provider.on('connection-close', (event) => event && codes.push(event.code));
    await waitFor(() => client.synced(), 'the client to sync');
    await waitFor(() => codes.length > 0, 'the expiry close');
    expect(codes[0]).toBe(CloseCode.TokenExpired);
    client.provider.disconnect();
  });

  it("keeps a read-only member's changes out of the document without disconnecting it", async () => {
    const owner = open(await server.app.tokens.sign(fixture.owner));
    const reader = open(await server.app.tokens.sign(fixture.member));
    const denials: string[] = [];
    const closes: number[] = [];
    const originalWarn = console.warn;
    console.warn = (...args: unknown[]) => denials.push(String(args[0]));
    reader.provider.on('connection-close', (event) => event && closes.push(event.code));
    try {
      await waitFor(() => owner.synced() && reader.synced(), 'both to sync');
      projectMap(reader.doc).set('readerEdit', true);
      await waitFor(() => denials.some((text) => text.includes('Permission denied')), 'the read-only notice');
      projectMap(owner.doc).set('ownerEdit', true);
      await waitFor(() => projectMap(reader.doc).get('ownerEdit') === true, 'the reader to keep receiving');
    } finally {
      console.warn = originalWarn;
    }
    expect(closes).toEqual([]);
    expect(reader.provider.wsconnected).toBe(true);
    expect(projectMap(owner.doc).get('readerEdit')).toBeUndefined();
    const stored = await readDocument(server.app.db, fixture.projectId);
    expect(projectMap(stored!).get('readerEdit')).toBeUndefined();
    expect(projectMap(stored!).get('ownerEdit')).toBe(true);
  });

  it('closes for good (4500) when the open project is deleted with its team', async () => {
    const closesOf = (client: ReturnType<typeof open>) => {
      const codes: number[] = [];
      client.provider.on('connection-close', (event) => event && codes.push(event.code));
      return codes;
    };
    // Through the API: the team goes, and with it the project someone has open.
    const withTeam = await createFixture(server.app.db, 'Deleted with its team');
    const owner = await server.app.tokens.sign(withTeam.owner);
    const editor = openProvider(server.url, withTeam.projectId, owner);
    cleanups.push(() => editor.provider.destroy());
    const editorCloses = closesOf(editor);
    await waitFor(() => editor.synced(), 'the editor to sync');
    const deleted = await request(server, 'DELETE', `/v2/teams/${withTeam.teamId}`, { token: owner });
    expect(deleted.status).toBe(204);
    await waitFor(() => editorCloses.length > 0, 'the room to close');
    expect(editorCloses[0]).toBe(CloseCode.Forbidden);
    editor.provider.disconnect();
  });

  it('loads a document larger than one snapshot slice intact', async () => {
    const big = new Y.Doc();
    const text = Array.from({ length: 3000 }, (_, i) => `${i}:${'x'.repeat(900)}`);
    big.getMap('project').set('label', 'Big');
    big.getMap('project').set('blocks', Y.Array.from(text));
    const state = Y.encodeStateAsUpdate(big);
    expect(state.length).toBeGreaterThan(2 * 1024 * 1024);
    const other = await createFixture(server.app.db, 'Big');
    await writeSnapshot(server.app.db, other.projectId, { state, lastUpdateId: 0 });
    const client = openProvider(server.url, other.projectId, await server.app.tokens.sign(other.owner));
    cleanups.push(() => client.provider.destroy());
    await waitFor(() => client.synced(), 'the large document to sync');
    expect(Y.encodeStateVector(client.doc)).toEqual(Y.encodeStateVector(big));
    expect((projectMap(client.doc).get('blocks') as Y.Array<string>).get(2999)).toBe(text[2999]);
  });
});
