import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { PatchedProject, type ProjectChange, type ProjectRecord } from './patched-project.ts';
import { projectPatchesOf, ProjectPatchSchema } from './project-patch.ts';

function element(id: string, label: string, children: string[] = []): Y.Map<unknown> {
  const map = new Y.Map<unknown>();
  map.set('id', id);
  map.set('label', label);
  map.set('elementType', 'Box');
  map.set('children', Y.Array.from(children));
  return map;
}

/** A source document like the builder's, and a copy following its patches as the bridge carries them. */
function setup() {
  const source = new Y.Doc();
  const root = source.getMap('project');
  source.transact(() => {
    root.set('label', 'Shop');
    const pages = new Y.Map<unknown>();
    root.set('pages', pages);
    const page = new Y.Map<unknown>();
    pages.set('p1', page);
    page.set('id', 'p1');
    page.set('children', Y.Array.from(['a', 'b']));
    const elements = new Y.Map<unknown>();
    page.set('elements', elements);
    elements.set('a', element('a', 'First', ['c']));
    elements.set('b', element('b', 'Second'));
    elements.set('c', element('c', 'Third'));
    root.set('assets', new Y.Map<unknown>());
  });
  const copy = new PatchedProject();
  root.observeDeep((events) => {
    // Through the wire format: validated and structurally cloned, as postMessage delivers it.
    const patches = ProjectPatchSchema.array().parse(structuredClone(projectPatchesOf(events)));
    copy.apply(patches);
  });
  copy.reset(structuredClone(root.toJSON()));
  const first = copy.take()!;
  const pages = () => root.get('pages') as Y.Map<Y.Map<unknown>>;
  const elements = () => pages().get('p1')!.get('elements') as Y.Map<Y.Map<unknown>>;
  return { source, root, copy, first, pages, elements };
}

/** A page's element as the copy holds it. */
const at = (change: ProjectChange, id: string) => elementsOf(change.project)[id];
function elementsOf(project: ProjectRecord): Record<string, unknown> {
  const pages = project.pages as Record<string, Record<string, unknown>>;
  return pages.p1!.elements as Record<string, unknown>;
}

describe('PatchedProject', () => {
  it('changes nothing before its first reset', () => {
    const copy = new PatchedProject();
    expect(copy.apply([{ kind: 'value', path: ['label'], value: 'x' }])).toBe(false);
    expect(copy.take()).toBeNull();
  });

  it('keeps the references of everything a rename did not touch and names the element it changed', () => {
    const { source, root, copy, first, elements } = setup();
    const before = first.project;
    const [a, b, c] = ['a', 'b', 'c'].map((id) => at(first, id));
    expect(first.changedElements).toBeUndefined();
    elements().get('a')!.set('label', 'Renamed');
    const after = copy.take()!;
    expect(after.project).toEqual(root.toJSON());
    expect(after.project).not.toBe(before);
    expect(after.project.pages).not.toBe(before.pages);
    // The element map itself is updated in place: copying it is what a large page cannot afford.
    expect(elementsOf(after.project)).toBe(elementsOf(before));
    expect(at(after, 'a')).not.toBe(a);
    expect(at(after, 'a')).toMatchObject({ label: 'Renamed' });
    expect(at(after, 'b')).toBe(b);
    expect(at(after, 'c')).toBe(c);
    expect(after.project.assets).toBe(before.assets);
    expect([...after.changedElements!]).toEqual(['a']);
    source.destroy();
  });

  it('follows moves, additions and deletions', () => {
    const { source, root, copy, first, pages, elements } = setup();
    const c = at(first, 'c');
    source.transact(() => {
      const children = elements().get('a')!.get('children') as Y.Array<string>;
      children.delete(0, 1);
      const page = pages().get('p1')!;
      (page.get('children') as Y.Array<string>).push(['c']);
      elements().set('d', element('d', 'Fourth'));
      elements().delete('b');
      (page.get('children') as Y.Array<string>).delete(1, 1);
    });
    root.set('label', 'Store');
    const after = copy.take()!;
    expect(after.project).toEqual(root.toJSON());
    expect(at(after, 'a')).toMatchObject({ children: [] });
    expect(at(after, 'b')).toBeUndefined();
    expect(at(after, 'd')).toMatchObject({ label: 'Fourth' });
    expect(at(after, 'c')).toBe(c);
    expect(after.project.assets).toBe(first.project.assets);
    expect([...after.changedElements!].sort()).toEqual(['a', 'b', 'd']);
    source.destroy();
  });

  it('takes a new page whole, with what changed below it in the same transaction', () => {
    const { source, root, copy, first, pages } = setup();
    source.transact(() => {
      const page = new Y.Map<unknown>();
      pages().set('p2', page);
      page.set('id', 'p2');
      page.set('children', Y.Array.from(['x']));
      const elements = new Y.Map<Y.Map<unknown>>();
      page.set('elements', elements);
      elements.set('x', element('x', 'New'));
      elements.get('x')!.set('label', 'Newer');
    });
    const after = copy.take()!;
    expect(after.project).toEqual(root.toJSON());
    expect(after.changedElements).toEqual(new Set());
    const pagesOf = (project: ProjectRecord) => project.pages as Record<string, unknown>;
    expect(pagesOf(after.project).p1).toBe(pagesOf(first.project).p1);
    source.destroy();
  });

  it('changes in place what it copied until the next take, and copies again after it', () => {
    const { source, copy, elements } = setup();
    elements().get('a')!.set('label', 'One');
    const held = copy.snapshot();
    elements().get('b')!.set('label', 'Two');
    expect(copy.snapshot()).toBe(held);
    const taken = copy.take()!;
    expect(taken.project).toBe(held);
    const b = at(taken, 'b');
    elements().get('b')!.set('label', 'Three');
    expect(copy.snapshot()).not.toBe(held);
    // What was handed over stays as it was, but for the page's element map (shared, see above).
    expect(b).toMatchObject({ label: 'Two' });
    expect(at(copy.take()!, 'b')).toMatchObject({ label: 'Three' });
    source.destroy();
  });

  it('replaces the whole project when the root itself is the value', () => {
    const copy = new PatchedProject();
    copy.reset({ label: 'Old' });
    copy.apply([{ kind: 'value', path: [], value: { label: 'New' } }]);
    expect(copy.take()).toEqual({ project: { label: 'New' }, changedElements: undefined });
    // Not a project: ignored.
    copy.apply([{ kind: 'value', path: [], value: ['x'] }]);
    expect(copy.snapshot()).toEqual({ label: 'New' });
  });
});
