import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { projectPatchesOf, ProjectPatchSchema, type ProjectPatch } from './project-patch.ts';

describe('project patches', () => {
  it('give a map’s changed keys, set or removed, and any other type whole, at its path', () => {
    const doc = new Y.Doc();
    const root = doc.getMap('project');
    const page = new Y.Map<unknown>();
    doc.transact(() => {
      root.set('pages', new Y.Map<unknown>());
      (root.get('pages') as Y.Map<unknown>).set('p1', page);
      page.set('label', 'Home');
      page.set('children', Y.Array.from(['a']));
    });
    const seen: ProjectPatch[][] = [];
    root.observeDeep((events) => seen.push(projectPatchesOf(events)));
    doc.transact(() => {
      page.set('label', 'Start');
      page.delete('missing');
      (page.get('children') as Y.Array<string>).push(['b']);
    });
    page.delete('label');
    expect(seen).toEqual([
      [
        { kind: 'keys', path: ['pages', 'p1'], set: { label: 'Start' }, removed: [] },
        { kind: 'value', path: ['pages', 'p1', 'children'], value: ['a', 'b'] },
      ],
      [{ kind: 'keys', path: ['pages', 'p1'], set: {}, removed: ['label'] }],
    ]);
    for (const patches of seen) expect(ProjectPatchSchema.array().parse(patches)).toEqual(patches);
  });

  it('are refused without a path or a kind', () => {
    expect(ProjectPatchSchema.safeParse({ kind: 'keys', path: 'x' }).success).toBe(false);
    expect(ProjectPatchSchema.safeParse({ path: [], value: 1 }).success).toBe(false);
    expect(ProjectPatchSchema.safeParse({ kind: 'value', path: ['pages', 0], value: null }).success).toBe(
      true,
    );
  });
});
