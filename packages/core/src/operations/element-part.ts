// Shared lookup for operations that edit one named map of an element (props, styles,
// dataAttributes, eventInteractions).
import type * as Y from 'yjs';
import { childMap, getElement, getPage } from '../document/access.ts';
import type { YMap } from '../document/build.ts';

export interface ElementRef {
  pageId: string;
  elementId: string;
}

export type ElementPart = 'props' | 'styles' | 'dataAttributes' | 'eventInteractions';

export function elementPart(doc: Y.Doc, ref: ElementRef, part: ElementPart): YMap {
  return childMap(getElement(getPage(doc, ref.pageId), ref.elementId), part);
}
