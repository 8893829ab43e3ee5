// The fixture of the tree operations' table-driven specs (insert, wrap, duplicate, remove, move):
// a project of two pages whose elements are named after their place, an outline of the whole
// document read as stored (no read repair, so a broken tree shows), and `expectStep`, which runs one
// operation and checks the whole document after it, after its undo (the exact outline and JSON it
// had before) and after its redo.
//
//   Home:  A(A1(A11),A2,A3) B C(C1) D
//   Other: X(X1) Y
import { expect } from 'vitest';
import type * as Y from 'yjs';
import { pageElements, pagesMap, projectMap } from '../document/access.ts';
import { createProjectDoc } from '../document/create-project.ts';
import { asYMap, pageIdsInOrder, readIds, readString } from '../document/lenient-read.ts';
import { validateDocument } from '../document/validate-document.ts';
import { OperationError } from '../errors.ts';
import { createHistory, type History } from '../history.ts';
import { addPage } from './add-page.ts';
import { insertElement } from './insert-element.ts';
import { renamePage } from './rename-page.ts';

export const INITIAL_OUTLINE = 'Home: A(A1(A11),A2,A3) B C(C1) D | Other: X(X1) Y';

/** An id no page uses. */
export const UNKNOWN_ID = 'ghost';

export interface TreeFixture {
  doc: Y.Doc;
  history: History;
  home: string;
  other: string;
  /** The id of the element of that name in the fixture (UNKNOWN_ID stays itself). */
  id(name: string): string;
  ids(...names: string[]): string[];
}

const TREE: Record<'Home' | 'Other', Array<[name: string, parent: string | null]>> = {
  Home: [
    ['A', null],
    ['A1', 'A'],
    ['A11', 'A1'],
    ['A2', 'A'],
    ['A3', 'A'],
    ['B', null],
    ['C', null],
    ['C1', 'C'],
    ['D', null],
  ],
  Other: [
    ['X', null],
    ['X1', 'X'],
    ['Y', null],
  ],
};

export function treeFixture(): TreeFixture {
  const doc = createProjectDoc({ label: 'Tree' });
  const home = [...pagesMap(doc).keys()][0]!;
  renamePage(doc, { pageId: home, label: 'Home' });
  const other = addPage(doc, { label: 'Other' });
  const byName = new Map<string, string>();
  for (const [pageId, elements] of [
    [home, TREE.Home],
    [other, TREE.Other],
  ] as const) {
    for (const [name, parent] of elements) {
      const parentId = parent === null ? null : byName.get(parent)!;
      byName.set(name, insertElement(doc, { pageId, parentId, elementType: 'Flex', name }));
    }
  }
  // Built before the history, so the fixture itself is not an undo step.
  const history = createHistory(doc);
  const id = (name: string) => (name === UNKNOWN_ID ? UNKNOWN_ID : byName.get(name)!);
  return { doc, history, home, other, id, ids: (...names) => names.map(id) };
}

/**
 * Every page as `Label: A(A1,A2) B`, pages in display order, read as stored: an id no element
 * answers shows as `?`, an element met twice (a cycle, or listed twice) as `name!`, an empty page
 * as `-`.
 */
export function documentOutline(doc: Y.Doc): string {
  const pages = pagesMap(doc);
  return pageIdsInOrder(asYMap(projectMap(doc).get('pages')))
    .map((pageId) => {
      const page = pages.get(pageId)!;
      const elements = pageElements(page);
      const seen = new Set<string>();
      const render = (ids: string[]): string =>
        ids
          .map((id) => {
            const element = elements.get(id);
            if (!element) return '?';
            const name = readString(element.get('name')) ?? id;
            if (seen.has(id)) return `${name}!`;
            seen.add(id);
            const children = readIds(element.get('children'));
            return children.length ? `${name}(${render(children).replaceAll(' ', ',')})` : name;
          })
          .join(' ');
      return `${readString(page.get('label'))}: ${render(readIds(page.get('children'))) || '-'}`;
    })
    .join(' | ');
}

export type StepExpectation =
  /** The operation runs and leaves this outline (the same outline: it changes nothing). */
  | { outline: string }
  /** The operation is refused with an OperationError of this text, and changes nothing. */
  | { refused: string | RegExp };

function expectValid(doc: Y.Doc, when: string): void {
  expect(validateDocument(doc), `document ${when}`).toEqual([]);
}

/**
 * Runs one operation and checks it the way every tree operation must behave: the whole document is
 * valid after it; it is one undo step (none when it changed nothing or was refused); undo brings back
 * the exact outline and JSON; redo brings back what the operation made.
 */
export function expectStep<T>(fixture: TreeFixture, run: () => T, expected: StepExpectation): T | undefined {
  const { doc, history } = fixture;
  const steps = () => history.undoManager.undoStack.length;
  const outlineBefore = documentOutline(doc);
  const jsonBefore = projectMap(doc).toJSON();
  const stepsBefore = steps();
  expectValid(doc, 'before the step');

  if ('refused' in expected) {
    let error: unknown;
    try {
      run();
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(OperationError);
    expect((error as OperationError).message).toMatch(expected.refused);
    expect(documentOutline(doc)).toBe(outlineBefore);
    expect(projectMap(doc).toJSON()).toEqual(jsonBefore);
    expect(steps()).toBe(stepsBefore);
    return undefined;
  }

  const result = run();
  expectValid(doc, 'after the step');
  const outlineAfter = documentOutline(doc);
  expect(outlineAfter).toBe(expected.outline);
  const jsonAfter = projectMap(doc).toJSON();
  if (outlineAfter === outlineBefore && JSON.stringify(jsonAfter) === JSON.stringify(jsonBefore)) {
    expect(steps(), 'a step that changes nothing is no undo step').toBe(stepsBefore);
    return result;
  }
  expect(steps(), 'one operation, one undo step').toBe(stepsBefore + 1);

  history.undo();
  expectValid(doc, 'after undo');
  expect(documentOutline(doc)).toBe(outlineBefore);
  expect(projectMap(doc).toJSON()).toEqual(jsonBefore);

  history.redo();
  expectValid(doc, 'after redo');
  expect(documentOutline(doc)).toBe(outlineAfter);
  expect(projectMap(doc).toJSON()).toEqual(jsonAfter);
  return result;
}

/** One row of an operation's table: what it runs on the fixture and what must come of it. */
export interface TreeCase {
  name: string;
  run: (fixture: TreeFixture) => unknown;
  expected: StepExpectation;
}

export function runTreeCase({ run, expected }: TreeCase): void {
  const fixture = treeFixture();
  expectStep(fixture, () => run(fixture), expected);
}

/** The whole document's outline from the two pages' outlines (Other unchanged by default). */
export function outlineOf(home: string, other = 'X(X1) Y'): { outline: string } {
  return { outline: `Home: ${home} | Other: ${other}` };
}
