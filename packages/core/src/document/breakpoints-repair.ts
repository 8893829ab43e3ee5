// Puts back a breakpoint list the operations would accept, after a collaborator wrote it raw: the
// server runs it on every client update that touched the project config or its breakpoint list, so
// the socket keeps out what addBreakpoint, updateBreakpoint and removeBreakpoint refuse. An entry
// that is malformed or stored under another id is removed; the base is put back, without a width,
// when it is missing or wrong; of two breakpoints with the same width the one with the later id is
// removed — the same result on every replica. Values stored for a removed breakpoint stay in the
// elements unused, as after a concurrent removal.
import * as Y from 'yjs';
import { BASE_BREAKPOINT_ID, DEFAULT_BREAKPOINTS } from '../constants.ts';
import { BreakpointSchema } from '../schema/breakpoint.ts';
import type { YMap } from './build.ts';
import type { ShapeFix } from './document-shape.ts';

const isMap = (value: unknown): value is YMap => value instanceof Y.Map;

/** The fixes that make `config.breakpoints` valid (none when it is absent: readers give the default). */
export function breakpointListFixes(project: YMap): ShapeFix[] {
  const config = project.get('config');
  if (!isMap(config) || !config.has('breakpoints')) return [];
  const list = config.get('breakpoints');
  if (!isMap(list)) return [() => config.delete('breakpoints')];

  const fixes: ShapeFix[] = [];
  const widths = new Set<string>();
  const base = list.get(BASE_BREAKPOINT_ID);
  const baseValid =
    BreakpointSchema.safeParse(base).success &&
    (base as { id: string; minWidth?: number; maxWidth?: number }).id === BASE_BREAKPOINT_ID &&
    (base as { minWidth?: number }).minWidth === undefined &&
    (base as { maxWidth?: number }).maxWidth === undefined;
  if (!baseValid)
    fixes.push(() => list.set(BASE_BREAKPOINT_ID, { ...DEFAULT_BREAKPOINTS[BASE_BREAKPOINT_ID] }));

  for (const id of [...list.keys()].sort()) {
    if (id === BASE_BREAKPOINT_ID) continue;
    const parsed = BreakpointSchema.safeParse(list.get(id));
    const point = parsed.success ? parsed.data : null;
    const width =
      point?.maxWidth !== undefined
        ? `max:${point.maxWidth}`
        : point?.minWidth !== undefined
          ? `min:${point.minWidth}`
          : null;
    if (!point || point.id !== id || width === null || widths.has(width)) {
      fixes.push(() => list.delete(id));
      continue;
    }
    widths.add(width);
  }
  return fixes;
}

/** Whether a transaction changed the project config or its breakpoint list. */
export function touchedBreakpointList(project: YMap, changed: Iterable<unknown>): boolean {
  const config = project.get('config');
  const list = isMap(config) ? config.get('breakpoints') : undefined;
  for (const type of changed) if (type === project || type === config || type === list) return true;
  return false;
}
