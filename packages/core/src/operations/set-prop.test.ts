import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readElement } from '../document/read-project.ts';
import { setupElement } from './fixtures.ts';
import { setProp } from './set-prop.ts';

describe('setProp', () => {
  it('stores static, binding and reference values as given', () => {
    const { doc, ref, element } = setupElement();
    setProp(doc, {
      ...ref,
      prop: 'src',
      value: { type: 'reference', referenceType: 'asset', content: 'a1', url: '/f' },
    });
    setProp(doc, { ...ref, prop: 'label', value: { type: 'binding', content: 'state.x', fallback: 'Buy' } });
    setProp(doc, { ...ref, prop: 'open', value: { type: 'static', content: true } });
    expect(element().props).toEqual({
      src: { type: 'reference', referenceType: 'asset', content: 'a1', url: '/f' },
      label: { type: 'binding', content: 'state.x', fallback: 'Buy' },
      open: { type: 'static', content: true },
    });
  });

  it('refuses values that are not prop values', () => {
    const { doc, ref } = setupElement();
    expect(() => setProp(doc, { ...ref, prop: 'x', value: { type: 'magic' } as never })).toThrow(
      /Invalid property value/,
    );
  });

  it('merges concurrent edits of different props of one element', () => {
    const { doc, pageId, elementId, ref } = setupElement();
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
    setProp(doc, { ...ref, prop: 'a', value: { type: 'static', content: 1 } });
    setProp(other, { ...ref, prop: 'b', value: { type: 'static', content: 2 } });
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(other));
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
    expect(readElement(doc, pageId, elementId).props).toEqual({
      a: { type: 'static', content: 1 },
      b: { type: 'static', content: 2 },
    });
    expect(readElement(other, pageId, elementId).props).toEqual(readElement(doc, pageId, elementId).props);
  });
});
