// Every operation is one transaction with the caller's origin: one undo step, one update on the wire.
import { describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import * as operations from './index.ts';
import { addNamed, setupProject } from './fixtures.ts';

function transactions(doc: Y.Doc, run: () => unknown): unknown[] {
  const origins: unknown[] = [];
  const listener = (transaction: Y.Transaction) => origins.push(transaction.origin);
  doc.on('afterTransaction', listener);
  run();
  doc.off('afterTransaction', listener);
  return origins;
}

describe('operations', () => {
  it('apply each change in one transaction with the local origin by default', () => {
    const { doc, pageId } = setupProject();
    const a = addNamed(doc, pageId, null, 'A');
    const b = addNamed(doc, pageId, null, 'B');
    const ref = { pageId, elementId: a };
    const attributeId = operations.addAttribute(doc, { label: 'Colour' });
    const cases: Array<[string, () => unknown]> = [
      ['insertElement', () => operations.insertElement(doc, { pageId, parentId: a, elementType: 'Text' })],
      ['wrapElements', () => operations.wrapElements(doc, { pageId, elementIds: [b], elementType: 'Flex' })],
      ['duplicateElement', () => operations.duplicateElement(doc, { pageId, elementId: a })],
      [
        'moveElements',
        // To the end of the root list: a drop in place would change nothing, in no transaction.
        () => operations.moveElements(doc, { pageId, elementIds: [a], target: { kind: 'page', index: 3 } }),
      ],
      ['setStaticProp', () => operations.setStaticProp(doc, { ...ref, prop: 'x', content: 1 })],
      ['bindProp', () => operations.bindProp(doc, { ...ref, prop: 'x', expression: 'y' })],
      ['togglePropBinding', () => operations.togglePropBinding(doc, { ...ref, prop: 'x' })],
      ['setElementVisibility', () => operations.setElementVisibility(doc, ref)],
      [
        'setStyle',
        () =>
          operations.setStyle(doc, {
            ...ref,
            property: 'gap',
            value: { type: 'style', content: { type: 'keyword', value: 'auto' } },
          }),
      ],
      ['addDataAttribute', () => operations.addDataAttribute(doc, { ...ref, name: 'k', value: 'v' })],
      ['renameDataAttribute', () => operations.renameDataAttribute(doc, { ...ref, from: 'k', to: 'j' })],
      ['addPage', () => operations.addPage(doc)],
      ['duplicatePage', () => operations.duplicatePage(doc, { pageId })],
      ['addPageState', () => operations.addPageState(doc, { pageId, name: 's', type: 'string' })],
      ['renamePageState', () => operations.renamePageState(doc, { pageId, from: 's', to: 't' })],
      ['addThemeToken', () => operations.addThemeToken(doc, { group: 'colors' })],
      [
        'renameThemeToken',
        () => operations.renameThemeToken(doc, { group: 'colors', from: 'customToken', to: 'brand' }),
      ],
      ['addAttributeOption', () => operations.addAttributeOption(doc, { attributeId, label: 'Red' })],
      ['renameAttribute', () => operations.renameAttribute(doc, { attributeId, label: 'Tone' })],
      [
        'addPriceOption',
        () => operations.addPriceOption(doc, { ownerId: 'o', currencyCode: 'INR', value: 1 }),
      ],
      [
        'setPriceOptionValue',
        () => operations.setPriceOptionValue(doc, { ownerId: 'o', currencyCode: 'INR', value: 2 }),
      ],
      ['renameProject', () => operations.renameProject(doc, { label: 'Renamed' })],
      ['addMaterial', () => operations.addMaterial(doc)],
      [
        'importComponents',
        () =>
          operations.importComponents(doc, {
            pageId,
            parentId: null,
            json: operations.exportComponents(doc, ref),
          }),
      ],
      [
        'pasteStylingProps',
        () =>
          operations.pasteStylingProps(doc, {
            pageId,
            elementIds: [b],
            json: operations.copyStylingProps(doc, ref),
          }),
      ],
      ['removeElements', () => operations.removeElements(doc, { pageId, elementIds: [a] })],
    ];
    for (const [name, run] of cases) {
      expect(transactions(doc, run), name).toEqual([LOCAL_ORIGIN]);
    }
    const remote = Symbol('custom');
    expect(transactions(doc, () => operations.renameProject(doc, { label: 'Again' }, remote))).toEqual([
      remote,
    ]);
  });

  it('change nothing when they refuse', () => {
    const { doc, pageId } = setupProject();
    const a = addNamed(doc, pageId, null, 'A');
    const refused = () =>
      operations.moveElements(doc, {
        pageId,
        elementIds: [a],
        target: { kind: 'element', id: a, position: 'over' },
      });
    expect(transactions(doc, () => expect(refused).toThrow(OperationError))).toEqual([]);
  });
});
