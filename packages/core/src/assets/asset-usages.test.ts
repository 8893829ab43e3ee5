import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readProject } from '../document/read-project.ts';
import { addPage } from '../operations/add-page.ts';
import { addTheme } from '../operations/add-theme.ts';
import { insertElement } from '../operations/insert-element.ts';
import { addFileAsset } from './add-file-asset.ts';
import { assetUsages, describeAssetUsage } from './asset-usages.ts';
import { fileArgs, setupLibrary } from './fixtures.ts';

describe('assetUsages', () => {
  it('lists elements on every page, materials, themes and global styles that use an asset', () => {
    const doc = setupLibrary();
    const home = Object.keys(readProject(doc).pages)[0]!;
    const other = addPage(doc, { label: 'Gallery' });
    addFileAsset(doc, fileArgs('shoe', 'shoe.png'));
    addFileAsset(doc, fileArgs('font', 'brand.woff2'));
    addFileAsset(doc, fileArgs('unused', 'unused.png'));
    insertElement(doc, {
      pageId: home,
      parentId: null,
      elementType: 'Image',
      name: 'Hero image',
      props: {
        src: { type: 'reference', referenceType: 'asset', content: 'shoe', url: '/files/shoe/shoe.png' },
      },
    });
    insertElement(doc, {
      pageId: other,
      parentId: null,
      elementType: 'Markdown',
      name: 'Notes',
      props: { text: { type: 'static', content: '![shoe](/files/shoe/shoe.png)' } },
    });
    const assets = doc.getMap('project').get('assets') as Y.Map<Y.Map<unknown>>;
    const leather = new Y.Map<unknown>();
    for (const [key, value] of Object.entries({
      id: 'leather',
      name: 'Leather',
      type: 'FILE',
      mime_type: 'model/vnd.vitrine.material',
      data: { images: [{ uuid: 'i1', url: '/files/shoe/shoe.png' }] },
    }))
      leather.set(key, value);
    assets.set('leather', leather);
    addTheme(doc, { name: 'Brand' });
    const themes = (doc.getMap('project').get('config') as Y.Map<Y.Map<Y.Map<unknown>>>).get('themes')!;
    themes.get('Brand')!.set('imports', Y.Array.from(['/files/font/brand.woff2']));

    const project = readProject(doc);
    const shoe = assetUsages(project, ['shoe']);
    expect(shoe.map(describeAssetUsage)).toEqual([
      "Hero image on page 'Page 1' (src)",
      "Notes on page 'Gallery' (text)",
      "Material 'Leather'",
    ]);
    expect(assetUsages(project, ['font']).map(describeAssetUsage)).toEqual(["Theme 'Brand'"]);
    expect(assetUsages(project, ['unused'])).toEqual([]);
  });
});
