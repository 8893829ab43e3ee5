// A file uploaded through the API (any client: a script, another tool) appears in the library of a
// builder that has the project open, in the folder it was sent to, with the tree whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ORIGIN, addFolder, assetTreeProblems, readAssets } from '@vitrine/core';
import { readDocument } from '../src/documents/store.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { pngBytes, upload } from './assets-fixtures.ts';
import { createFixture, openProvider, waitFor, type Fixture } from './collab-fixtures.ts';

describe('uploads through the API in an open builder', () => {
  let server: TestServer;
  let fixture: Fixture;
  const cleanups: Array<() => void> = [];

  beforeAll(async () => {
    server = await startTestServer();
    fixture = await createFixture(server.app.db, 'Uploads');
  });
  afterAll(async () => {
    cleanups.forEach((cleanup) => cleanup());
    await server.close();
  });

  it('reach the open document at once, in their folder', async () => {
    const token = await server.app.tokens.sign(fixture.owner);
    const client = openProvider(server.url, fixture.projectId, token);
    cleanups.push(() => client.provider.destroy());
    await waitFor(() => client.synced(), 'the client to sync');
    const folder = addFolder(client.doc, { name: 'From scripts' }, LOCAL_ORIGIN);
    // The server's document holds the folder before the upload names it.
    for (let attempt = 0; attempt < 250; attempt += 1) {
      const doc = await readDocument(server.app.db, fixture.projectId);
      const has = doc ? readAssets(doc).some((asset) => asset.id === folder) : false;
      doc?.destroy();
      if (has) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    const res = await upload(server, `/v2/projects/${fixture.projectId}/assets/upload`, {
      token,
      name: 'script.png',
      bytes: await pngBytes(),
      parentId: folder,
    });
    expect(res.status).toBe(201);
    await waitFor(
      () => readAssets(client.doc).some((asset) => asset.id === res.body.id),
      'the upload to reach the client',
      5000,
    );
    const assets = readAssets(client.doc);
    expect(assets.find((asset) => asset.id === res.body.id)).toMatchObject({
      name: 'script.png',
      parentId: folder,
      url: res.body.url,
    });
    expect(assets.find((asset) => asset.id === folder)!.children).toEqual([res.body.id]);
    expect(assetTreeProblems(client.doc)).toEqual([]);
    client.provider.destroy();
  });
});
