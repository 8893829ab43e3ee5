// Inserts a new element (built from a component's name and the defaults the caller passes) into a
// target element or the page root, at an index (default: last) — with the children it starts with
// (an Accordion's items and their header and content), all in one transaction.
import type * as Y from 'yjs';
import {
  clampIndex,
  containerChildren,
  getElement,
  getPage,
  newId,
  pageElements,
} from '../document/access.ts';
import { elementToY } from '../document/build.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import type { Element } from '../schema/element.ts';
import type { PropValue } from '../schema/prop-value.ts';
import type { StyleValue } from '../schema/style-value.ts';
import { transact } from './transact.ts';

/** What a new element is made from: the component and the defaults to store. */
export interface NewElement {
  /** The component's registry name. */
  elementType: string;
  displayName?: string;
  /** The outliner label; defaults to the display name. */
  name?: string;
  props?: Record<string, PropValue>;
  styles?: Record<string, StyleValue>;
  /** Children the new element starts with, in order. */
  children?: NewElement[];
}

export interface InsertElementArgs extends NewElement {
  pageId: string;
  /** The target element, or null for the page root. */
  parentId: string | null;
  index?: number;
}

export function buildElement(spec: NewElement, parent: string | null): Element {
  const displayName = spec.displayName ?? spec.elementType;
  return {
    id: newId(),
    type: 'element',
    elementType: spec.elementType,
    displayName,
    name: spec.name ?? displayName,
    props: structuredClone(spec.props ?? {}),
    children: [],
    parent,
    styles: structuredClone(spec.styles ?? {}),
    breakpointStyles: {},
    dataAttributes: {},
    eventInteractions: {},
  };
}

/** The element and its template children as plain elements, parents before children. */
export function buildSubtree(spec: NewElement, parent: string | null): Element[] {
  const root = buildElement(spec, parent);
  const descendants = (spec.children ?? []).map((child) => buildSubtree(child, root.id));
  root.children = descendants.map((subtree) => subtree[0]!.id);
  return [root, ...descendants.flat()];
}

/** Returns the new element's id. */
export function insertElement(doc: Y.Doc, args: InsertElementArgs, origin: unknown = LOCAL_ORIGIN): string {
  const page = getPage(doc, args.pageId);
  if (args.parentId !== null) getElement(page, args.parentId);
  const [root, ...descendants] = buildSubtree(args, args.parentId);
  return transact(doc, origin, () => {
    const elements = pageElements(page);
    for (const element of [root!, ...descendants]) elements.set(element.id, elementToY(element));
    const list = containerChildren(page, args.parentId);
    list.insert(clampIndex(args.index, list.length), [root!.id]);
    return root!.id;
  });
}
