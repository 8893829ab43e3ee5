// The project's name lives in its shared document, where the builder renames it, undoes and redoes
// the rename; the projects row (what lists and the dashboard read) follows every such change.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { LOCAL_ORIGIN, renameProject } from '@vitrine/core';
import { projects } from '../src/db/schema.ts';
import { readDocument } from '../src/documents/store.ts';
import { request, startTestServer, type TestServer } from './harness.ts';
import { createFixture, openProvider, projectMap, waitFor, type Fixture } from './collab-fixtures.ts';

describe('project name from the document', () => {
  let server: TestServer;
  let fixture: Fixture;
  const cleanups: Array<() => void> = [];

  beforeAll(async () => {
    server = await startTestServer();
    fixture = await createFixture(server.app.db, 'Before');
  });
  afterAll(async () => {
    cleanups.forEach((cleanup) => cleanup());
    await server.close();
  });

  const rowLabel = async () =>
    (await server.app.db.select().from(projects).where(eq(projects.id, fixture.projectId)))[0]!.label;

  /** Polls the row until it holds `label` (the copy is written right after the update is applied). */
  async function rowBecomes(label: string): Promise<void> {
    for (let attempt = 0; attempt < 500 && (await rowLabel()) !== label; attempt++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await rowLabel()).toBe(label);
  }

  it('copies a rename, its undo and its redo to the row', async () => {
    const token = await server.app.tokens.sign(fixture.owner);
    const client = openProvider(server.url, fixture.projectId, token);
    cleanups.push(() => client.provider.destroy());
    await waitFor(() => client.synced(), 'the client to sync');
    const history = new Y.UndoManager(projectMap(client.doc), { trackedOrigins: new Set([LOCAL_ORIGIN]) });

    renameProject(client.doc, { label: '  After  ' }, LOCAL_ORIGIN);
    await rowBecomes('After');
    history.undo();
    expect(projectMap(client.doc).get('label')).toBe('Before');
    await rowBecomes('Before');
    history.redo();
    await rowBecomes('After');
    // Closed before the room unloads, so no reconnect is in flight while the server shuts down.
    client.provider.destroy();
    await server.app.collab.rooms.unloadAll();
    expect((await readDocument(server.app.db, fixture.projectId))!.getMap('project').get('label')).toBe(
      'After',
    );
  });

  it('keeps the renames of the API and of the builder in one name', async () => {
    const token = await server.app.tokens.sign(fixture.owner);
    const url = `/v2/teams/${fixture.teamId}/projects/${fixture.projectId}`;
    const renamed = await request(server, 'PATCH', url, { token, body: { label: 'From the dashboard' } });
    expect(renamed.status).toBe(200);
    const client = openProvider(server.url, fixture.projectId, token);
    cleanups.push(() => client.provider.destroy());
    await waitFor(() => client.synced(), 'the client to sync');
    expect(projectMap(client.doc).get('label')).toBe('From the dashboard');
    const history = new Y.UndoManager(projectMap(client.doc), { trackedOrigins: new Set([LOCAL_ORIGIN]) });
    renameProject(client.doc, { label: 'From the builder' }, LOCAL_ORIGIN);
    await rowBecomes('From the builder');
    history.undo();
    expect(projectMap(client.doc).get('label')).toBe('From the dashboard');
    await rowBecomes('From the dashboard');
  });
});
