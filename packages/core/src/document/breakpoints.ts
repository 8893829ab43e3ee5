// Lenient readers of the project's breakpoints and of an element's per-breakpoint style values, for
// the renderer and the studio: a missing or half-edited list reads as the default one, a broken entry
// is skipped. The cascade: a max-width breakpoint's value falls back to the next wider max-width
// breakpoint, then to the base; a min-width breakpoint's to the next narrower min-width one, then to
// the base. The CSS rules that implement it are in @vitrine/components (breakpoint-style-sheet.ts).
import {
  BASE_BREAKPOINT_ID,
  BREAKPOINT_ID_PATTERN,
  BREAKPOINT_LABEL_MAX_LENGTH,
  BREAKPOINT_WIDTH_MAX,
  DEFAULT_BREAKPOINTS,
} from '../constants.ts';
import type { Breakpoint } from '../schema/breakpoint.ts';

/** The key an element's `breakpointStyles` stores a property's value under. */
export function breakpointStyleKey(breakpointId: string, property: string): string {
  return `${breakpointId}:${property}`;
}

/** The breakpoint id and property of a `breakpointStyles` key, or null. */
export function parseBreakpointStyleKey(key: string): { breakpointId: string; property: string } | null {
  const colon = key.indexOf(':');
  if (colon <= 0 || colon === key.length - 1) return null;
  return { breakpointId: key.slice(0, colon), property: key.slice(colon + 1) };
}

const isWidth = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= BREAKPOINT_WIDTH_MAX;

/**
 * One stored breakpoint as BreakpointSchema would accept it, or null. By hand rather than with the
 * schema: the published runtime reads breakpoints and does not load zod.
 */
function asBreakpoint(value: unknown): Breakpoint | null {
  if (!value || typeof value !== 'object') return null;
  const { id, label, minWidth, maxWidth } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !BREAKPOINT_ID_PATTERN.test(id)) return null;
  if (typeof label !== 'string' || !label.trim() || label.trim().length > BREAKPOINT_LABEL_MAX_LENGTH)
    return null;
  if (minWidth !== undefined && maxWidth !== undefined) return null;
  if (minWidth !== undefined) return isWidth(minWidth) ? { id, label: label.trim(), minWidth } : null;
  if (maxWidth !== undefined) return isWidth(maxWidth) ? { id, label: label.trim(), maxWidth } : null;
  return { id, label: label.trim() };
}

/**
 * The breakpoints in display order: the base, the max-width ones widest first, then the min-width
 * ones narrowest first. A list that is missing or has no base reads as the default list.
 */
export function readBreakpoints(value: unknown): Breakpoint[] {
  const entries =
    value && typeof value === 'object' && !Array.isArray(value) ? Object.values(value as object) : [];
  const points = entries.flatMap((entry) => {
    const point = asBreakpoint(entry);
    return point ? [point] : [];
  });
  if (!points.some((point) => point.id === BASE_BREAKPOINT_ID))
    return orderBreakpoints(Object.values(DEFAULT_BREAKPOINTS));
  return orderBreakpoints(points);
}

export function orderBreakpoints(points: readonly Breakpoint[]): Breakpoint[] {
  const base = points.filter((point) => point.id === BASE_BREAKPOINT_ID).slice(0, 1);
  const narrower = points
    .filter((point) => point.id !== BASE_BREAKPOINT_ID && point.maxWidth !== undefined)
    .sort((a, b) => b.maxWidth! - a.maxWidth! || (a.id < b.id ? -1 : 1));
  const wider = points
    .filter((point) => point.id !== BASE_BREAKPOINT_ID && point.minWidth !== undefined)
    .sort((a, b) => a.minWidth! - b.minWidth! || (a.id < b.id ? -1 : 1));
  return [...base, ...narrower, ...wider];
}

/**
 * The breakpoints a value at `breakpointId` falls back to, nearest first, ending with the base
 * (the base alone for the base or an unknown id).
 */
export function fallbackChain(breakpoints: readonly Breakpoint[], breakpointId: string): string[] {
  const point = breakpoints.find((candidate) => candidate.id === breakpointId);
  if (!point || point.id === BASE_BREAKPOINT_ID) return [];
  const chain =
    point.maxWidth !== undefined
      ? breakpoints
          .filter((other) => other.maxWidth !== undefined && other.maxWidth > point.maxWidth!)
          .sort((a, b) => a.maxWidth! - b.maxWidth!)
      : breakpoints
          .filter((other) => other.minWidth !== undefined && other.minWidth < point.minWidth!)
          .sort((a, b) => b.minWidth! - a.minWidth!);
  return [...chain.map((other) => other.id), BASE_BREAKPOINT_ID];
}

interface StyledElement {
  styles?: Record<string, unknown>;
  breakpointStyles?: Record<string, unknown>;
}

/** Where a breakpoint's value of a property comes from. */
export type StyleOrigin = 'this' | 'base' | { breakpointId: string } | null;

/**
 * Where the value of `property` that `breakpointId` shows comes from: set there ('this'), inherited
 * from a wider breakpoint (its id), from the base styles ('base'), or nowhere (null).
 */
export function styleOrigin(
  element: StyledElement,
  breakpoints: readonly Breakpoint[],
  breakpointId: string,
  property: string,
): StyleOrigin {
  const has = (id: string) =>
    id === BASE_BREAKPOINT_ID
      ? element.styles?.[property] !== undefined
      : element.breakpointStyles?.[breakpointStyleKey(id, property)] !== undefined;
  if (has(breakpointId)) return 'this';
  for (const id of fallbackChain(breakpoints, breakpointId)) {
    if (!has(id)) continue;
    return id === BASE_BREAKPOINT_ID ? 'base' : { breakpointId: id };
  }
  return null;
}

/** The value a breakpoint shows for a property, following the cascade. */
export function styleAt<T>(
  element: { styles?: Record<string, T>; breakpointStyles?: Record<string, T> },
  breakpoints: readonly Breakpoint[],
  breakpointId: string,
  property: string,
): T | undefined {
  const origin = styleOrigin(element, breakpoints, breakpointId, property);
  if (origin === null) return undefined;
  if (origin === 'base' || (origin === 'this' && breakpointId === BASE_BREAKPOINT_ID))
    return element.styles?.[property];
  const id = origin === 'this' ? breakpointId : origin.breakpointId;
  return element.breakpointStyles?.[breakpointStyleKey(id, property)];
}
