// Shared lookups for the operations that write per-breakpoint styles: the project's breakpoint list
// (config.breakpoints, the default list while a document has none) and an element's
// `breakpointStyles` map (created on first use in elements older than breakpoints).
import * as Y from 'yjs';
import { getElement, getPage, projectPart } from '../document/access.ts';
import type { YMap } from '../document/build.ts';
import { readBreakpoints } from '../document/breakpoints.ts';
import { OperationError } from '../errors.ts';
import { BASE_BREAKPOINT_ID } from '../constants.ts';
import type { Breakpoint } from '../schema/breakpoint.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import type { ElementRef } from './element-part.ts';

/** CSS property names in camel case ('backgroundColor'), or custom properties ('--accent'). */
const STYLE_PROPERTY = /^(--[A-Za-z0-9_-]+|-?[A-Za-z][A-Za-z0-9]*)$/;

export function assertStyleProperty(property: string): void {
  if (!STYLE_PROPERTY.test(property))
    throw new OperationError(OPERATION_TEXTS.invalidStyleProperty(property));
}

/** The project's breakpoints as stored (or the default list), in display order. */
export function documentBreakpoints(doc: Y.Doc): Breakpoint[] {
  const stored = projectPart(doc, 'config').get('breakpoints');
  return readBreakpoints(stored instanceof Y.Map ? stored.toJSON() : stored);
}

/** The breakpoint id an edit names: undefined and the base mean the base styles. */
export function assertBreakpoint(doc: Y.Doc, breakpointId: string | undefined): string {
  if (breakpointId === undefined || breakpointId === BASE_BREAKPOINT_ID) return BASE_BREAKPOINT_ID;
  if (!documentBreakpoints(doc).some((point) => point.id === breakpointId))
    throw new OperationError(OPERATION_TEXTS.breakpointNotFound(breakpointId));
  return breakpointId;
}

/** The element's breakpoint styles map, or null when it has none yet. */
export function breakpointStylesOf(doc: Y.Doc, ref: ElementRef): YMap | null {
  const map = getElement(getPage(doc, ref.pageId), ref.elementId).get('breakpointStyles');
  return map instanceof Y.Map ? (map as YMap) : null;
}

/** The element's breakpoint styles map, created if missing (call inside the transaction). */
export function ensureBreakpointStyles(doc: Y.Doc, ref: ElementRef): YMap {
  const existing = breakpointStylesOf(doc, ref);
  if (existing) return existing;
  const map = new Y.Map<unknown>();
  getElement(getPage(doc, ref.pageId), ref.elementId).set('breakpointStyles', map);
  return map;
}

/** The stored breakpoint list, created with the default list in documents older than breakpoints. */
export function ensureBreakpointList(doc: Y.Doc): YMap {
  const config = projectPart(doc, 'config');
  const stored = config.get('breakpoints');
  if (stored instanceof Y.Map) return stored as YMap;
  const map = new Y.Map<unknown>();
  for (const point of documentBreakpoints(doc)) map.set(point.id, point);
  config.set('breakpoints', map);
  return map;
}
