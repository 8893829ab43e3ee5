// @vitest-environment jsdom
import { addPage, insertElement, readPage } from '@vitrine/core';
import { afterEach, describe, expect, it } from 'vitest';
import { testSession } from '../properties/test-session.ts';
import {
  clearClipboard,
  copyElements,
  cutElements,
  hasClipboard,
  moveToPage,
  pasteElements,
  pasteTarget,
} from './element-clipboard.ts';

afterEach(clearClipboard);

function setup() {
  const session = testSession();
  const other = addPage(session.doc, { label: 'Checkout' });
  const add = (pageId: string, elementType: string, name: string, parentId: string | null = null) =>
    insertElement(session.doc, { pageId, parentId, elementType, name });
  return { ...session, other, add };
}

const names = (doc: Parameters<typeof readPage>[0], pageId: string, ids?: string[]) => {
  const page = readPage(doc, pageId);
  return (ids ?? page.children).map((id) => page.elements[id]!.name);
};

describe('element clipboard', () => {
  it('cut on one page and paste on another moves the elements, keeping their ids', () => {
    const { session, doc, store, pageId, other, add } = setup();
    const box = add(pageId, 'Flex', 'Box');
    const title = add(pageId, 'Text', 'Title', box);
    add(pageId, 'Text', 'Stays');
    cutElements(session, [box]);
    expect(hasClipboard()).toBe(true);
    // Nothing moves until the paste.
    expect(names(doc, pageId)).toEqual(['Box', 'Stays']);
    store.getState().setPage(other);
    pasteElements(session);
    expect(names(doc, pageId)).toEqual(['Stays']);
    expect(readPage(doc, other).children).toEqual([box]);
    expect(readPage(doc, other).elements[title]!.parent).toBe(box);
    expect(store.getState().selectedIds).toEqual([box]);
    // A cut is pasted once.
    expect(hasClipboard()).toBe(false);
  });

  it('pastes into the selected container, or after the selected leaf', () => {
    const { session, doc, store, pageId, other, add } = setup();
    const a = add(pageId, 'Text', 'A');
    const b = add(pageId, 'Text', 'B');
    const list = add(other, 'Flex', 'List');
    const first = add(other, 'Text', 'First', list);
    add(other, 'Text', 'Last', list);
    store.getState().selectOnly([a]);
    cutElements(session, [a]);
    store.getState().setPage(other);
    store.getState().selectOnly([list]);
    expect(pasteTarget(session)).toEqual({ parentId: list });
    pasteElements(session);
    expect(names(doc, other, readPage(doc, other).elements[list]!.children)).toEqual(['First', 'Last', 'A']);
    store.getState().setPage(pageId);
    cutElements(session, [b]);
    store.getState().setPage(other);
    store.getState().selectOnly([first]);
    expect(pasteTarget(session)).toEqual({ parentId: list, index: 1, after: first });
    pasteElements(session);
    expect(names(doc, other, readPage(doc, other).elements[list]!.children)).toEqual([
      'First',
      'B',
      'Last',
      'A',
    ]);
  });

  it('copy pastes fresh copies, as often as asked', () => {
    const { session, doc, store, pageId, other, add } = setup();
    const a = add(pageId, 'Text', 'A');
    copyElements(session, [a]);
    store.getState().setPage(other);
    pasteElements(session);
    pasteElements(session);
    const page = readPage(doc, other);
    expect(names(doc, other)).toEqual(['A', 'A']);
    expect(page.children).not.toContain(a);
    expect(new Set(page.children).size).toBe(2);
    expect(names(doc, pageId)).toEqual(['A']);
  });

  it('cut and paste on the same page moves within it', () => {
    const { session, doc, store, pageId, add } = setup();
    const a = add(pageId, 'Text', 'A');
    const box = add(pageId, 'Flex', 'Box');
    cutElements(session, [a]);
    store.getState().selectOnly([box]);
    pasteElements(session);
    expect(names(doc, pageId)).toEqual(['Box']);
    expect(readPage(doc, pageId).elements[box]!.children).toEqual([a]);
  });

  it('a drop on another page moves the elements to its root', () => {
    const { session, doc, pageId, other, add } = setup();
    const a = add(pageId, 'Text', 'A');
    expect(moveToPage(session, [a], other)).toBe(true);
    expect(readPage(doc, other).children).toEqual([a]);
    expect(moveToPage(session, [a], pageId)).toBe(false);
  });
});
