// The specs' fixture must see what it is there to catch: a broken tree shows in its outline and
// fails its checks, and a step whose undo does not restore the document fails.
import { describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { getElement, getPage, pageElements, pageRootChildren } from '../document/access.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { documentOutline, expectStep, INITIAL_OUTLINE, treeFixture } from './tree-spec-fixture.ts';

describe('the tree specs fixture', () => {
  it('outlines both pages as stored', () => {
    expect(documentOutline(treeFixture().doc)).toBe(INITIAL_OUTLINE);
  });

  it('shows an id listed twice, a cycle and an unknown id in the outline, as stored', () => {
    const f = treeFixture();
    const page = getPage(f.doc, f.home);
    const children = (name: string) => getElement(page, f.id(name)).get('children') as Y.Array<string>;
    f.doc.transact(() => {
      children('B').push([f.id('A2')]);
      children('A11').push([f.id('A1')]);
      pageRootChildren(page).push(['nowhere']);
    });
    expect(documentOutline(f.doc)).toBe('Home: A(A1(A11(A1!)),A2,A3) B(A2!) C(C1) D ? | Other: X(X1) Y');
  });

  it('fails a step that leaves a broken tree, or that undo does not restore', () => {
    const f = treeFixture();
    const page = getPage(f.doc, f.home);
    // An element removed from the map but still listed: a dangling child.
    const breaks = () => f.doc.transact(() => pageElements(page).delete(f.id('D')), LOCAL_ORIGIN);
    expect(() =>
      expectStep(f, breaks, { outline: 'Home: A(A1(A11),A2,A3) B C(C1) ? | Other: X(X1) Y' }),
    ).toThrow(/dangling-child/);
    // A change outside the undo manager's reach (another origin) is no undo step to take back.
    const g = treeFixture();
    const rename = () =>
      g.doc.transact(() => getElement(getPage(g.doc, g.home), g.id('B')).set('name', 'Bee'), 'elsewhere');
    const renamed = INITIAL_OUTLINE.replace(' B ', ' Bee ');
    expect(() => expectStep(g, rename, { outline: renamed })).toThrow(/one operation, one undo step/);
  });
});
