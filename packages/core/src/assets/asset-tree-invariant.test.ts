// Random sequences of every write path of the library (upload, re-upload, scene-zip import,
// compress, move, delete, the server's own record of an upload, a fork, a restore, and two editors
// writing at once then merged and repaired as the socket does) keep the tree's invariant after
// each step: every asset's parent lists it, every listed child exists, folders list only what
// names them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readValidProject } from '../document/read-valid-project.ts';
import { restoreProject } from '../document/restore-project.ts';
import { OperationError } from '../errors.ts';
import { isFolder } from '../schema/asset.ts';
import { addFileAsset, recordStoredFile } from './add-file-asset.ts';
import { addFolder } from './add-folder.ts';
import { readAssets } from './asset-tree.ts';
import { assetTreeProblems, repairAssetTree, touchedAssetTree } from './asset-tree-repair.ts';
import { fileArgs, setupLibrary } from './fixtures.ts';
import { addMaterialAsset } from './material-asset.ts';
import { moveAssets } from './move-assets.ts';
import { removeAssets } from './remove-assets.ts';
import { replaceAssetFile } from './replace-asset-file.ts';

type Op =
  | { kind: 'upload'; folder: number }
  | { kind: 'serverRecord'; folder: number }
  | { kind: 'reupload'; asset: number }
  | { kind: 'compress'; asset: number }
  | { kind: 'zipImport'; folder: number; files: number }
  | { kind: 'folder'; folder: number }
  | { kind: 'move'; assets: number[]; folder: number }
  | { kind: 'delete'; assets: number[] }
  | { kind: 'fork' }
  | { kind: 'checkpoint' }
  | { kind: 'restore' }
  | { kind: 'concurrent'; first: number[]; second: number[]; folder: number };

const pick = fc.nat(50);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('upload' as const), folder: pick }),
  fc.record({ kind: fc.constant('serverRecord' as const), folder: pick }),
  fc.record({ kind: fc.constant('reupload' as const), asset: pick }),
  fc.record({ kind: fc.constant('compress' as const), asset: pick }),
  fc.record({ kind: fc.constant('zipImport' as const), folder: pick, files: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('folder' as const), folder: pick }),
  fc.record({ kind: fc.constant('move' as const), assets: fc.array(pick, { maxLength: 3 }), folder: pick }),
  fc.record({ kind: fc.constant('delete' as const), assets: fc.array(pick, { minLength: 1, maxLength: 3 }) }),
  fc.record({ kind: fc.constant('fork' as const) }),
  fc.record({ kind: fc.constant('checkpoint' as const) }),
  fc.record({ kind: fc.constant('restore' as const) }),
  fc.record({
    kind: fc.constant('concurrent' as const),
    first: fc.array(pick, { minLength: 1, maxLength: 2 }),
    second: fc.array(pick, { minLength: 1, maxLength: 2 }),
    folder: pick,
  }),
);

interface World {
  doc: Y.Doc;
  checkpoint: ReturnType<typeof readValidProject> | null;
  next: number;
}

const ids = (doc: Y.Doc) => readAssets(doc).map((asset) => asset.id);
const folders = (doc: Y.Doc) => readAssets(doc).filter(isFolder);
/** An existing folder or the root, chosen by the number. */
function folderAt(doc: Y.Doc, n: number): string | null {
  const list = folders(doc);
  return n % (list.length + 1) === list.length ? null : list[n % (list.length + 1)]!.id;
}
function assetAt(doc: Y.Doc, n: number): string | undefined {
  const list = ids(doc);
  return list.length === 0 ? undefined : list[n % list.length];
}
function fileAt(doc: Y.Doc, n: number) {
  const list = readAssets(doc).filter((asset) => typeof asset.url === 'string');
  return list.length === 0 ? undefined : list[n % list.length];
}

function copyOf(doc: Y.Doc): Y.Doc {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  return copy;
}

/** A move or delete the operations would refuse is a refusal, not a broken tree. */
function refusable(change: () => void): void {
  try {
    change();
  } catch (error) {
    if (!(error instanceof OperationError)) throw error;
  }
}

function moveOrDelete(doc: Y.Doc, picks: number[], folder: number, remove: boolean): void {
  const chosen = picks.map((n) => assetAt(doc, n)).filter((id): id is string => id !== undefined);
  if (chosen.length === 0) return;
  refusable(() => {
    if (remove) removeAssets(doc, { ids: chosen });
    else moveAssets(doc, { ids: chosen, targetId: folderAt(doc, folder) });
  });
}

function apply(world: World, step: Op): void {
  const { doc } = world;
  const id = () => `a${(world.next += 1)}`;
  switch (step.kind) {
    case 'upload':
      addFileAsset(doc, fileArgs(id(), 'chair.glb', folderAt(doc, step.folder)));
      return;
    case 'serverRecord': {
      // The server records the upload at the root, then the uploader places it in its folder.
      const stored = fileArgs(id(), 'lamp.png', null);
      recordStoredFile(doc, stored);
      recordStoredFile(doc, { ...stored, parentId: folderAt(doc, step.folder) });
      return;
    }
    case 'reupload':
    case 'compress': {
      const file = fileAt(doc, step.asset);
      if (!file) return;
      replaceAssetFile(doc, {
        id: file.id,
        url: `/files/${id()}/${step.kind === 'compress' ? 'small.webp' : 'new.png'}`,
        previousUrl: file.url!,
        mime_type: 'image/webp',
        ext: 'webp',
      });
      return;
    }
    case 'zipImport': {
      // As the scene-zip import records it: one transaction of a folder, a typed folder, its
      // files (already recorded by the server at the root) and a material.
      const outer = folderAt(doc, step.folder);
      doc.transact(() => {
        const zip = addFolder(doc, { name: 'scene', parentId: outer });
        const chair = addFolder(doc, { name: '[Model]_Chair', parentId: zip });
        for (let n = 0; n < step.files; n += 1) {
          const stored = fileArgs(id(), `chair_${n}.png`, null);
          recordStoredFile(doc, stored);
          recordStoredFile(doc, { ...stored, parentId: chair });
        }
        addMaterialAsset(doc, { name: 'Chair', parentId: chair });
      });
      return;
    }
    case 'folder':
      addFolder(doc, { name: 'Folder', parentId: folderAt(doc, step.folder) });
      return;
    case 'move':
      moveOrDelete(doc, step.assets, step.folder, false);
      return;
    case 'delete':
      moveOrDelete(doc, step.assets, 0, true);
      return;
    case 'fork':
      world.doc = copyOf(doc);
      return;
    case 'checkpoint':
      world.checkpoint = readValidProject(doc);
      return;
    case 'restore':
      if (world.checkpoint) restoreProject(doc, world.checkpoint);
      return;
    case 'concurrent': {
      // Two editors from the same state, each moving or deleting, merged; the socket repairs.
      const other = copyOf(doc);
      moveOrDelete(doc, step.first, step.folder, false);
      moveOrDelete(other, step.second, step.folder + 1, step.second.length === 1);
      Y.applyUpdate(doc, Y.encodeStateAsUpdate(other, Y.encodeStateVector(doc)));
      repairAssetTree(doc);
      return;
    }
  }
}

describe('the library tree invariant', () => {
  it('holds after every step of random sequences of the write paths', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 25 }), (steps) => {
        const world: World = { doc: setupLibrary(), checkpoint: null, next: 0 };
        for (const step of steps) {
          apply(world, step);
          expect(assetTreeProblems(world.doc), JSON.stringify(step)).toEqual([]);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('a scene-zip import lists the typed folder’s four files and its material', () => {
    const world: World = { doc: setupLibrary(), checkpoint: null, next: 0 };
    apply(world, { kind: 'zipImport', folder: 0, files: 4 });
    const assets = readAssets(world.doc);
    const chair = assets.find((asset) => asset.name === '[Model]_Chair')!;
    const inside = assets.filter((asset) => asset.parentId === chair.id).map((asset) => asset.id);
    expect(inside).toHaveLength(5);
    expect([...chair.children].sort()).toEqual([...inside].sort());
  });
});

describe('repairAssetTree', () => {
  it('puts back a document written before folders listed their files, and a hostile one', () => {
    const doc = setupLibrary();
    const outer = addFolder(doc, { name: 'Outer' });
    const inner = addFolder(doc, { name: 'Inner', parentId: outer });
    addFileAsset(doc, fileArgs('f1', 'a.glb', inner));
    addFileAsset(doc, fileArgs('f2', 'b.png', inner));
    const assets = doc.getMap('project').get('assets') as Y.Map<Y.Map<unknown>>;
    doc.transact(() => {
      // The old shape: only child folders listed.
      (assets.get(inner)!.get('children') as Y.Array<string>).delete(0, 2);
      // A listed child that does not exist, one listed twice, a file with children.
      (assets.get(outer)!.get('children') as Y.Array<string>).push(['ghost', inner]);
      (assets.get('f1')!.get('children') as Y.Array<string>).push(['f2']);
      // A parent that is a file, and a loop.
      assets.get('f2')!.set('parentId', 'f1');
    });
    expect(assetTreeProblems(doc).length).toBeGreaterThan(0);
    repairAssetTree(doc);
    expect(assetTreeProblems(doc)).toEqual([]);
    const read = readAssets(doc);
    expect(read.find((asset) => asset.id === 'f2')!.parentId).toBeNull();
    expect(read.find((asset) => asset.id === inner)!.children).toEqual(['f1']);
    expect(read.find((asset) => asset.id === outer)!.children).toEqual([inner]);

    const loop = addFolder(doc, { name: 'Loop', parentId: inner });
    assets.get(inner)!.set('parentId', loop);
    repairAssetTree(doc);
    expect(assetTreeProblems(doc)).toEqual([]);
  });
});

describe('touchedAssetTree', () => {
  it('sees what places assets in the tree, and not a material colour being dragged', () => {
    const doc = setupLibrary();
    const folder = addFolder(doc, { name: 'F' });
    const material = addMaterialAsset(doc, { name: 'M', parentId: folder });
    const touched = (change: () => void) => {
      let seen = false;
      const listen = (transaction: Y.Transaction) => (seen = touchedAssetTree(doc, transaction));
      doc.on('afterTransaction', listen);
      doc.transact(change);
      doc.off('afterTransaction', listen);
      return seen;
    };
    const assets = doc.getMap('project').get('assets') as Y.Map<Y.Map<unknown>>;
    const data = assets.get(material)!.get('data') as Y.Map<unknown>;
    expect(touched(() => data.set('color', '#ff0000'))).toBe(false);
    expect(touched(() => assets.get(material)!.set('name', 'Renamed'))).toBe(false);
    expect(touched(() => assets.get(material)!.set('parentId', null))).toBe(true);
    expect(touched(() => (assets.get(folder)!.get('children') as Y.Array<string>).push(['ghost']))).toBe(
      true,
    );
    expect(touched(() => addFolder(doc, { name: 'G' }))).toBe(true);
    expect(touched(() => assets.delete(folder))).toBe(true);
  });
});
