import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addNamed, outline, setupProject } from '../operations/fixtures.ts';
import { insertElement } from '../operations/insert-element.ts';
import { moveElements } from '../operations/move-elements.ts';
import { removeElements } from '../operations/remove-elements.ts';
import {
  attachTreeRepair,
  hasPendingUpdates,
  normalizeTree,
  structurallyChangedPages,
} from './normalize-tree.ts';
import { addPage } from '../operations/add-page.ts';
import { setStaticProp } from '../operations/set-static-prop.ts';
import { renameProject } from '../operations/rename-project.ts';
import { readProject } from './read-project.ts';
import { findTreeProblems } from './tree.ts';
import { validateTree } from './validate-tree.ts';

function fork(doc: Y.Doc): Y.Doc {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  return copy;
}

function exchange(a: Y.Doc, b: Y.Doc) {
  const toB = Y.encodeStateAsUpdate(a, Y.encodeStateVector(b));
  const toA = Y.encodeStateAsUpdate(b, Y.encodeStateVector(a));
  Y.applyUpdate(b, toB, 'remote');
  Y.applyUpdate(a, toA, 'remote');
}

function readViewIsValid(doc: Y.Doc) {
  return Object.values(readProject(doc).pages).every((page) => findTreeProblems(page).length === 0);
}

describe('normalizeTree', () => {
  it('repairs the cycle two concurrent moves make, and concurrent repairs converge', () => {
    const { doc, pageId } = setupProject();
    const a = addNamed(doc, pageId, null, 'A');
    const b = addNamed(doc, pageId, null, 'B');
    const other = fork(doc);
    moveElements(doc, { pageId, elementIds: [a], target: { kind: 'element', id: b, position: 'over' } });
    moveElements(other, { pageId, elementIds: [b], target: { kind: 'element', id: a, position: 'over' } });
    exchange(doc, other);
    expect(validateTree(doc).length).toBeGreaterThan(0);
    expect(readViewIsValid(doc)).toBe(true);
    expect(normalizeTree(doc)).toBeGreaterThan(0);
    expect(normalizeTree(other)).toBeGreaterThan(0);
    exchange(doc, other);
    normalizeTree(doc);
    normalizeTree(other);
    exchange(doc, other);
    expect(validateTree(doc)).toEqual([]);
    expect(validateTree(other)).toEqual([]);
    expect(readProject(doc)).toEqual(readProject(other));
    expect(normalizeTree(doc)).toBe(0);
    expect(outline(doc, pageId)).toMatch(/^(A\(B\)|B\(A\))$/);
  });

  it('keeps one parent when one element is moved to two parents concurrently', () => {
    const { doc, pageId } = setupProject();
    const p = addNamed(doc, pageId, null, 'P');
    const q = addNamed(doc, pageId, null, 'Q');
    const x = addNamed(doc, pageId, null, 'X');
    const other = fork(doc);
    moveElements(doc, { pageId, elementIds: [x], target: { kind: 'element', id: p, position: 'over' } });
    moveElements(other, { pageId, elementIds: [x], target: { kind: 'element', id: q, position: 'over' } });
    exchange(doc, other);
    expect(validateTree(doc).some((problem) => problem.kind === 'wrong-container')).toBe(true);
    normalizeTree(doc);
    exchange(doc, other);
    expect(validateTree(other)).toEqual([]);
    expect(['P(X) Q', 'P Q(X)']).toContain(outline(other, pageId));
  });

  it('re-roots an element inserted under an element removed concurrently', () => {
    const { doc, pageId } = setupProject();
    const p = addNamed(doc, pageId, null, 'P');
    const other = fork(doc);
    removeElements(doc, { pageId, elementIds: [p] });
    insertElement(other, { pageId, parentId: p, elementType: 'Text', name: 'T' });
    exchange(doc, other);
    expect(validateTree(doc).some((problem) => problem.kind === 'orphan')).toBe(true);
    expect(outline(doc, pageId)).toBe('T');
    normalizeTree(doc);
    expect(validateTree(doc)).toEqual([]);
    expect(outline(doc, pageId)).toBe('T');
  });

  it('writes nothing when the tree is valid', () => {
    const { doc, pageId } = setupProject();
    addNamed(doc, pageId, null, 'A');
    let updates = 0;
    doc.on('update', () => (updates += 1));
    expect(normalizeTree(doc)).toBe(0);
    expect(updates).toBe(0);
  });

  it('waits while an update is pending behind a missing one', () => {
    const { doc, pageId } = setupProject();
    const x = addNamed(doc, pageId, null, 'X');
    const other = fork(doc);
    const updates: Uint8Array[] = [];
    doc.on('update', (update: Uint8Array) => updates.push(update));
    const p = addNamed(doc, pageId, null, 'P');
    moveElements(doc, { pageId, elementIds: [x], target: { kind: 'element', id: p, position: 'over' } });
    Y.applyUpdate(other, updates[1]!, 'remote');
    expect(hasPendingUpdates(other)).toBe(true);
    expect(normalizeTree(other)).toBe(0);
    Y.applyUpdate(other, updates[0]!, 'remote');
    expect(hasPendingUpdates(other)).toBe(false);
    expect(validateTree(other)).toEqual([]);
    expect(outline(other, pageId)).toBe('P(X)');
  });

  it('finds the pages a transaction changed structurally', () => {
    const { doc, pageId } = setupProject();
    const second = addPage(doc);
    const a = addNamed(doc, pageId, null, 'A');
    addNamed(doc, pageId, null, 'C');
    const seen: Array<Set<string> | 'all'> = [];
    doc.on('afterTransaction', (transaction: Y.Transaction) =>
      seen.push(structurallyChangedPages(transaction)),
    );
    setStaticProp(doc, { pageId, elementId: a, prop: 'label', content: 'x' });
    renameProject(doc, { label: 'Other' });
    addNamed(doc, second, null, 'B');
    moveElements(doc, { pageId, elementIds: [a], target: { kind: 'page', index: 2 } });
    removeElements(doc, { pageId, elementIds: [a] });
    const third = addPage(doc);
    expect(seen).toEqual([
      new Set(),
      new Set(),
      new Set([second]),
      new Set([pageId]),
      new Set([pageId]),
      new Set([third]),
    ]);
  });

  it('lets an empty or not yet synced document through: an empty remote transaction repairs nothing', () => {
    const doc = new Y.Doc();
    const detach = attachTreeRepair(doc);
    // What a local store's first read of nothing does, before the server's state arrived.
    expect(() => Y.transact(doc, () => undefined, 'store', false)).not.toThrow();
    expect(() =>
      Y.transact(doc, () => doc.getMap('project').set('label', 'x'), 'remote', false),
    ).not.toThrow();
    detach();
  });

  it('repairs after remote updates once attached', () => {
    const { doc, pageId } = setupProject();
    const a = addNamed(doc, pageId, null, 'A');
    const b = addNamed(doc, pageId, null, 'B');
    const other = fork(doc);
    const detach = [attachTreeRepair(doc), attachTreeRepair(other)];
    moveElements(doc, { pageId, elementIds: [a], target: { kind: 'element', id: b, position: 'over' } });
    moveElements(other, { pageId, elementIds: [b], target: { kind: 'element', id: a, position: 'over' } });
    for (let round = 0; round < 3; round += 1) exchange(doc, other);
    expect(validateTree(doc)).toEqual([]);
    expect(validateTree(other)).toEqual([]);
    expect(readProject(doc)).toEqual(readProject(other));
    for (const stop of detach) stop();
  });
});
