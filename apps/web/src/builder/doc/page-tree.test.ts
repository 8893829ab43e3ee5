import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { PageTree } from './page-tree.ts';

function element(doc: Y.Doc, page: Y.Map<unknown>, id: string, parent: string | null) {
  doc.transact(() => {
    const map = new Y.Map<unknown>();
    map.set('id', id);
    map.set('elementType', 'Flex');
    map.set('displayName', 'Flex');
    map.set('name', id);
    map.set('parent', parent);
    map.set('children', new Y.Array<string>());
    map.set('props', new Y.Map());
    (page.get('elements') as Y.Map<unknown>).set(id, map);
    const list = parent
      ? ((page.get('elements') as Y.Map<Y.Map<unknown>>).get(parent)!.get('children') as Y.Array<string>)
      : (page.get('children') as Y.Array<string>);
    list.push([id]);
  });
}

function setup() {
  const doc = new Y.Doc();
  const page = doc.getMap<unknown>('page');
  doc.transact(() => {
    page.set('children', new Y.Array<string>());
    page.set('elements', new Y.Map());
  });
  return { doc, page, tree: new PageTree(page) };
}

describe('PageTree', () => {
  it('mirrors roots, children and parents', () => {
    const { doc, page, tree } = setup();
    element(doc, page, 'a', null);
    element(doc, page, 'b', 'a');
    element(doc, page, 'c', 'b');
    const snapshot = tree.read();
    expect(snapshot.roots).toEqual(['a']);
    expect(snapshot.children.get('a')).toEqual(['b']);
    expect(snapshot.parent.get('c')).toBe('b');
    expect(tree.subtree('a')).toEqual(['a', 'b', 'c']);
    expect(tree.ancestors('c')).toEqual(['b', 'a']);
  });

  it('keeps its snapshot across renames and prop edits, but not across structural changes', () => {
    const { doc, page, tree } = setup();
    element(doc, page, 'a', null);
    const structure = vi.fn();
    const labels = vi.fn();
    tree.subscribeStructure(structure);
    tree.subscribeLabels(labels);
    const before = tree.read();
    const a = (page.get('elements') as Y.Map<Y.Map<unknown>>).get('a')!;
    a.set('name', 'Renamed');
    (a.get('props') as Y.Map<unknown>).set('visibility', { type: 'static', content: false });
    expect(tree.read()).toBe(before);
    expect(structure).not.toHaveBeenCalled();
    expect(labels).toHaveBeenCalledTimes(1);
    element(doc, page, 'b', 'a');
    expect(structure).toHaveBeenCalledTimes(1);
    expect(tree.read()).not.toBe(before);
    expect(tree.read().children.get('a')).toEqual(['b']);
  });
});
