// Deleted and replaced library files keep their bytes while anything points at them: the document
// (an element's reference, a material's texture, the library itself after an undo), a release, a
// checkpoint, an open editing session, or a request too recent; then the purge removes them.
import {
  addFileAsset,
  insertElement,
  PROJECT_ROOT,
  removeAssets,
  removeElements,
  type PropValue,
} from '@vitrine/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { purgeDueFiles, purgeProjectFiles, type PurgeContext } from '../src/assets/purge-files.ts';
import { files, projectUpdates } from '../src/db/schema.ts';
import { readDocument } from '../src/documents/store.ts';
import { createFileStore } from '../src/files/create-file-store.ts';
import { createCheckpoint } from '../src/history/checkpoints.ts';
import { download, editDoc, glbBytes, newProject, pngBytes, upload } from './assets-fixtures.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { createUser, type TestUser } from './users.ts';

describe.each(databaseKinds)('purging released library files on %s', (kind) => {
  let server: TestServer;
  let owner: TestUser;
  let context: PurgeContext;
  const open = new Set<string>();

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    owner = await createUser(server);
    context = {
      db: server.app.db,
      store: createFileStore(server.config),
      purgeAfterMs: 0,
      isOpen: (projectId) => open.has(projectId),
    };
  });
  afterAll(() => server.close());

  /** A project with one uploaded PNG recorded in its library. */
  async function projectWithImage(label: string) {
    const projectId = await newProject(server, owner, label);
    const stored = await upload(server, `/v2/projects/${projectId}/assets/upload`, {
      token: owner.token,
      name: 'shoe.png',
      bytes: await pngBytes(),
    });
    expect(stored.status).toBe(201);
    await editDoc(server, projectId, (doc) =>
      addFileAsset(doc, { ...stored.body, thumbnail: stored.body.thumbnail }),
    );
    return { projectId, asset: stored.body as { id: string; url: string; thumbnail: string } };
  }

  /** The builder's delete: the assets are already out of the document (an undo may bring them back). */
  const deleteAssets = (projectId: string, ids: string[]) =>
    request(server, 'DELETE', `/v2/projects/${projectId}/deleteAssets`, {
      token: owner.token,
      body: { ids, removedFromDocument: true },
    });

  it('keeps a deleted file while an element still uses it, and purges it once none does', async () => {
    const { projectId, asset } = await projectWithImage('In use');
    let imageId = '';
    await editDoc(server, projectId, (doc, pageId) => {
      const src: PropValue = { type: 'reference', referenceType: 'asset', content: asset.id, url: asset.url };
      imageId = insertElement(doc, { pageId, parentId: null, elementType: 'Image', props: { src } });
      removeAssets(doc, { ids: [asset.id] });
    });
    expect((await deleteAssets(projectId, [asset.id])).body).toEqual({ deleted: [asset.id] });
    // Released files no longer count, but their bytes are still served.
    const metrics = await request(server, 'GET', `/v2/projects/${projectId}/metrics`, { token: owner.token });
    expect(metrics.body).toMatchObject({ files: 0, bytes: 0 });
    expect((await download(server, asset.url)).status).toBe(200);

    expect(await purgeProjectFiles(context, projectId)).toEqual({
      purged: [],
      restored: [],
      kept: [asset.id],
    });
    expect((await download(server, asset.url)).status).toBe(200);

    await editDoc(server, projectId, (doc, pageId) => removeElements(doc, { pageId, elementIds: [imageId] }));
    expect(await purgeProjectFiles(context, projectId)).toEqual({
      purged: [asset.id],
      restored: [],
      kept: [],
    });
    expect((await download(server, asset.url)).status).toBe(404);
    expect((await download(server, asset.thumbnail)).status).toBe(404);
    expect(await server.app.db.select().from(files).where(eq(files.id, asset.id))).toEqual([]);
  });

  it('withdraws the request when the asset is back in the library (the delete was undone)', async () => {
    const { projectId, asset } = await projectWithImage('Undone');
    const doc = (await readDocument(server.app.db, projectId))!;
    const undo = new Y.UndoManager(doc.getMap(PROJECT_ROOT), { trackedOrigins: new Set([null]) });
    const before = Y.encodeStateVector(doc);
    removeAssets(doc, { ids: [asset.id] }, null);
    undo.undo();
    await server.app.db
      .insert(projectUpdates)
      .values({ projectId, update: Y.encodeStateAsUpdate(doc, before) });
    doc.destroy();
    await deleteAssets(projectId, [asset.id]);
    expect(await purgeProjectFiles(context, projectId)).toEqual({
      purged: [],
      restored: [asset.id],
      kept: [],
    });
    const metrics = await request(server, 'GET', `/v2/projects/${projectId}/metrics`, { token: owner.token });
    expect(metrics.body.files).toBe(1);
    expect((await download(server, asset.url)).status).toBe(200);
  });

  it('keeps files an open session, a recent request, a material or a checkpoint points at', async () => {
    // An open editing session may still undo the delete.
    const session = await projectWithImage('Open session');
    await editDoc(server, session.projectId, (doc) => removeAssets(doc, { ids: [session.asset.id] }));
    await deleteAssets(session.projectId, [session.asset.id]);
    open.add(session.projectId);
    expect((await purgeProjectFiles(context, session.projectId)).kept).toEqual([session.asset.id]);
    open.delete(session.projectId);
    // A request younger than the delay waits.
    const young = await purgeProjectFiles({ ...context, purgeAfterMs: 60_000 }, session.projectId);
    expect(young.kept).toEqual([session.asset.id]);
    expect((await purgeProjectFiles(context, session.projectId)).purged).toEqual([session.asset.id]);

    // A material asset whose texture is the image's URL.
    const material = await projectWithImage('Material');
    await editDoc(server, material.projectId, (doc) => {
      removeAssets(doc, { ids: [material.asset.id] });
      addFileAsset(doc, {
        id: 'leather',
        name: 'Leather',
        url: '',
        mime_type: 'model/vnd.vitrine.material',
        ext: 'material',
      });
      const leather = doc.getMap(PROJECT_ROOT).get('assets') as Y.Map<Y.Map<unknown>>;
      leather.get('leather')!.set('data', { images: [{ uuid: 'i1', url: material.asset.url }] });
    });
    await deleteAssets(material.projectId, [material.asset.id]);
    expect((await purgeProjectFiles(context, material.projectId)).kept).toEqual([material.asset.id]);

    // A checkpoint of the version history taken while the image was in the library.
    const history = await projectWithImage('Checkpoint');
    await createCheckpoint(server.app.db, history.projectId, {
      kind: 'named',
      name: 'Before',
      authorIds: [],
    });
    await editDoc(server, history.projectId, (doc) => removeAssets(doc, { ids: [history.asset.id] }));
    await deleteAssets(history.projectId, [history.asset.id]);
    expect((await purgeProjectFiles(context, history.projectId)).kept).toEqual([history.asset.id]);
  });

  it('keeps the old bytes of a re-upload until nothing points at them, and refuses another kind', async () => {
    const { projectId, asset } = await projectWithImage('Re-upload');
    const replaced = await upload(server, `/v2/projects/${projectId}/assets/${asset.id}/reupload`, {
      token: owner.token,
      name: 'shoe-v2.png',
      bytes: await pngBytes(80, 60),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: asset.id, previousUrl: asset.url });
    expect((await download(server, asset.url)).status).toBe(200);
    // The document still names the old URL (the builder moves it with the re-upload): kept.
    expect((await purgeDueFiles(context)).kept.length).toBeGreaterThanOrEqual(1);
    expect((await download(server, asset.url)).status).toBe(200);
    await editDoc(server, projectId, (doc) => {
      const assets = doc.getMap(PROJECT_ROOT).get('assets') as Y.Map<Y.Map<unknown>>;
      assets.get(asset.id)!.set('url', replaced.body.url);
      assets.get(asset.id)!.set('thumbnail', replaced.body.thumbnail);
    });
    const result = await purgeProjectFiles(context, projectId);
    expect(result.purged).toHaveLength(1);
    expect(result.purged[0]).not.toBe(asset.id);
    expect((await download(server, asset.url)).status).toBe(404);
    expect((await download(server, replaced.body.url)).status).toBe(200);

    const model = await upload(server, `/v2/projects/${projectId}/assets/${asset.id}/reupload`, {
      token: owner.token,
      name: 'bunny.glb',
      bytes: await glbBytes(),
    });
    expect(model.status).toBe(415);
    expect(model.body.message).toBe(
      'bunny.glb cannot replace this file: re-upload a file of the same kind (.png, .jpg, .jpeg, .webp, .gif)',
    );
  });
});
