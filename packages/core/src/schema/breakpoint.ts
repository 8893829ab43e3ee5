// The project's breakpoints (config.breakpoints, by id): the base (no width, the styles every
// screen starts from) and any number of max-width breakpoints (narrower screens, cascading down from
// the base) and min-width breakpoints (wider screens, cascading up). An element's value for a
// breakpoint is stored in its `breakpointStyles` under `<breakpointId>:<property>`.
import { z } from 'zod';
import {
  BASE_BREAKPOINT_ID,
  BREAKPOINT_ID_PATTERN,
  BREAKPOINT_LABEL_MAX_LENGTH,
  BREAKPOINT_WIDTH_MAX,
} from '../constants.ts';

const WidthSchema = z.number().int().positive().max(BREAKPOINT_WIDTH_MAX);

export const BreakpointSchema = z
  .object({
    id: z.string().regex(BREAKPOINT_ID_PATTERN),
    label: z.string().trim().min(1).max(BREAKPOINT_LABEL_MAX_LENGTH),
    /** Applies from this width up (a wider screen). */
    minWidth: WidthSchema.optional(),
    /** Applies up to this width (a narrower screen). */
    maxWidth: WidthSchema.optional(),
  })
  .refine((point) => point.minWidth === undefined || point.maxWidth === undefined, {
    message: 'a breakpoint has a minimum or a maximum width, not both',
  });
export type Breakpoint = z.infer<typeof BreakpointSchema>;

/** What is wrong with a list of breakpoints, or null. */
export function breakpointsProblem(breakpoints: Record<string, Breakpoint>): string | null {
  const base = breakpoints[BASE_BREAKPOINT_ID];
  if (!base) return `the '${BASE_BREAKPOINT_ID}' breakpoint is required`;
  if (base.minWidth !== undefined || base.maxWidth !== undefined) return 'the base breakpoint has no width';
  const widths = new Set<string>();
  for (const [id, point] of Object.entries(breakpoints)) {
    if (point.id !== id) return `breakpoint '${id}' is stored under another id`;
    if (id === BASE_BREAKPOINT_ID) continue;
    if (point.minWidth === undefined && point.maxWidth === undefined)
      return `breakpoint '${point.label}' needs a minimum or a maximum width`;
    const width = point.maxWidth !== undefined ? `max:${point.maxWidth}` : `min:${point.minWidth}`;
    if (widths.has(width)) return `two breakpoints have the same width (${width.slice(4)}px)`;
    widths.add(width);
  }
  return null;
}

export const BreakpointsSchema = z
  .record(z.string(), BreakpointSchema)
  .superRefine((breakpoints, context) => {
    const problem = breakpointsProblem(breakpoints);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
