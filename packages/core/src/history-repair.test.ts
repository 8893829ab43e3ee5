import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import type * as treeRepair from './document/normalize-tree.ts';
import { normalizeTree } from './document/normalize-tree.ts';
import { validateTree } from './document/validate-tree.ts';
import { createHistory } from './history.ts';
import { addNamed, setupProject } from './operations/fixtures.ts';
import { moveElements } from './operations/move-elements.ts';
import { renameProject } from './operations/rename-project.ts';
import { setProp } from './operations/set-prop.ts';

vi.mock('./document/normalize-tree.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof treeRepair>();
  return { ...actual, normalizeTree: vi.fn(actual.normalizeTree) };
});

describe('history tree repair', () => {
  it('walks no tree when no collaborator changed one since the step', () => {
    const { doc, pageId } = setupProject('Start');
    const history = createHistory(doc);
    addNamed(doc, pageId, null, 'A');
    const remote = new Y.Doc();
    Y.applyUpdate(remote, Y.encodeStateAsUpdate(doc));
    renameProject(remote, { label: 'Theirs' });
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(remote), 'remote');
    vi.mocked(normalizeTree).mockClear();
    history.undo();
    history.redo();
    history.undo();
    expect(normalizeTree).not.toHaveBeenCalled();
    history.destroy();
  });

  it('repairs after a collaborator moved elements since the step, and after the next one', () => {
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
    vi.mocked(normalizeTree).mockClear();
    history.undo();
    expect(normalizeTree).toHaveBeenCalledTimes(1);
    expect(validateTree(doc)).toEqual([]);
    // The repair came after the redo step was pushed: the redo is checked too.
    history.redo();
    expect(normalizeTree).toHaveBeenCalledTimes(2);
    expect(validateTree(doc)).toEqual([]);
    history.destroy();
  });

  it('repairs when the step Yjs applies is an older one than the step on top', () => {
    const { doc, pageId } = setupProject('Start');
    const p = addNamed(doc, pageId, null, 'P');
    const q = addNamed(doc, pageId, null, 'Q');
    const x = addNamed(doc, pageId, null, 'X');
    const remote = new Y.Doc();
    Y.applyUpdate(remote, Y.encodeStateAsUpdate(doc));
    const history = createHistory(doc);
    // Step A, a move; a collaborator moves the same element elsewhere.
    moveElements(doc, { pageId, elementIds: [x], target: { kind: 'element', id: p, position: 'over' } });
    moveElements(remote, { pageId, elementIds: [x], target: { kind: 'element', id: q, position: 'over' } });
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(remote), 'remote');
    // Step B, a prop, which the collaborator then overwrites: undoing B changes nothing, so Yjs undoes A.
    Y.applyUpdate(remote, Y.encodeStateAsUpdate(doc));
    setProp(doc, { pageId, elementId: x, prop: 'text', value: { type: 'static', content: 'mine' } });
    Y.applyUpdate(remote, Y.encodeStateAsUpdate(doc));
    setProp(remote, { pageId, elementId: x, prop: 'text', value: { type: 'static', content: 'theirs' } });
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(remote), 'remote');
    vi.mocked(normalizeTree).mockClear();
    expect(history.undoManager.undoStack).toHaveLength(2);
    history.undo();
    // B was dropped and A undone, in one undo.
    expect(history.undoManager.undoStack).toHaveLength(0);
    expect(normalizeTree).toHaveBeenCalled();
    expect(validateTree(doc)).toEqual([]);
    history.destroy();
  });
});
