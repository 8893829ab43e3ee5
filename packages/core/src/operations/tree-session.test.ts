// A session of tree operations on one document: every operation of the tables in turn, the whole
// document checked after each (expectStep), then every step undone back to the first outline and
// redone to the last.
import { describe, expect, it } from 'vitest';
import { projectMap } from '../document/access.ts';
import { validateDocument } from '../document/validate-document.ts';
import { duplicateElements } from './duplicate-elements.ts';
import { insertElement } from './insert-element.ts';
import { moveElementsToPage } from './move-elements-to-page.ts';
import { moveElements } from './move-elements.ts';
import { removeElements } from './remove-elements.ts';
import {
  documentOutline,
  expectStep,
  INITIAL_OUTLINE,
  treeFixture,
  type TreeFixture,
} from './tree-spec-fixture.ts';
import { wrapElements } from './wrap-elements.ts';

describe('tree operations in one session', () => {
  it('keep the document valid after every step, and undo all the way back and redo all the way on', () => {
    const f = treeFixture();
    const { doc, home, other } = f;
    const steps: Array<[string, (f: TreeFixture) => unknown]> = [
      [
        'insert N into A1',
        () => insertElement(doc, { pageId: home, parentId: f.id('A1'), elementType: 'Flex', name: 'N' }),
      ],
      [
        'wrap D and B',
        () =>
          wrapElements(doc, { pageId: home, elementIds: f.ids('D', 'B'), elementType: 'Flex', name: 'W' }),
      ],
      ['duplicate A2 with A', () => duplicateElements(doc, { pageId: home, elementIds: f.ids('A2', 'A') })],
      [
        'move C and A11 under X on the other page',
        () =>
          moveElementsToPage(doc, {
            pageId: home,
            elementIds: f.ids('C', 'A11'),
            toPageId: other,
            parentId: f.id('X'),
          }),
      ],
      [
        'move Y and X1 to the top of the other page',
        () =>
          moveElements(doc, {
            pageId: other,
            elementIds: f.ids('Y', 'X1'),
            target: { kind: 'page', index: 0 },
          }),
      ],
      ['remove A3 and A', () => removeElements(doc, { pageId: home, elementIds: f.ids('A3', 'A') })],
      [
        'insert M at the root of home',
        () => insertElement(doc, { pageId: home, parentId: null, index: 0, elementType: 'Flex', name: 'M' }),
      ],
    ];
    const expected = [
      'Home: A(A1(A11,N),A2,A3) B C(C1) D | Other: X(X1) Y',
      'Home: A(A1(A11,N),A2,A3) C(C1) W(D,B) | Other: X(X1) Y',
      'Home: A(A1(A11,N),A2,A3) A(A1(A11,N),A2,A3) C(C1) W(D,B) | Other: X(X1) Y',
      'Home: A(A1(N),A2,A3) A(A1(A11,N),A2,A3) W(D,B) | Other: X(X1,A11,C(C1)) Y',
      'Home: A(A1(N),A2,A3) A(A1(A11,N),A2,A3) W(D,B) | Other: X1 Y X(A11,C(C1))',
      'Home: A(A1(A11,N),A2,A3) W(D,B) | Other: X1 Y X(A11,C(C1))',
      'Home: M A(A1(A11,N),A2,A3) W(D,B) | Other: X1 Y X(A11,C(C1))',
    ];
    const outlines = [INITIAL_OUTLINE];
    const documents = [projectMap(doc).toJSON()];
    steps.forEach(([, run], index) => {
      expectStep(f, () => run(f), { outline: expected[index]! });
      outlines.push(documentOutline(doc));
      documents.push(projectMap(doc).toJSON());
    });
    for (let index = steps.length; index > 0; index -= 1) {
      f.history.undo();
      expect(validateDocument(doc)).toEqual([]);
      expect(documentOutline(doc)).toBe(outlines[index - 1]);
      expect(projectMap(doc).toJSON()).toEqual(documents[index - 1]);
    }
    expect(f.history.canUndo()).toBe(false);
    for (let index = 1; index <= steps.length; index += 1) {
      f.history.redo();
      expect(validateDocument(doc)).toEqual([]);
      expect(documentOutline(doc)).toBe(outlines[index]);
      expect(projectMap(doc).toJSON()).toEqual(documents[index]);
    }
  });
});
