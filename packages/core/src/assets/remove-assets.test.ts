import { describe, expect, it } from 'vitest';
import { addFolder } from './add-folder.ts';
import { addFileAsset } from './add-file-asset.ts';
import { getAsset, readAsset, readAssets } from './asset-tree.ts';
import { fileArgs, libraryOutline, setupLibrary } from './fixtures.ts';
import { addMaterialAsset } from './material-asset.ts';
import { removeAssets } from './remove-assets.ts';

describe('removeAssets', () => {
  it("moves a deleted folder's children to the folder's parent", () => {
    const doc = setupLibrary();
    const a = addFolder(doc, { name: 'A' });
    const b = addFolder(doc, { name: 'B', parentId: a });
    const c = addFolder(doc, { name: 'C', parentId: b });
    addFileAsset(doc, fileArgs('p', 'p.png', b));
    expect(removeAssets(doc, { ids: [b] })).toEqual([]);
    expect(libraryOutline(doc)).toBe('A(C(),p.png)');
    expect(readAsset(getAsset(doc, a)).children).toEqual([c, 'p']);
  });

  it('moves children of a deleted root folder to the root, whatever the order of a nested selection', () => {
    const doc = setupLibrary();
    const a = addFolder(doc, { name: 'A' });
    const b = addFolder(doc, { name: 'B', parentId: a });
    addFileAsset(doc, fileArgs('p', 'p.png', b));
    removeAssets(doc, { ids: [b, a] });
    expect(libraryOutline(doc)).toBe('p.png');
  });

  it('answers the removed assets that hold stored files', () => {
    const doc = setupLibrary();
    addFileAsset(doc, fileArgs('f', 'f.glb'));
    const material = addMaterialAsset(doc);
    const folder = addFolder(doc);
    expect(removeAssets(doc, { ids: ['f', material, folder] })).toEqual(['f']);
    expect(readAssets(doc)).toEqual([]);
  });

  it('names a missing asset and removes nothing then', () => {
    const doc = setupLibrary();
    addFileAsset(doc, fileArgs('f', 'f.glb'));
    expect(() => removeAssets(doc, { ids: ['f', 'x'] })).toThrow('Asset x does not exist');
    expect(libraryOutline(doc)).toBe('f.glb');
  });
});
