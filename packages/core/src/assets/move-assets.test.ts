import { describe, expect, it } from 'vitest';
import { addFolder } from './add-folder.ts';
import { addFileAsset } from './add-file-asset.ts';
import { getAsset, readAsset } from './asset-tree.ts';
import { fileArgs, libraryOutline, setupLibrary } from './fixtures.ts';
import { canDropAssets, moveAssets } from './move-assets.ts';

function library() {
  const doc = setupLibrary();
  const a = addFolder(doc, { name: 'A' });
  const b = addFolder(doc, { name: 'B', parentId: a });
  const c = addFolder(doc, { name: 'C' });
  addFileAsset(doc, fileArgs('m', 'm.glb'));
  addFileAsset(doc, fileArgs('p', 'p.png', b));
  return { doc, a, b, c };
}

describe('moveAssets', () => {
  it('moves files and folders into a folder and keeps the children lists in step', () => {
    const { doc, a, b, c } = library();
    expect(moveAssets(doc, { ids: ['m', b], targetId: c })).toEqual(['m', b]);
    expect(libraryOutline(doc)).toBe('A() C(B(p.png),m.glb)');
    expect(readAsset(getAsset(doc, a)).children).toEqual([]);
    expect(readAsset(getAsset(doc, c)).children).toEqual(['m', b]);
  });

  it('moves to the root with a null target', () => {
    const { doc } = library();
    moveAssets(doc, { ids: ['p'], targetId: null });
    expect(libraryOutline(doc)).toBe('A(B()) C() m.glb p.png');
  });

  it('only accepts drops on folders', () => {
    const { doc } = library();
    expect(() => moveAssets(doc, { ids: ['p'], targetId: 'm' })).toThrow(
      'Assets can only be dropped into folders',
    );
    expect(canDropAssets(doc, { ids: ['p'], targetId: 'm' })).toBe(false);
  });

  it('refuses a drop into a folder within the dragged selection', () => {
    const { doc, a, b } = library();
    expect(() => moveAssets(doc, { ids: [a], targetId: b })).toThrow(
      'A folder cannot be moved into itself or a folder inside the moved selection',
    );
    expect(canDropAssets(doc, { ids: ['m', a], targetId: b })).toBe(false);
    expect(libraryOutline(doc)).toBe('A(B(p.png)) C() m.glb');
  });

  it('ignores moving a folder into itself', () => {
    const { doc, a, c } = library();
    expect(moveAssets(doc, { ids: [a], targetId: a })).toEqual([]);
    expect(moveAssets(doc, { ids: [a, 'm'], targetId: a })).toEqual(['m']);
    expect(canDropAssets(doc, { ids: [c], targetId: c })).toBe(true);
    expect(libraryOutline(doc)).toBe('A(B(p.png),m.glb) C()');
  });

  it('names missing assets and leaves unmoved assets alone', () => {
    const { doc, a } = library();
    expect(() => moveAssets(doc, { ids: ['zz'], targetId: a })).toThrow('Asset zz does not exist');
    expect(() => moveAssets(doc, { ids: ['m'], targetId: 'zz' })).toThrow('Asset zz does not exist');
    expect(moveAssets(doc, { ids: ['m'], targetId: null })).toEqual([]);
  });
});
