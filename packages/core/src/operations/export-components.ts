// 'Export Components': an element and its descendants as {rootId, elements} (the file the builder
// saves as components.json).
import type * as Y from 'yjs';
import { getElement, getPage, pageElements, subtreeIds } from '../document/access.ts';
import type { Element } from '../schema/element.ts';
import type { ComponentExport } from './component-export.ts';

export interface ExportComponentsArgs {
  pageId: string;
  elementId: string;
}

export function exportComponents(doc: Y.Doc, args: ExportComponentsArgs): ComponentExport {
  const page = getPage(doc, args.pageId);
  getElement(page, args.elementId);
  const elements = pageElements(page);
  const exported: Record<string, Element> = {};
  for (const id of subtreeIds(page, args.elementId)) {
    const element = elements.get(id)!.toJSON() as Element;
    exported[id] = id === args.elementId ? { ...element, parent: null } : element;
  }
  return { rootId: args.elementId, elements: exported };
}
