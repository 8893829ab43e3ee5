import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readElement, readPage } from '../document/read-project.ts';
import { validateTree } from '../document/validate-tree.ts';
import { staticProps } from '../schema/prop-value.ts';
import { addNamed, outline, setupProject } from './fixtures.ts';
import { insertElement, type NewElement } from './insert-element.ts';
import { outlineOf, runTreeCase, UNKNOWN_ID, type TreeCase, type TreeFixture } from './tree-spec-fixture.ts';

describe('insertElement', () => {
  it('appends to the page root and into a target element, or at an index', () => {
    const { doc, pageId } = setupProject();
    const a = addNamed(doc, pageId, null, 'A');
    addNamed(doc, pageId, null, 'B');
    addNamed(doc, pageId, null, 'C', 0);
    addNamed(doc, pageId, a, 'A1');
    addNamed(doc, pageId, a, 'A0', 0);
    addNamed(doc, pageId, a, 'A9', 99);
    expect(outline(doc, pageId)).toBe('C A(A0,A1,A9) B');
    expect(validateTree(doc)).toEqual([]);
  });

  it('builds the element from the component name and the defaults passed in', () => {
    const { doc, pageId } = setupProject();
    const id = insertElement(doc, {
      pageId,
      parentId: null,
      elementType: 'Button',
      displayName: 'Button',
      props: staticProps({ label: 'Buy', disabled: false }),
    });
    expect(readElement(doc, pageId, id)).toEqual({
      id,
      type: 'element',
      elementType: 'Button',
      displayName: 'Button',
      name: 'Button',
      parent: null,
      children: [],
      props: { label: { type: 'static', content: 'Buy' }, disabled: { type: 'static', content: false } },
      styles: {},
      breakpointStyles: {},
      dataAttributes: {},
      eventInteractions: {},
    });
  });

  it('refuses unknown pages and parents without changing anything', () => {
    const { doc, pageId } = setupProject();
    expect(() => addNamed(doc, 'nope', null, 'X')).toThrow('Page nope does not exist');
    expect(() => addNamed(doc, pageId, 'ghost', 'X')).toThrow('Element ghost does not exist');
    expect(outline(doc, pageId)).toBe('');
  });
});

describe('insertElement with children', () => {
  it('inserts the template children with the element, in order, as one undo step', () => {
    const { doc, pageId } = setupProject();
    const undo = new Y.UndoManager(doc.getMap('project'), { trackedOrigins: new Set([null]) });
    const part = (elementType: string, name: string, children: NewElement[] = []): NewElement => ({
      elementType,
      name,
      children,
    });
    const id = insertElement(
      doc,
      {
        pageId,
        parentId: null,
        ...part('Accordion', 'FAQ', [
          part('AccordionItem', 'Item1', [
            part('AccordionTrigger', 'Header', [part('Text', 'Title')]),
            part('AccordionContent', 'Content'),
          ]),
          part('AccordionItem', 'Item2'),
        ]),
      },
      null,
    );
    expect(outline(doc, pageId)).toBe('FAQ(Item1(Header(Title),Content),Item2)');
    expect(readElement(doc, pageId, id).children).toHaveLength(2);
    expect(validateTree(doc)).toEqual([]);
    undo.undo();
    expect(outline(doc, pageId)).toBe('');
    expect(Object.keys(readPage(doc, pageId).elements)).toEqual([]);
  });
});

describe('insertElement, case by case on a two-page project', () => {
  const insert =
    (page: 'home' | 'other', parent: string | null, index?: number, children?: NewElement[]) =>
    (f: TreeFixture) =>
      insertElement(f.doc, {
        pageId: f[page],
        parentId: parent === null ? null : f.id(parent),
        index,
        elementType: 'Flex',
        name: 'N',
        children,
      });
  const cases: TreeCase[] = [
    {
      name: 'root, appended',
      run: insert('home', null),
      expected: outlineOf('A(A1(A11),A2,A3) B C(C1) D N'),
    },
    {
      name: 'root, first',
      run: insert('home', null, 0),
      expected: outlineOf('N A(A1(A11),A2,A3) B C(C1) D'),
    },
    {
      name: 'root, between',
      run: insert('home', null, 2),
      expected: outlineOf('A(A1(A11),A2,A3) B N C(C1) D'),
    },
    {
      name: 'root, past the end',
      run: insert('home', null, 99),
      expected: outlineOf('A(A1(A11),A2,A3) B C(C1) D N'),
    },
    {
      name: 'root, before the start',
      run: insert('home', null, -3),
      expected: outlineOf('N A(A1(A11),A2,A3) B C(C1) D'),
    },
    {
      name: 'nested, between',
      run: insert('home', 'A', 1),
      expected: outlineOf('A(A1(A11),N,A2,A3) B C(C1) D'),
    },
    {
      name: 'nested, into a leaf',
      run: insert('home', 'A11'),
      expected: outlineOf('A(A1(A11(N)),A2,A3) B C(C1) D'),
    },
    {
      name: 'nested, with template children',
      run: insert('home', 'C', undefined, [
        { elementType: 'Text', name: 'N1' },
        { elementType: 'Text', name: 'N2', children: [{ elementType: 'Text', name: 'N21' }] },
      ]),
      expected: outlineOf('A(A1(A11),A2,A3) B C(C1,N(N1,N2(N21))) D'),
    },
    {
      name: 'another page, root',
      run: insert('other', null, 1),
      expected: outlineOf('A(A1(A11),A2,A3) B C(C1) D', 'X(X1) N Y'),
    },
    {
      name: 'another page, nested',
      run: insert('other', 'X'),
      expected: outlineOf('A(A1(A11),A2,A3) B C(C1) D', 'X(X1,N) Y'),
    },
    {
      name: 'an unknown target',
      run: insert('home', UNKNOWN_ID),
      expected: { refused: 'Element ghost does not exist' },
    },
    {
      name: 'a target on another page',
      run: insert('other', 'A'),
      expected: { refused: /^Element .+ does not exist$/ },
    },
    {
      name: 'an unknown page',
      run: (f) => insertElement(f.doc, { pageId: 'nowhere', parentId: null, elementType: 'Flex' }),
      expected: { refused: 'Page nowhere does not exist' },
    },
  ];
  it.each(cases)('$name', runTreeCase);
});
