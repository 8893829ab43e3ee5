import { describe, expect, it } from 'vitest';
import { addFolder } from './add-folder.ts';
import { addFileAsset } from './add-file-asset.ts';
import { getAsset, readAsset } from './asset-tree.ts';
import { fileArgs, setupLibrary } from './fixtures.ts';
import { addMaterialAsset } from './material-asset.ts';
import { renameAsset } from './rename-asset.ts';

describe('renameAsset', () => {
  it('renames folders, files and materials, trimmed', () => {
    const doc = setupLibrary();
    const folder = addFolder(doc);
    renameAsset(doc, { id: folder, name: ' Shoes ' });
    expect(readAsset(getAsset(doc, folder)).name).toBe('Shoes');
  });

  it('requires folder and material names (and any name at all)', () => {
    const doc = setupLibrary();
    const folder = addFolder(doc);
    const material = addMaterialAsset(doc);
    addFileAsset(doc, fileArgs('f', 'f.glb'));
    expect(() => renameAsset(doc, { id: folder, name: '' })).toThrow('Folder name is required');
    expect(() => renameAsset(doc, { id: material, name: ' ' })).toThrow('Material name is required');
    expect(() => renameAsset(doc, { id: 'f', name: '' })).toThrow('Name is required');
    expect(() => renameAsset(doc, { id: 'x', name: 'y' })).toThrow('Asset x does not exist');
    expect(readAsset(getAsset(doc, material)).name).toBe('Material 1');
  });
});
