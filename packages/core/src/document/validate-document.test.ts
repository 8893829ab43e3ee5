import { describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { DEFAULT_BREAKPOINTS } from '../constants.ts';
import { readBreakpoints } from './breakpoints.ts';
import { loadProject } from './load-project.ts';
import { addPage } from '../operations/add-page.ts';
import { insertElement } from '../operations/insert-element.ts';
import { getElement, getPage, pageElements, pageRootChildren, pagesMap, projectMap } from './access.ts';
import { elementToY } from './build.ts';
import { createProjectDoc } from './create-project.ts';
import { readElement, readProject } from './read-project.ts';
import { validateDocument } from './validate-document.ts';

function setup() {
  const doc = createProjectDoc({ label: 'Check' });
  const pageId = [...pagesMap(doc).keys()][0]!;
  const other = addPage(doc, { label: 'Other' });
  const a = insertElement(doc, { pageId, parentId: null, elementType: 'Flex', name: 'A' });
  const b = insertElement(doc, { pageId, parentId: a, elementType: 'Flex', name: 'B' });
  return { doc, pageId, other, a, b };
}

describe('validateDocument', () => {
  it('finds nothing wrong in a document the operations made', () => {
    expect(validateDocument(setup().doc)).toEqual([]);
  });

  it('reports an element whose stored id is not its key', () => {
    const { doc, pageId, a } = setup();
    getElement(getPage(doc, pageId), a).set('id', 'other');
    expect(validateDocument(doc)).toEqual([{ kind: 'id-mismatch', pageId, id: a, stored: 'other' }]);
  });

  it('reports an id used on two pages', () => {
    const { doc, pageId, other, a } = setup();
    const copy = { ...readElement(doc, pageId, a), children: [] };
    doc.transact(() => {
      pageElements(getPage(doc, other)).set(a, elementToY(copy));
      pageRootChildren(getPage(doc, other)).push([a]);
    });
    expect(validateDocument(doc)).toEqual([{ kind: 'id-on-pages', id: a, pageIds: [pageId, other] }]);
  });

  it('reports tree problems and shapes the schema refuses', () => {
    const { doc, pageId, a, b } = setup();
    const page = getPage(doc, pageId);
    doc.transact(() => {
      // B listed twice, and an element without a type.
      (getElement(page, a).get('children') as Y.Array<string>).push([b]);
      getElement(page, b).delete('elementType');
    });
    const problems = validateDocument(doc);
    expect(problems).toContainEqual({ kind: 'duplicate-child', container: a, id: b, pageId });
    expect(
      problems.some((problem) => problem.kind === 'schema' && problem.path.includes('elementType')),
    ).toBe(true);
  });
});

type OldPage = { elements: Record<string, Record<string, unknown>> };

describe('a document older than breakpoints', () => {
  it('loads, validates and gains the default breakpoint list; its elements keep their styles', () => {
    const { doc, pageId, a } = setup();
    const old = projectMap(doc).toJSON() as {
      config: Record<string, unknown>;
      pages: Record<string, OldPage>;
    };
    delete old.config.breakpoints;
    for (const element of Object.values(old.pages[pageId]!.elements) as Record<string, unknown>[])
      delete element.breakpointStyles;
    old.pages[pageId]!.elements[a]!.styles = {
      color: { type: 'style', content: { type: 'color', value: 'red' } },
    };
    const loaded = loadProject(old);
    expect(validateDocument(loaded)).toEqual([]);
    const project = readProject(loaded);
    expect(Object.keys(project.config.breakpoints)).toEqual(Object.keys(DEFAULT_BREAKPOINTS));
    expect(readElement(loaded, pageId, a).styles).toEqual(old.pages[pageId]!.elements[a]!.styles);
    expect(readElement(loaded, pageId, a).breakpointStyles).toEqual({});
    // Read where it is stored: an old Y document with neither part still validates.
    (projectMap(doc).get('config') as Y.Map<unknown>).delete('breakpoints');
    getElement(getPage(doc, pageId), a).delete('breakpointStyles');
    expect(validateDocument(doc)).toEqual([]);
    expect(readBreakpoints(undefined).map((point) => point.id)).toEqual(Object.keys(DEFAULT_BREAKPOINTS));
  });
});
