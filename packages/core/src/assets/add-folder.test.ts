import { describe, expect, it } from 'vitest';
import { addFolder } from './add-folder.ts';
import { addFileAsset } from './add-file-asset.ts';
import { getAsset, readAsset } from './asset-tree.ts';
import { fileArgs, libraryOutline, setupLibrary } from './fixtures.ts';

describe('addFolder', () => {
  it("creates a folder named 'Folder' at the root by default", () => {
    const doc = setupLibrary();
    const id = addFolder(doc);
    expect(readAsset(getAsset(doc, id))).toMatchObject({
      name: 'Folder',
      type: 'FOLDER',
      parentId: null,
      children: [],
    });
  });

  it('nests folders and lists child folders in the parent', () => {
    const doc = setupLibrary();
    const outer = addFolder(doc, { name: 'Shoes' });
    const inner = addFolder(doc, { name: 'Soles', parentId: outer });
    expect(readAsset(getAsset(doc, outer)).children).toEqual([inner]);
    expect(libraryOutline(doc)).toBe('Shoes(Soles())');
  });

  it('requires a name and an existing folder as parent', () => {
    const doc = setupLibrary();
    expect(() => addFolder(doc, { name: '  ' })).toThrow('Folder name is required');
    expect(() => addFolder(doc, { parentId: 'nope' })).toThrow('Folder nope does not exist');
    addFileAsset(doc, fileArgs('f1', 'shoe.glb'));
    expect(() => addFolder(doc, { parentId: 'f1' })).toThrow('shoe.glb is not a folder');
    expect(libraryOutline(doc)).toBe('shoe.glb');
  });

  it('is one undoable transaction', () => {
    const doc = setupLibrary();
    let transactions = 0;
    doc.on('afterTransaction', () => (transactions += 1));
    addFolder(doc, { name: 'A' });
    expect(transactions).toBe(1);
  });
});
