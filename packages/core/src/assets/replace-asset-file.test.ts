import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readProject } from '../document/read-project.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { insertElement } from '../operations/insert-element.ts';
import { addFileAsset } from './add-file-asset.ts';
import { fileArgs, setupLibrary } from './fixtures.ts';
import { replaceAssetFile } from './replace-asset-file.ts';

describe('replaceAssetFile', () => {
  it('moves the asset and every copy of its old URL to the new file, as one undo step', () => {
    const doc = setupLibrary();
    const pageId = Object.keys(readProject(doc).pages)[0]!;
    addFileAsset(doc, { ...fileArgs('shoe', 'shoe.png'), thumbnail: '/files/shoe/t/thumbnail.webp' });
    const image = insertElement(doc, {
      pageId,
      parentId: null,
      elementType: 'Image',
      props: {
        src: { type: 'reference', referenceType: 'asset', content: 'shoe', url: '/files/shoe/shoe.png' },
      },
    });
    const material = new Y.Map<unknown>();
    material.set('id', 'leather');
    material.set('name', 'Leather');
    material.set('type', 'FILE');
    material.set('data', { images: [{ uuid: 'i1', url: '/files/shoe/shoe.png' }], color: '#fff' });
    (doc.getMap('project').get('assets') as Y.Map<unknown>).set('leather', material);
    const undo = new Y.UndoManager(doc.getMap('project'), { trackedOrigins: new Set([null]) });

    const moved = replaceAssetFile(
      doc,
      {
        id: 'shoe',
        url: '/files/next/shoe-v2.jpg',
        previousUrl: '/files/shoe/shoe.png',
        thumbnail: '/files/next/t/thumbnail.webp',
        mime_type: 'image/jpeg',
        ext: 'JPG',
      },
      null,
    );
    expect(moved).toBe(2);
    const project = readProject(doc);
    expect(project.assets.shoe).toMatchObject({
      name: 'shoe.png',
      url: '/files/next/shoe-v2.jpg',
      thumbnail: '/files/next/t/thumbnail.webp',
      mime_type: 'image/jpeg',
      ext: 'jpg',
    });
    expect(project.pages[pageId]!.elements[image]!.props.src).toEqual({
      type: 'reference',
      referenceType: 'asset',
      content: 'shoe',
      url: '/files/next/shoe-v2.jpg',
    });
    expect(project.assets.leather!.data).toEqual({
      images: [{ uuid: 'i1', url: '/files/next/shoe-v2.jpg' }],
      color: '#fff',
    });
    undo.undo();
    const back = readProject(doc);
    expect(back.assets.shoe!.url).toBe('/files/shoe/shoe.png');
    expect(back.assets.leather!.data!.images).toEqual([{ uuid: 'i1', url: '/files/shoe/shoe.png' }]);
  });

  it('takes the compressed copy’s name when given one, and an undo brings the old name back', () => {
    const doc = setupLibrary();
    addFileAsset(doc, fileArgs('fabric', 'fabric.png'));
    const undo = new Y.UndoManager(doc.getMap('project'), { trackedOrigins: new Set([LOCAL_ORIGIN]) });
    replaceAssetFile(doc, {
      id: 'fabric',
      url: '/files/small/fabric.webp',
      previousUrl: '/files/fabric/fabric.png',
      mime_type: 'image/webp',
      ext: 'webp',
      name: 'fabric.webp',
    });
    expect(readProject(doc).assets.fabric).toMatchObject({ name: 'fabric.webp', ext: 'webp' });
    undo.undo();
    expect(readProject(doc).assets.fabric).toMatchObject({
      name: 'fabric.png',
      url: '/files/fabric/fabric.png',
    });
  });
});
