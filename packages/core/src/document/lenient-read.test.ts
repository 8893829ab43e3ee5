import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  asYMap,
  elementLabel,
  isElementVisible,
  pageIdsInOrder,
  readIds,
  readStaticProp,
  readString,
  toPlain,
} from './lenient-read.ts';

// Y types read back only once they are in a document.
function mapInDoc(): Y.Map<unknown> {
  const map = new Y.Map<unknown>();
  new Y.Doc().getMap('root').set('value', map);
  return map;
}

function listInDoc(items: Array<string | number | null>): Y.Array<string | number | null> {
  const list = Y.Array.from(items);
  new Y.Doc().getMap('root').set('value', list);
  return list;
}

function element(fields: Record<string, unknown>): Y.Map<unknown> {
  const map = mapInDoc();
  for (const [key, value] of Object.entries(fields)) map.set(key, value);
  return map;
}

describe('lenient readers', () => {
  it('read ids from a Y.Array or a plain array, skipping what is not a string', () => {
    expect(readIds(listInDoc(['a', 1, 'b', null]))).toEqual(['a', 'b']);
    expect(readIds(['a', { id: 'b' }, 'c'])).toEqual(['a', 'c']);
    expect(readIds(undefined)).toEqual([]);
    expect(readIds('a')).toEqual([]);
  });

  it('read maps and strings only when they are what is asked for', () => {
    const map = mapInDoc();
    expect(asYMap(map)).toBe(map);
    expect(asYMap({})).toBeNull();
    expect(readString('x')).toBe('x');
    expect(readString(1)).toBeUndefined();
    expect(toPlain(listInDoc([1, 2]))).toEqual([1, 2]);
    expect(toPlain({ a: 1 })).toEqual({ a: 1 });
  });

  it('read a static prop from Y or plain props, and nothing from a binding or a non-object', () => {
    const props = mapInDoc();
    props.set('text', { type: 'static', content: 'Hi' });
    props.set('bound', { type: 'binding', content: 'state.x' });
    expect(readStaticProp(props, 'text')).toBe('Hi');
    expect(readStaticProp(props, 'bound')).toBeUndefined();
    expect(readStaticProp({ text: { type: 'static', content: 3 } }, 'text')).toBe(3);
    expect(readStaticProp(7, 'text')).toBeUndefined();
    expect(readStaticProp(null, 'text')).toBeUndefined();
  });

  it('show an element unless its visibility is a static false', () => {
    const props = new Y.Map<unknown>();
    const hidden = element({ props });
    expect(isElementVisible(hidden)).toBe(true);
    props.set('visibility', { type: 'static', content: false });
    expect(isElementVisible(hidden)).toBe(false);
    props.set('visibility', { type: 'binding', content: 'state.open', fallback: false });
    expect(isElementVisible(hidden)).toBe(true);
    expect(isElementVisible(null)).toBe(true);
  });

  it('label an element by its name, display name, then type', () => {
    expect(elementLabel(element({ name: 'Hero', displayName: 'Flex', elementType: 'Flex' }))).toBe('Hero');
    expect(elementLabel(element({ name: '', displayName: 'Box', elementType: 'Flex' }))).toBe('Box');
    expect(elementLabel(element({ name: 3, elementType: 'Flex' }))).toBe('Flex');
    expect(elementLabel(null)).toBe('');
  });

  it('order pages by their order, then id, with a missing order as 0', () => {
    const pages = mapInDoc();
    const page = (order: unknown) => {
      const map = new Y.Map<unknown>();
      if (order !== undefined) map.set('order', order);
      return map;
    };
    pages.set('b', page(1));
    pages.set('a', page(1));
    pages.set('z', page(undefined));
    pages.set('c', page(-1));
    pages.set('plain', { order: 5 });
    expect(pageIdsInOrder(pages)).toEqual(['c', 'plain', 'z', 'a', 'b']);
    expect(pageIdsInOrder(null)).toEqual([]);
  });
});
