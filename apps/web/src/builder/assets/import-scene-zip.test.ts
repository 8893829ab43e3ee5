import {
  createProjectDoc,
  insertElement,
  readAssets,
  readMaterialData,
  readProject,
  type DeleteAssetsRequest,
} from '@vitrine/core';
import { strToU8, zipSync } from 'fflate';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';

const calls = vi.hoisted(() => ({
  uploads: [] as string[],
  deleted: [] as DeleteAssetsRequest[],
  failOn: null as string | null,
}));

vi.mock('sonner', () => ({ toast: { info: vi.fn(), error: vi.fn(), success: vi.fn() } }));
vi.mock('./assets-api.ts', () => ({
  uploadAsset: vi.fn(async (_projectId: string, _blob: Blob, name: string) => {
    if (name === calls.failOn) throw new Error('refused');
    calls.uploads.push(name);
    const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
    const id = `id-${calls.uploads.length}`;
    return {
      id,
      name,
      url: `/files/${id}/${name}`,
      mime_type: 'x/y',
      ext,
      size: 1,
      thumbnail: null,
      parentId: null,
    };
  }),
  deleteStoredAssets: vi.fn(async (_projectId: string, request: DeleteAssetsRequest) => {
    calls.deleted.push(request);
    return { deleted: request.ids };
  }),
}));

const { importSceneZip, SceneImportError } = await import('./import-scene-zip.ts');

function zipFile(name: string, files: Record<string, Uint8Array>) {
  const bytes = zipSync(files);
  return Object.assign(new Blob([bytes]), { name });
}

function setup() {
  const doc = createProjectDoc({ label: 'Scene' });
  const pageId = Object.keys(readProject(doc).pages)[0]!;
  const elementId = insertElement(doc, { pageId, parentId: null, elementType: 'Group', name: 'Root' });
  return {
    doc,
    pageId,
    elementId,
    target: { projectId: 'p', doc, parentFolderId: null, element: { pageId, elementId } },
  };
}

const snapshot = (doc: Y.Doc) => JSON.stringify(doc.getMap('project').toJSON());

describe('importSceneZip', () => {
  beforeEach(() => {
    calls.uploads = [];
    calls.deleted = [];
    calls.failOn = null;
  });

  it('creates the zip folder, models, materials and typed elements in one undo step', async () => {
    const { doc, pageId, target } = setup();
    const undo = new Y.UndoManager(doc.getMap('project'), {
      trackedOrigins: new Set([(await import('@vitrine/core')).LOCAL_ORIGIN]),
    });
    const file = zipFile('Sneaker.zip', {
      '__MACOSX/._shoe.glb': strToU8('x'),
      '[Group]_Shoe/shoe.glb': strToU8('glTF'),
      '[Nope]_Thing/other.gltf': strToU8('{"asset":{}}'),
      'textures/Leather_map.jpg': strToU8('jpg'),
      'textures/Leather_normal.png': strToU8('png'),
      'readme.txt': strToU8('hi'),
    });
    const result = await importSceneZip(target, file);
    expect(calls.uploads).toEqual(['shoe.glb', 'other.gltf', 'Leather_map.jpg', 'Leather_normal.png']);
    expect(result).toMatchObject({ assets: 4, materials: 1, elements: 3 });

    const assets = readAssets(doc);
    const root = assets.find((asset) => asset.id === result.rootFolderId)!;
    expect(root).toMatchObject({ name: 'Sneaker', type: 'FOLDER', parentId: null });
    const material = assets.find((asset) => asset.name === 'Leather')!;
    const data = readMaterialData(doc, material.id);
    expect(data.images.map((image) => image.url)).toEqual([
      '/files/id-3/Leather_map.jpg',
      '/files/id-4/Leather_normal.png',
    ]);
    expect(data.map).toBeTruthy();
    expect(data.normalMap).toBeTruthy();

    const elements = Object.values(readProject(doc).pages[pageId]!.elements);
    const shoe = elements.find((element) => element.name === 'Shoe')!;
    expect(shoe.elementType).toBe('Group');
    const model = elements.find((element) => element.name === 'shoe')!;
    expect(model).toMatchObject({ elementType: 'GltfModel', parent: shoe.id });
    expect(model.props['src']).toEqual({
      type: 'reference',
      referenceType: 'asset',
      content: 'id-1',
      url: '/files/id-1/shoe.glb',
    });
    // An unknown '[Type]_' folder adds no element: its model goes to the nearest element.
    expect(elements.find((element) => element.name === 'other')!.parent).toBe(target.element.elementId);

    undo.undo();
    expect(readAssets(doc)).toEqual([]);
  });

  it('refuses hostile or useless zips with a message, uploading and writing nothing', async () => {
    const { doc, target } = setup();
    const before = snapshot(doc);
    const cases: [Blob & { name: string }, string | RegExp][] = [
      [
        zipFile('evil.zip', { '../escape.glb': strToU8('glTF') }),
        'The zip holds an unsafe file path: ../escape.glb',
      ],
      [
        zipFile('bomb.zip', { 'big.glb': new Uint8Array(60 * 1024 * 1024) }),
        /^big\.glb unpacks to more than 50 MB$/,
      ],
      [
        zipFile('docs.zip', { 'a.txt': strToU8('x'), 'photo.png': strToU8('x') }),
        'The zip holds no .gltf or .glb model',
      ],
      [
        Object.assign(new Blob([strToU8('not a zip')]), { name: 'fake.zip' }),
        'The file is not a zip archive',
      ],
    ];
    for (const [file, message] of cases) {
      const refusal = importSceneZip(target, file);
      await expect(refusal).rejects.toBeInstanceOf(SceneImportError);
      await expect(refusal).rejects.toThrow(message);
    }
    expect(calls.uploads).toEqual([]);
    expect(snapshot(doc)).toBe(before);
  });

  it('removes what it uploaded when an upload fails, and writes nothing', async () => {
    // The server's record of a.glb has not reached this document: the server takes it out.
    const { doc, target } = setup();
    const before = snapshot(doc);
    calls.failOn = 'b.glb';
    const file = zipFile('two.zip', { 'a.glb': strToU8('glTF'), 'b.glb': strToU8('glTF') });
    await expect(importSceneZip(target, file)).rejects.toThrow('Something went wrong !');
    expect(calls.deleted).toEqual([{ ids: ['id-1'], removedFromDocument: false }]);
    expect(snapshot(doc)).toBe(before);
  });
});
