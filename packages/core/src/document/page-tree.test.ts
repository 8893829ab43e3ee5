import { createHistory } from '../history.ts';
import { duplicateElement } from '../operations/duplicate-element.ts';
import { insertElement } from '../operations/insert-element.ts';
import { moveElements } from '../operations/move-elements.ts';
import { removeElements } from '../operations/remove-elements.ts';
import { wrapElements } from '../operations/wrap-elements.ts';
import { pagesMap } from './access.ts';
import { createProjectDoc } from './create-project.ts';
import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { PageTree, type TreeSnapshot } from './page-tree.ts';

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

  it('patched after each edit, equals the tree read afresh (random edits, undo and redo)', () => {
    const plain = (snapshot: TreeSnapshot) => ({
      roots: [...snapshot.roots],
      children: Object.fromEntries([...snapshot.children].sort()),
      parent: Object.fromEntries([...snapshot.parent].sort()),
    });
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const doc = createProjectDoc({ label: 'Tree' });
    const page = [...pagesMap(doc).values()][0]!;
    const pageId = String(page.get('id'));
    const history = createHistory(doc);
    const tree = new PageTree(page);
    const rebuilds = vi.spyOn(tree as unknown as { build(): unknown }, 'build');
    tree.read();
    const ids = () => [...(page.get('elements') as Y.Map<unknown>).keys()];
    const pick = () => {
      const all = ids();
      return all.length ? all[random(all.length)]! : null;
    };
    for (let step = 0; step < 300; step++) {
      const id = pick();
      const choice = id ? random(7) : 0;
      try {
        if (choice === 0)
          insertElement(doc, { pageId, elementType: 'Flex', parentId: random(3) ? pick() : null });
        else if (choice === 1)
          moveElements(doc, {
            pageId,
            elementIds: [id!],
            target: {
              kind: 'element',
              id: pick()!,
              position: (['top', 'bottom', 'over'] as const)[random(3)]!,
            },
          });
        else if (choice === 2)
          moveElements(doc, { pageId, elementIds: [id!], target: { kind: 'page', index: 0 } });
        else if (choice === 3 && random(3) === 0) removeElements(doc, { pageId, elementIds: [id!] });
        else if (choice === 4) duplicateElement(doc, { pageId, elementId: id! });
        else if (choice === 5) wrapElements(doc, { pageId, elementIds: [id!], elementType: 'Flex' });
        else if (random(2)) history.undo();
        else history.redo();
      } catch {
        // A refused edit (into its own subtree…) changes nothing.
      }
      expect(plain(tree.read())).toEqual(plain(new PageTree(page).read()));
    }
    expect(ids().length).toBeGreaterThan(10);
    // Only the first read built the tree whole: every edit after it was patched in.
    expect(rebuilds).toHaveBeenCalledTimes(1);
  });
});
