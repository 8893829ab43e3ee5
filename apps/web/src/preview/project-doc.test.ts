import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import type { ProjectJson } from '@vitrine/components';
import { projectPatchesOf } from '@vitrine/core';
import { ProjectReplica } from './project-doc.ts';

// Frames run when the test says so.
let frames: FrameRequestCallback[] = [];
const runFrame = () => {
  const pending = frames;
  frames = [];
  for (const callback of pending) callback(0);
};

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
});
afterEach(() => vi.unstubAllGlobals());

function element(id: string, label: string, children: string[] = []): Y.Map<unknown> {
  const map = new Y.Map<unknown>();
  map.set('id', id);
  map.set('label', label);
  map.set('elementType', 'Box');
  map.set('children', Y.Array.from(children));
  return map;
}

/** A source document like the builder's, and a replica following its patches (as the bridge carries them). */
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
  const seen: ProjectJson[] = [];
  const changes: (ReadonlySet<string> | undefined)[] = [];
  const replica = new ProjectReplica((project, changed) => {
    seen.push(project);
    changes.push(changed);
  });
  root.observeDeep((events) => replica.apply(structuredClone(projectPatchesOf(events))));
  replica.reset(structuredClone(root.toJSON()));
  runFrame();
  const elements = () =>
    (root.get('pages') as Y.Map<Y.Map<unknown>>).get('p1')!.get('elements') as Y.Map<Y.Map<unknown>>;
  return { source, root, replica, seen, changes, elements };
}

describe('ProjectReplica', () => {
  it('reports the whole project once per frame however many updates arrive', () => {
    const { source, root, seen, elements } = setup();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toEqual(root.toJSON());
    elements().get('a')!.set('label', 'One');
    elements().get('b')!.set('label', 'Two');
    expect(seen).toHaveLength(1);
    runFrame();
    expect(seen).toHaveLength(2);
    expect(seen[1]).toEqual(root.toJSON());
    source.destroy();
  });

  it('keeps the references of everything a rename did not touch and names the element it changed', () => {
    const { source, root, seen, changes, elements } = setup();
    const before = seen[0]!;
    const [a, b, c] = ['a', 'b', 'c'].map((id) => before.pages!.p1!.elements![id]);
    expect(changes[0]).toBeUndefined();
    elements().get('a')!.set('label', 'Renamed');
    runFrame();
    const after = seen[1]!;
    expect(after).toEqual(root.toJSON());
    expect(after).not.toBe(before);
    expect(after.pages).not.toBe(before.pages);
    expect(after.pages!.p1).not.toBe(before.pages!.p1);
    // The element map itself is updated in place: copying it is what a large page cannot afford.
    expect(after.pages!.p1!.elements).toBe(before.pages!.p1!.elements);
    expect(after.pages!.p1!.elements!.a).not.toBe(a);
    expect(after.pages!.p1!.elements!.a).toMatchObject({ label: 'Renamed' });
    expect(after.pages!.p1!.elements!.b).toBe(b);
    expect(after.pages!.p1!.elements!.c).toBe(c);
    expect(after.pages!.p1!.children).toBe(before.pages!.p1!.children);
    expect(after.assets).toBe(before.assets);
    expect([...changes[1]!]).toEqual(['a']);
    source.destroy();
  });
});
