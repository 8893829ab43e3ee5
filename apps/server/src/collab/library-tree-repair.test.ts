// The library tree (an asset's parentId is the truth, each folder lists its children) is repaired on
// the collaboration socket as REST enforces it: whatever a raw client writes, and in a document
// written before folders listed their files.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { PROJECT_ROOT, addFileAsset, addFolder, assetTreeProblems, type YMap } from '@vitrine/core';
import { createDocumentRepair } from './document-repair.ts';
import { createRoom, quietLogger } from './repair-room-fixture.ts';

const children = (map: YMap) => map.get('children') as Y.Array<string>;

/** A folder holding one model file, f1, written by a client: the folder's id. */
function addChairFolder(doc: Y.Doc, name: string): string {
  const folder = addFolder(doc, { name });
  addFileAsset(doc, {
    id: 'f1',
    name: 'a.glb',
    url: '/files/x/a.glb',
    mime_type: 'model/gltf-binary',
    ext: 'glb',
    parentId: folder,
  });
  return folder;
}

describe('the repair of the library tree', () => {
  it('refuses through the socket what REST refuses: a file under a file, a ghost child, a loop', () => {
    const room = createRoom();
    const author = room.client();
    let folder = '';
    author.write((_project, doc) => (folder = addChairFolder(doc, 'Chair')));
    expect(assetTreeProblems(room.server)).toEqual([]);
    author.write((project) => {
      const assets = project.get('assets') as Y.Map<YMap>;
      // Written as a raw client could: a file naming a file as its parent, unlisted; a ghost child.
      const hostile = new Y.Map<unknown>();
      for (const [key, value] of Object.entries({ id: 'f2', name: 'b.png', type: 'FILE', parentId: 'f1' }))
        hostile.set(key, value);
      assets.set('f2', hostile);
      children(assets.get(folder)!).push(['ghost']);
    });
    expect(assetTreeProblems(room.server)).toEqual([]);
    const assets = room.server.getMap(PROJECT_ROOT).get('assets') as Y.Map<YMap>;
    expect(assets.get('f2')!.get('parentId')).toBeNull();
    expect(children(assets.get(folder)!).toArray()).toEqual(['f1']);
    // The author hears the repair back.
    expect(assetTreeProblems(author.doc)).toEqual([]);
    author.write((project) => {
      const map = project.get('assets') as Y.Map<YMap>;
      const inner = new Y.Map<unknown>();
      for (const [key, value] of Object.entries({ id: 'loop', name: 'L', type: 'FOLDER', parentId: folder }))
        inner.set(key, value);
      map.set('loop', inner);
      map.get(folder)!.set('parentId', 'loop');
    });
    expect(assetTreeProblems(room.server)).toEqual([]);
    expect(room.errors).toEqual([]);
  });

  it('repairs a document written before folders listed their files when it is first seen', () => {
    const room = createRoom();
    const author = room.client();
    let folder = '';
    author.write((_project, doc) => (folder = addChairFolder(doc, 'Old')));
    // Another server process loads the same document in its old shape.
    const old = new Y.Doc();
    Y.applyUpdate(old, Y.encodeStateAsUpdate(room.server));
    const assets = old.getMap(PROJECT_ROOT).get('assets') as Y.Map<YMap>;
    children(assets.get(folder)!).delete(0, 1);
    const repair = createDocumentRepair(quietLogger().logger);
    let edit: Y.Transaction | null = null;
    old.once('afterTransaction', (transaction: Y.Transaction) => (edit = transaction));
    // Its first client update is a rename: nothing in it touches the library.
    const writer = new Y.Doc();
    Y.applyUpdate(writer, Y.encodeStateAsUpdate(old));
    writer.getMap(PROJECT_ROOT).set('label', 'Renamed');
    Y.applyUpdate(old, Y.encodeStateAsUpdate(writer, Y.encodeStateVector(old)), {});
    repair('project', old, edit!);
    expect(children(assets.get(folder)!).toArray()).toEqual(['f1']);
  });
});
