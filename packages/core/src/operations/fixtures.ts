// Helpers shared by the operations' tests: a fresh project with its page, and a compact outline of
// a page's tree ('A(B,C) D') built from element names.
import type * as Y from 'yjs';
import { createProjectDoc } from '../document/create-project.ts';
import { readElement, readPage, readProject } from '../document/read-project.ts';
import { insertElement } from './insert-element.ts';

export function setupProject(label = 'Test'): { doc: Y.Doc; pageId: string } {
  const doc = createProjectDoc({ label });
  const pageId = Object.keys(readProject(doc).pages)[0]!;
  return { doc, pageId };
}

export function addNamed(doc: Y.Doc, pageId: string, parentId: string | null, name: string, index?: number) {
  return insertElement(doc, { pageId, parentId, elementType: 'Flex', displayName: 'Flex', name, index });
}

export function outline(doc: Y.Doc, pageId: string): string {
  const page = readPage(doc, pageId);
  const render = (ids: string[]): string =>
    ids
      .map((id) => {
        const element = page.elements[id]!;
        return element.children.length
          ? `${element.name}(${render(element.children).replaceAll(' ', ',')})`
          : element.name;
      })
      .join(' ');
  return render(page.children);
}

/** A project with one element 'A' on its page; `element()` reads it back. */
export function setupElement() {
  const { doc, pageId } = setupProject();
  const elementId = addNamed(doc, pageId, null, 'A');
  return {
    doc,
    pageId,
    elementId,
    ref: { pageId, elementId },
    element: () => readElement(doc, pageId, elementId),
  };
}
