// A file deleted through the API by a client other than the builder (a script, another tool) leaves
// the library: the server takes it out of the document, a builder with the project open sees it go,
// and the purge then removes its bytes. A deleted folder's files move to its parent, as in the builder.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ORIGIN, addFolder, assetTreeProblems, readAssets } from '@vitrine/core';
import { purgeProjectFiles } from '../src/assets/purge-files.ts';
import { files } from '../src/db/schema.ts';
import { readDocument } from '../src/documents/store.ts';
import { createFileStore } from '../src/files/create-file-store.ts';
import { request, startTestServer, type TestServer } from './harness.ts';
import { download, pngBytes, upload } from './assets-fixtures.ts';
import { createFixture, openProvider, waitFor, type Fixture } from './collab-fixtures.ts';

describe('deletes through the API', () => {
  let server: TestServer;
  let fixture: Fixture;
  let token: string;
  const cleanups: Array<() => void> = [];

  beforeAll(async () => {
    server = await startTestServer();
    fixture = await createFixture(server.app.db, 'Deletes');
    token = await server.app.tokens.sign(fixture.owner);
  });
  afterAll(async () => {
    cleanups.forEach((cleanup) => cleanup());
    await server.close();
  });

  /** A builder with the project open, synced. */
  async function openBuilder() {
    const client = openProvider(server.url, fixture.projectId, token);
    cleanups.push(() => client.provider.destroy());
    await waitFor(() => client.synced(), 'the client to sync');
    return client;
  }

  /** The ids of the library assets the server's document lists. */
  async function storedAssetIds() {
    const doc = (await readDocument(server.app.db, fixture.projectId))!;
    const ids = readAssets(doc).map((asset) => asset.id);
    expect(assetTreeProblems(doc)).toEqual([]);
    doc.destroy();
    return ids;
  }

  async function uploadPng(name: string, parentId?: string) {
    const res = await upload(server, `/v2/projects/${fixture.projectId}/assets/upload`, {
      token,
      name,
      bytes: await pngBytes(),
      parentId,
    });
    expect(res.status).toBe(201);
    return res.body as { id: string; url: string; thumbnail: string };
  }

  const deleteAssets = (body: unknown) =>
    request(server, 'DELETE', `/v2/projects/${fixture.projectId}/deleteAssets`, { token, body });

  it('take the file out of the document and the open library, then the purge removes its bytes', async () => {
    const client = await openBuilder();
    const stored = await uploadPng('script.png');
    await waitFor(() => readAssets(client.doc).some((asset) => asset.id === stored.id), 'the upload');

    const deleted = await deleteAssets({ ids: [stored.id] });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: [stored.id] });
    expect(await storedAssetIds()).not.toContain(stored.id);
    await waitFor(
      () => !readAssets(client.doc).some((asset) => asset.id === stored.id),
      'the delete to reach the client',
      5000,
    );
    expect(assetTreeProblems(client.doc)).toEqual([]);

    // The editing session is what keeps a builder's delete undoable; this delete has no undo.
    client.provider.destroy();
    const purge = {
      db: server.app.db,
      store: createFileStore(server.config),
      purgeAfterMs: 0,
      isOpen: () => false,
    };
    expect(await purgeProjectFiles(purge, fixture.projectId)).toEqual({
      purged: [stored.id],
      restored: [],
      kept: [],
    });
    expect((await download(server, stored.url)).status).toBe(404);
    expect((await download(server, stored.thumbnail)).status).toBe(404);
  });

  it('move the files of a deleted folder to its parent, in the document and the open library', async () => {
    const client = await openBuilder();
    const folder = addFolder(client.doc, { name: 'From scripts' }, LOCAL_ORIGIN);
    // The server's document holds the folder before the upload names it.
    for (let attempt = 0; attempt < 250 && !(await storedAssetIds()).includes(folder); attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const stored = await uploadPng('inside.png', folder);
    await waitFor(() => readAssets(client.doc).some((asset) => asset.id === stored.id), 'the upload');

    const deleted = await deleteAssets({ ids: [folder] });
    // A folder has no file to release.
    expect(deleted.body).toEqual({ deleted: [] });
    expect(await storedAssetIds()).toEqual([stored.id]);
    await waitFor(
      () => !readAssets(client.doc).some((asset) => asset.id === folder),
      'the delete to reach the client',
      5000,
    );
    expect(readAssets(client.doc).find((asset) => asset.id === stored.id)!.parentId).toBeNull();
    expect(assetTreeProblems(client.doc)).toEqual([]);
    client.provider.destroy();
  });

  it('leave the document alone when the caller says it took the assets out itself', async () => {
    const stored = await uploadPng('kept.png');
    const deleted = await deleteAssets({ ids: [stored.id], removedFromDocument: true });
    expect(deleted.body).toEqual({ deleted: [stored.id] });
    expect(await storedAssetIds()).toContain(stored.id);

    const byQuery = await request(
      server,
      'DELETE',
      `/v2/projects/${fixture.projectId}/deleteAssets?ids=${stored.id}&removedFromDocument=true`,
      { token },
    );
    expect(byQuery.status).toBe(200);
    expect(await storedAssetIds()).toContain(stored.id);
  });

  it('refuse a flag that is not a boolean with 400 and a message', async () => {
    const stored = await uploadPng('flag.png');
    for (const removedFromDocument of ['yes', 1, null]) {
      const refused = await deleteAssets({ ids: [stored.id], removedFromDocument });
      expect(refused.status, String(removedFromDocument)).toBe(400);
      expect(refused.body.message).toContain('removedFromDocument');
    }
    const byQuery = await request(
      server,
      'DELETE',
      `/v2/projects/${fixture.projectId}/deleteAssets?ids=${stored.id}&removedFromDocument=yes`,
      { token },
    );
    expect(byQuery.status).toBe(400);
    expect(byQuery.body.message).toContain('removedFromDocument');
    // Nothing was deleted or released.
    expect(await storedAssetIds()).toContain(stored.id);
    const [row] = await server.app.db.select().from(files).where(eq(files.id, stored.id));
    expect(row!.deleteRequestedAt).toBeNull();
  });
});
