import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readElement } from '../document/read-project.ts';
import { bindProp } from './bind-prop.ts';
import { addNamed, setupProject } from './fixtures.ts';
import { setElementVisibility } from './set-element-visibility.ts';
import { setProp } from './set-prop.ts';
import { setStaticProp } from './set-static-prop.ts';
import { togglePropBinding } from './toggle-prop-binding.ts';
import { unsetProp } from './unset-prop.ts';
import { renameElement } from './rename-element.ts';

function setup() {
  const { doc, pageId } = setupProject();
  const elementId = addNamed(doc, pageId, null, 'A');
  return { doc, pageId, elementId, props: () => readElement(doc, pageId, elementId).props };
}

describe('setProp / unsetProp', () => {
  it('sets and unsets a prop value', () => {
    const { doc, pageId, elementId, props } = setup();
    setProp(doc, {
      pageId,
      elementId,
      prop: 'src',
      value: { type: 'reference', referenceType: 'asset', content: 'a1' },
    });
    expect(props().src).toEqual({ type: 'reference', referenceType: 'asset', content: 'a1' });
    expect(unsetProp(doc, { pageId, elementId, prop: 'src' })).toBe(true);
    expect(unsetProp(doc, { pageId, elementId, prop: 'src' })).toBe(false);
    expect(props()).toEqual({});
  });

  it('refuses values that are not prop values', () => {
    const { doc, pageId, elementId } = setup();
    expect(() => setProp(doc, { pageId, elementId, prop: 'x', value: { type: 'magic' } as never })).toThrow(
      /Invalid property value/,
    );
  });

  it('follows the static/binding transitions of SPEC §4', () => {
    const { doc, pageId, elementId, props } = setup();
    setStaticProp(doc, { pageId, elementId, prop: 'label', content: 'Buy' });
    bindProp(doc, { pageId, elementId, prop: 'label', expression: 'state.label' });
    expect(props().label).toEqual({ type: 'binding', content: 'state.label', fallback: 'Buy' });
    setStaticProp(doc, { pageId, elementId, prop: 'label', content: 'Order' });
    expect(props().label).toEqual({ type: 'binding', content: 'state.label', fallback: 'Order' });
    togglePropBinding(doc, { pageId, elementId, prop: 'label' });
    expect(props().label).toEqual({ type: 'static', content: 'Order' });
    togglePropBinding(doc, { pageId, elementId, prop: 'count', expression: 'n' });
    expect(props().count).toEqual({ type: 'binding', content: 'n' });
    expect(togglePropBinding(doc, { pageId, elementId, prop: 'count' })).toBeUndefined();
    expect(props().count).toBeUndefined();
  });

  it('merges concurrent edits of different props of one element', () => {
    const { doc, pageId, elementId, props } = setup();
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
    setStaticProp(doc, { pageId, elementId, prop: 'a', content: 1 });
    setStaticProp(other, { pageId, elementId, prop: 'b', content: 2 });
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(other));
    expect(props()).toEqual({ a: { type: 'static', content: 1 }, b: { type: 'static', content: 2 } });
  });
});

describe('setElementVisibility', () => {
  it('stores a static boolean and toggles it', () => {
    const { doc, pageId, elementId, props } = setup();
    expect(setElementVisibility(doc, { pageId, elementId })).toBe(false);
    expect(props().visibility).toEqual({ type: 'static', content: false });
    expect(setElementVisibility(doc, { pageId, elementId })).toBe(true);
    expect(setElementVisibility(doc, { pageId, elementId, visible: true })).toBe(true);
    expect(props().visibility).toEqual({ type: 'static', content: true });
  });
});

describe('renameElement', () => {
  it('stores the name as given, empty included', () => {
    const { doc, pageId, elementId } = setup();
    renameElement(doc, { pageId, elementId, name: 'Hero' });
    expect(readElement(doc, pageId, elementId).name).toBe('Hero');
    renameElement(doc, { pageId, elementId, name: '' });
    expect(readElement(doc, pageId, elementId).name).toBe('');
  });
});
