import { createProjectDoc, insertElement, projectMap, readPage, validateDocument } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { createBuilderStore } from '../state/builder-store.ts';
import { createHistorySource } from '../state/history-source.ts';
import type { BuilderSession } from '../state/session.tsx';
import { createElementActions } from './element-actions.ts';

const none = { get: () => [], subscribe: () => () => undefined };

function session(readOnly = false): BuilderSession & { pageId: string } {
  const doc: Y.Doc = createProjectDoc({ label: 'Test' });
  const pages = projectMap(doc).get('pages') as Y.Map<unknown>;
  const pageId = [...pages.keys()][0]!;
  return {
    pageId,
    projectId: 'p',
    teamId: 't',
    doc,
    store: createBuilderStore({ pageId, readOnly }),
    readOnly,
    connection: { get: () => ({ status: 'connected', synced: true }), subscribe: () => () => undefined },
    unsaved: { get: () => 0, subscribe: () => () => undefined },
    collaborators: none,
    setCursor: () => undefined,
    history: createHistorySource(doc),
  };
}

describe('element actions', () => {
  it('inserts into the target, selects the new element and expands the target', () => {
    const s = session();
    const actions = createElementActions(s);
    expect(actions.insert('Flex', null)).toBe(true);
    const [flex] = s.store.getState().selectedIds;
    s.store.getState().openInsert({ mode: 'insert', targetId: flex! });
    expect(actions.insert('Button', flex!)).toBe(true);
    const state = s.store.getState();
    const page = readPage(s.doc, s.pageId);
    expect(page.children).toEqual([flex]);
    expect(page.elements[flex!]!.children).toEqual([state.selectedIds[0]]);
    expect(page.elements[state.selectedIds[0]!]!.elementType).toBe('Button');
    expect(state.expanded.has(flex!)).toBe(true);
    expect(state.insertMenu.mode).toBe('closed');
  });

  it('wraps the selection under a new element at the first one’s place, selected and expanded', () => {
    const s = session();
    const actions = createElementActions(s);
    actions.insert('Text', null);
    const [a] = s.store.getState().selectedIds;
    actions.insert('Text', null);
    const [b] = s.store.getState().selectedIds;
    s.store.getState().openInsert({ mode: 'wrap', targetIds: [a!, b!] });
    expect(actions.wrap('Flex')).toBe(true);
    const wrapper = s.store.getState().selectedIds[0]!;
    const page = readPage(s.doc, s.pageId);
    expect(page.children).toEqual([wrapper]);
    expect(page.elements[wrapper]!.children).toEqual([a, b]);
    expect(s.store.getState().expanded.has(wrapper)).toBe(true);
  });

  it('duplicates the selection as one undo step and removes with descendants', () => {
    const s = session();
    const actions = createElementActions(s);
    actions.insert('Flex', null);
    const [flex] = s.store.getState().selectedIds;
    actions.insert('Button', flex!);
    s.store.getState().selectOnly([flex!]);
    actions.duplicate();
    const copy = s.store.getState().selectedIds[0]!;
    expect(readPage(s.doc, s.pageId).children).toEqual([flex, copy]);
    expect(Object.keys(readPage(s.doc, s.pageId).elements)).toHaveLength(4);
    s.history.undo();
    expect(readPage(s.doc, s.pageId).children).toEqual([flex]);
    s.store.getState().selectOnly([flex!]);
    actions.remove();
    expect(readPage(s.doc, s.pageId).elements).toEqual({});
    expect(s.store.getState().selectedIds).toEqual([]);
  });

  it('moves by drop position and refuses nothing silently', () => {
    const s = session();
    const actions = createElementActions(s);
    actions.insert('Flex', null);
    const [a] = s.store.getState().selectedIds;
    actions.insert('Flex', null);
    const [b] = s.store.getState().selectedIds;
    actions.move([b!], { id: a!, position: 'top' });
    expect(readPage(s.doc, s.pageId).children).toEqual([b, a]);
    actions.move([b!], { id: a!, position: 'over' });
    expect(readPage(s.doc, s.pageId).elements[a!]!.children).toEqual([b]);
    expect(s.store.getState().expanded.has(a!)).toBe(true);
  });

  it('changes nothing in a read-only session', () => {
    const s = session(true);
    const actions = createElementActions(s);
    expect(actions.insert('Flex', null)).toBe(false);
    expect(readPage(s.doc, s.pageId).children).toEqual([]);
  });
});

describe('element actions on selections', () => {
  // Page: A(A1,A2) B C — built before the session's history, so it is no undo step.
  function tree() {
    const s = session();
    const add = (name: string, parentId: string | null) =>
      insertElement(s.doc, { pageId: s.pageId, parentId, elementType: 'Flex', name });
    const A = add('A', null);
    const ids: Record<string, string> = {
      A,
      A1: add('A1', A),
      A2: add('A2', A),
      B: add('B', null),
      C: add('C', null),
    };
    s.history = createHistorySource(s.doc);
    return { s, actions: createElementActions(s), id: (name: string) => ids[name] ?? name };
  }
  const outline = (s: BuilderSession & { pageId: string }) => {
    const page = readPage(s.doc, s.pageId);
    const render = (ids: string[]): string =>
      ids
        .map((id) => {
          const { name, children } = page.elements[id]!;
          return children.length ? `${name}(${render(children).replaceAll(' ', ',')})` : name;
        })
        .join(' ');
    return render(page.children);
  };
  const cases: Array<{
    name: string;
    action: 'duplicate' | 'remove';
    selection: string[];
    outline: string;
    /** The names selected afterwards (copies are selected after a duplicate). */
    selected: string[];
  }> = [
    {
      name: 'duplicate one',
      action: 'duplicate',
      selection: ['B'],
      outline: 'A(A1,A2) B B C',
      selected: ['B'],
    },
    {
      name: 'duplicate non-contiguous, reversed',
      action: 'duplicate',
      selection: ['C', 'A1'],
      outline: 'A(A1,A1,A2) B C C',
      selected: ['A1', 'C'],
    },
    {
      name: 'duplicate an id twice',
      action: 'duplicate',
      selection: ['B', 'B'],
      outline: 'A(A1,A2) B B C',
      selected: ['B'],
    },
    {
      name: 'duplicate an ancestor with its descendant',
      action: 'duplicate',
      selection: ['A', 'A2'],
      outline: 'A(A1,A2) A(A1,A2) B C',
      selected: ['A'],
    },
    {
      name: 'duplicate with an unknown id: nothing',
      action: 'duplicate',
      selection: ['B', 'ghost'],
      outline: 'A(A1,A2) B C',
      selected: ['B', 'ghost'],
    },
    {
      name: 'remove non-contiguous, reversed',
      action: 'remove',
      selection: ['C', 'A1'],
      outline: 'A(A2) B',
      selected: [],
    },
    {
      name: 'remove an ancestor with its descendant',
      action: 'remove',
      selection: ['A2', 'A'],
      outline: 'B C',
      selected: [],
    },
    {
      name: 'remove with an unknown id',
      action: 'remove',
      selection: ['ghost', 'B'],
      outline: 'A(A1,A2) C',
      selected: ['ghost'],
    },
  ];

  it.each(cases)('$name, as one undo step', ({ action, selection, outline: expected, selected }) => {
    const { s, actions, id } = tree();
    const before = outline(s);
    s.store.getState().selectOnly(selection.map(id));
    actions[action]();
    expect(outline(s)).toBe(expected);
    expect(validateDocument(s.doc)).toEqual([]);
    const page = readPage(s.doc, s.pageId);
    expect(
      s.store.getState().selectedIds.map((selectedId) => page.elements[selectedId]?.name ?? selectedId),
    ).toEqual(selected);
    if (expected === before) {
      expect(s.history.get().canUndo).toBe(false);
      return;
    }
    s.history.undo();
    expect(outline(s)).toBe(before);
    expect(validateDocument(s.doc)).toEqual([]);
    expect(s.history.get().canUndo).toBe(false);
  });
});
