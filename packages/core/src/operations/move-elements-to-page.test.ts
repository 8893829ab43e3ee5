import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { elementToY } from '../document/build.ts';
import { pageElements, getPage } from '../document/access.ts';
import { readPage, readProject } from '../document/read-project.ts';
import { validateTree } from '../document/validate-tree.ts';
import { addEventInteraction } from './add-event-interaction.ts';
import { addPageState } from './add-page-state.ts';
import { addPage } from './add-page.ts';
import { addNamed, outline, setupProject } from './fixtures.ts';
import { buildElement } from './insert-element.ts';
import { moveElementsToPage } from './move-elements-to-page.ts';
import { outlineOf, runTreeCase, UNKNOWN_ID, type TreeCase, type TreeFixture } from './tree-spec-fixture.ts';
import { updateEventInteraction } from './update-event-interaction.ts';

function twoPages() {
  const { doc, pageId } = setupProject();
  const other = addPage(doc, { label: 'Other' });
  return { doc, pageId, other };
}

describe('moveElementsToPage', () => {
  it('moves elements with their descendants to the root of another page, keeping their ids', () => {
    const { doc, pageId, other } = twoPages();
    const a = addNamed(doc, pageId, null, 'A');
    const a1 = addNamed(doc, pageId, a, 'A1');
    addNamed(doc, pageId, null, 'B');
    const c = addNamed(doc, pageId, null, 'C');
    addNamed(doc, other, null, 'X');
    // A1 rides along with A; the result keeps page order, not selection order.
    const result = moveElementsToPage(doc, { pageId, elementIds: [c, a1, a], toPageId: other });
    expect(result).toEqual({ rootIds: [a, c], renamed: {}, copiedStates: [], danglingFrom: [] });
    expect(outline(doc, pageId)).toBe('B');
    expect(outline(doc, other)).toBe('X A(A1) C');
    expect(readPage(doc, other).elements[a1]!.parent).toBe(a);
    expect(readPage(doc, other).elements[a]!.parent).toBeNull();
    expect(validateTree(doc)).toEqual([]);
  });

  it('moves into an element of the target page at an index, as one undo step', () => {
    const { doc, pageId, other } = twoPages();
    const a = addNamed(doc, pageId, null, 'A');
    const box = addNamed(doc, other, null, 'Box');
    addNamed(doc, other, box, 'First');
    addNamed(doc, other, box, 'Last');
    const undo = new Y.UndoManager(doc.getMap('project'), { trackedOrigins: new Set([null]) });
    moveElementsToPage(doc, { pageId, elementIds: [a], toPageId: other, parentId: box, index: 1 }, null);
    expect(outline(doc, other)).toBe('Box(First,A,Last)');
    expect(readPage(doc, other).elements[a]!.parent).toBe(box);
    undo.undo();
    expect(outline(doc, pageId)).toBe('A');
    expect(outline(doc, other)).toBe('Box(First,Last)');
  });

  it('gives a fresh id to an element whose id the target page uses, and its references follow', () => {
    const { doc, pageId, other } = twoPages();
    const variant = addNamed(doc, pageId, null, 'Variant');
    const item = addNamed(doc, pageId, variant, 'Item');
    const button = addNamed(doc, pageId, variant, 'Button');
    const interaction = addEventInteraction(doc, { pageId, elementId: button });
    updateEventInteraction(doc, {
      pageId,
      elementId: button,
      interactionId: interaction,
      actions: [{ type: 'selectVariant', elementId: variant, item: 'Item' }],
    });
    // The other page holds an element with the variant's id (a copy made before ids were unique).
    pageElements(getPage(doc, other)).set(
      variant,
      elementToY({ ...buildElement({ elementType: 'Flex', name: 'Twin' }, null), id: variant }),
    );
    (getPage(doc, other).get('children') as Y.Array<string>).push([variant]);

    const result = moveElementsToPage(doc, { pageId, elementIds: [variant], toPageId: other });
    const fresh = result.renamed[variant]!;
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(variant);
    expect(Object.keys(result.renamed)).toEqual([variant]);
    const page = readPage(doc, other);
    expect(page.children).toEqual([variant, fresh]);
    expect(page.elements[variant]!.name).toBe('Twin');
    expect(page.elements[fresh]!.children).toEqual([item, button]);
    expect(page.elements[item]!.parent).toBe(fresh);
    expect(page.elements[button]!.eventInteractions[interaction]!.content.actions).toEqual([
      { type: 'selectVariant', elementId: fresh, item: 'Item' },
    ]);
    expect(validateTree(doc)).toEqual([]);
  });

  it('copies the page states the moved elements use and reports elements left pointing at them', () => {
    const { doc, pageId, other } = twoPages();
    addPageState(doc, { pageId, name: 'count', type: 'number', defaultValue: 2 });
    addPageState(doc, { pageId, name: 'unused', type: 'string' });
    addPageState(doc, { pageId, name: 'open', type: 'boolean' });
    addPageState(doc, { pageId: other, name: 'open', type: 'boolean', defaultValue: true });
    const button = addNamed(doc, pageId, null, 'Button');
    const interaction = addEventInteraction(doc, { pageId, elementId: button });
    updateEventInteraction(doc, {
      pageId,
      elementId: button,
      interactionId: interaction,
      actions: [
        { type: 'setState', name: 'count', expression: 'count + 1' },
        { type: 'toggleState', name: 'open' },
      ],
    });
    const label = addNamed(doc, pageId, null, 'Label');
    const labelMap = pageElements(getPage(doc, pageId)).get(label)!;
    (labelMap.get('props') as Y.Map<unknown>).set('htmlFor', { type: 'static', content: button });

    const result = moveElementsToPage(doc, { pageId, elementIds: [button], toPageId: other });
    expect(result.copiedStates).toEqual(['count']);
    expect(result.danglingFrom).toEqual([label]);
    const project = readProject(doc);
    expect(project.pages[other]!.stateDefinitions.count).toEqual(
      project.pages[pageId]!.stateDefinitions.count,
    );
    // A state the target page has keeps its own definition.
    expect(project.pages[other]!.stateDefinitions.open!.defaultValue).toBe(true);
    expect(project.pages[other]!.stateDefinitions.unused).toBeUndefined();
  });

  it('refuses the same page, unknown pages, elements and parents, and an empty selection', () => {
    const { doc, pageId, other } = twoPages();
    const a = addNamed(doc, pageId, null, 'A');
    expect(() => moveElementsToPage(doc, { pageId, elementIds: [a], toPageId: pageId })).toThrow(
      'The elements are already on this page',
    );
    expect(() => moveElementsToPage(doc, { pageId, elementIds: [a], toPageId: 'nope' })).toThrow(
      'Page nope does not exist',
    );
    expect(() => moveElementsToPage(doc, { pageId, elementIds: ['x'], toPageId: other })).toThrow(
      'Element x does not exist',
    );
    expect(() => moveElementsToPage(doc, { pageId, elementIds: [a], toPageId: other, parentId: a })).toThrow(
      `Element ${a} does not exist`,
    );
    expect(() => moveElementsToPage(doc, { pageId, elementIds: [], toPageId: other })).toThrow(
      'Select at least one element to move',
    );
    expect(outline(doc, pageId)).toBe('A');
  });
});

describe('moveElementsToPage, case by case on a two-page project', () => {
  const moveTo =
    (
      names: string[],
      to: { page: 'home' | 'other'; parent?: string; index?: number },
      from: 'home' | 'other' = 'home',
    ) =>
    (f: TreeFixture) =>
      moveElementsToPage(f.doc, {
        pageId: f[from],
        elementIds: f.ids(...names),
        toPageId: f[to.page],
        parentId: to.parent === undefined ? null : f.id(to.parent),
        index: to.index,
      });
  const cases: TreeCase[] = [
    {
      name: 'root → root, appended',
      run: moveTo(['B'], { page: 'other' }),
      expected: outlineOf('A(A1(A11),A2,A3) C(C1) D', 'X(X1) Y B'),
    },
    {
      name: 'root with its subtree → root, first',
      run: moveTo(['A'], { page: 'other', index: 0 }),
      expected: outlineOf('B C(C1) D', 'A(A1(A11),A2,A3) X(X1) Y'),
    },
    {
      name: 'nested → nested, at an index',
      run: moveTo(['A1'], { page: 'other', parent: 'X', index: 0 }),
      expected: outlineOf('A(A2,A3) B C(C1) D', 'X(A1(A11),X1) Y'),
    },
    {
      name: 'nested → into a leaf',
      run: moveTo(['C1'], { page: 'other', parent: 'X1' }),
      expected: outlineOf('A(A1(A11),A2,A3) B C D', 'X(X1(C1)) Y'),
    },
    {
      name: 'non-contiguous',
      run: moveTo(['B', 'D'], { page: 'other' }),
      expected: outlineOf('A(A1(A11),A2,A3) C(C1)', 'X(X1) Y B D'),
    },
    {
      name: 'reversed order lands in document order',
      run: moveTo(['D', 'B'], { page: 'other', index: 1 }),
      expected: outlineOf('A(A1(A11),A2,A3) C(C1)', 'X(X1) B D Y'),
    },
    {
      name: 'across levels',
      run: moveTo(['C', 'A2'], { page: 'other' }),
      expected: outlineOf('A(A1(A11),A3) B D', 'X(X1) Y A2 C(C1)'),
    },
    {
      name: 'every element',
      run: moveTo(['D', 'C', 'B', 'A'], { page: 'other' }),
      expected: outlineOf('-', 'X(X1) Y A(A1(A11),A2,A3) B C(C1) D'),
    },
    {
      name: 'duplicate ids',
      run: moveTo(['B', 'B'], { page: 'other' }),
      expected: outlineOf('A(A1(A11),A2,A3) C(C1) D', 'X(X1) Y B'),
    },
    {
      name: 'an ancestor with its descendant: the descendant travels inside it',
      run: moveTo(['A', 'A11'], { page: 'other' }),
      expected: outlineOf('B C(C1) D', 'X(X1) Y A(A1(A11),A2,A3)'),
    },
    {
      name: 'a descendant with its ancestor',
      run: moveTo(['A11', 'A1'], { page: 'other' }),
      expected: outlineOf('A(A2,A3) B C(C1) D', 'X(X1) Y A1(A11)'),
    },
    {
      name: 'back from the other page',
      run: moveTo(['X'], { page: 'home', index: 1 }, 'other'),
      expected: outlineOf('A(A1(A11),A2,A3) X(X1) B C(C1) D', 'Y'),
    },
    {
      name: 'an unknown id: nothing moves',
      run: moveTo(['B', UNKNOWN_ID], { page: 'other' }),
      expected: { refused: 'Element ghost does not exist' },
    },
    {
      name: 'an unknown target parent',
      run: moveTo(['B'], { page: 'other', parent: UNKNOWN_ID }),
      expected: { refused: 'Element ghost does not exist' },
    },
    {
      name: 'a target parent on the source page',
      run: moveTo(['B'], { page: 'other', parent: 'C' }),
      expected: { refused: /^Element .+ does not exist$/ },
    },
    {
      name: 'to the same page',
      run: moveTo(['B'], { page: 'home' }),
      expected: { refused: 'The elements are already on this page' },
    },
    {
      name: 'nothing selected',
      run: moveTo([], { page: 'other' }),
      expected: { refused: 'Select at least one element to move' },
    },
  ];
  it.each(cases)('$name', runTreeCase);
});
