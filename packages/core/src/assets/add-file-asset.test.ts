import { describe, expect, it } from 'vitest';
import { addFolder } from './add-folder.ts';
import { addFileAsset, replaceFileAsset } from './add-file-asset.ts';
import { getAsset, readAsset } from './asset-tree.ts';
import { fileArgs, libraryOutline, setupLibrary } from './fixtures.ts';

describe('addFileAsset', () => {
  it('records an uploaded file with its mime type, extension, url and thumbnail', () => {
    const doc = setupLibrary();
    const folder = addFolder(doc, { name: 'Textures' });
    addFileAsset(doc, {
      id: 'img',
      name: 'wood.PNG',
      url: '/files/k/wood.png',
      mime_type: 'image/png',
      ext: '.PNG',
      thumbnail: '/files/k/t/thumbnail.webp',
      parentId: folder,
    });
    expect(readAsset(getAsset(doc, 'img'))).toEqual({
      id: 'img',
      name: 'wood.PNG',
      type: 'FILE',
      parentId: folder,
      children: [],
      mime_type: 'image/png',
      ext: 'png',
      url: '/files/k/wood.png',
      thumbnail: '/files/k/t/thumbnail.webp',
    });
    expect(libraryOutline(doc)).toBe('Textures(wood.PNG)');
  });

  it('requires a type, a name and a folder parent', () => {
    const doc = setupLibrary();
    expect(() => addFileAsset(doc, { ...fileArgs('a', 'a.glb'), type: '' })).toThrow('An asset needs a type');
    expect(() => addFileAsset(doc, fileArgs('a', ' '))).toThrow('Name is required');
    expect(() => addFileAsset(doc, fileArgs('a', 'a.glb', 'missing'))).toThrow(
      'Folder missing does not exist',
    );
    addFileAsset(doc, fileArgs('m', 'm.glb'));
    expect(() => addFileAsset(doc, fileArgs('a', 'a.glb', 'm'))).toThrow('m.glb is not a folder');
  });

  it('points a re-uploaded asset at its new bytes', () => {
    const doc = setupLibrary();
    addFileAsset(doc, { ...fileArgs('a', 'a.png'), thumbnail: '/files/old/t/thumbnail.webp' });
    replaceFileAsset(doc, { id: 'a', url: '/files/new/a.glb', mime_type: 'model/gltf-binary', ext: 'glb' });
    expect(readAsset(getAsset(doc, 'a'))).toMatchObject({
      url: '/files/new/a.glb',
      ext: 'glb',
      name: 'a.png',
    });
    expect(readAsset(getAsset(doc, 'a')).thumbnail).toBeUndefined();
    expect(() => replaceFileAsset(doc, { id: 'x', url: '', mime_type: '', ext: '' })).toThrow(
      'Asset x does not exist',
    );
  });
});
