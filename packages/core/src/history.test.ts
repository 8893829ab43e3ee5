import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { createHistory } from './history.ts';
import { addNamed, outline, setupProject } from './operations/fixtures.ts';
import { moveElements } from './operations/move-elements.ts';
import { renameProject } from './operations/rename-project.ts';
import { readProject } from './document/read-project.ts';
import { validateTree } from './document/validate-tree.ts';

describe('history', () => {
  it('undoes and redoes one operation per step, with the SPEC messages at the ends', () => {
    const { doc, pageId } = setupProject('Start');
    const history = createHistory(doc);
    expect(history.canUndo()).toBe(false);
    expect(history.undo()).toBe('Already on the oldest changes !');
    expect(history.redo()).toBe('Already on the latest changes !');
    const a = addNamed(doc, pageId, null, 'A');
    addNamed(doc, pageId, null, 'B');
    moveElements(doc, { pageId, elementIds: [a], target: { kind: 'page', index: 2 } });
    expect(outline(doc, pageId)).toBe('B A');
    expect(history.undo()).toBeUndefined();
    expect(outline(doc, pageId)).toBe('A B');
    history.undo();
    expect(outline(doc, pageId)).toBe('A');
    expect(history.canRedo()).toBe(true);
    history.redo();
    history.redo();
    expect(outline(doc, pageId)).toBe('B A');
    expect(history.redo()).toBe('Already on the latest changes !');
    history.undo();
    history.undo();
    history.undo();
    expect(outline(doc, pageId)).toBe('');
    expect(history.undo()).toBe('Already on the oldest changes !');
    history.destroy();
  });

  it('tracks only local changes and notifies subscribers', () => {
    const { doc } = setupProject('Start');
    const remote = new Y.Doc();
    Y.applyUpdate(remote, Y.encodeStateAsUpdate(doc));
    const history = createHistory(doc);
    const listener = vi.fn();
    const unsubscribe = history.subscribe(listener);
    renameProject(doc, { label: 'Mine' });
    expect(listener).toHaveBeenCalled();
    renameProject(remote, { label: 'Theirs' });
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(remote), 'remote');
    history.undo();
    expect(history.canUndo()).toBe(false);
    unsubscribe();
    expect(readProject(doc).label).not.toBe('Mine');
  });

  it('leaves a valid tree when undoing on top of a collaborator edit', () => {
    const { doc, pageId } = setupProject('Start');
    const p = addNamed(doc, pageId, null, 'P');
    const q = addNamed(doc, pageId, null, 'Q');
    const x = addNamed(doc, pageId, null, 'X');
    const remote = new Y.Doc();
    Y.applyUpdate(remote, Y.encodeStateAsUpdate(doc));
    const history = createHistory(doc);
    moveElements(doc, { pageId, elementIds: [x], target: { kind: 'element', id: p, position: 'over' } });
    moveElements(remote, { pageId, elementIds: [x], target: { kind: 'element', id: q, position: 'over' } });
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(remote), 'remote');
    history.undo();
    expect(validateTree(doc)).toEqual([]);
    expect(
      outline(doc, pageId)
        .split(' ')
        .filter((part) => part.includes('X')),
    ).toHaveLength(1);
    history.destroy();
  });
});
