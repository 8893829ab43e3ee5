// An element of a page's tree: a component instance with its props, styles, data attributes and
// event interactions. `parent` is null for the page's root elements.
import { z } from 'zod';
import { DEFAULT_EVENT } from '../constants.ts';
import { PropValueSchema } from './prop-value.ts';
import { StyleValueSchema } from './style-value.ts';

export const EventInteractionSchema = z.object({
  type: z.literal('event'),
  content: z.object({
    event: z.object({ type: z.string().default(DEFAULT_EVENT) }),
    code: z.string().default(''),
    isActive: z.boolean().default(true),
    actions: z.array(z.unknown()).default([]),
  }),
});
export type EventInteraction = z.infer<typeof EventInteractionSchema>;

export const ElementSchema = z.object({
  id: z.string().min(1),
  type: z.literal('element').default('element'),
  /** The component's name in the registry ('Button', 'mesh', ...). */
  elementType: z.string().min(1),
  /** The component's display name. */
  displayName: z.string(),
  /** The author's name for this element (outliner label). */
  name: z.string(),
  props: z.record(z.string(), PropValueSchema).default({}),
  children: z.array(z.string()).default([]),
  parent: z.string().nullable().default(null),
  /** The base styles: what every screen shows unless a breakpoint overrides it. */
  styles: z.record(z.string(), StyleValueSchema).default({}),
  /** Values for other breakpoints, keyed `<breakpointId>:<property>` (one flat map merges per property). */
  breakpointStyles: z.record(z.string(), StyleValueSchema).default({}),
  dataAttributes: z.record(z.string(), z.string()).default({}),
  eventInteractions: z.record(z.string(), EventInteractionSchema).default({}),
});
export type Element = z.infer<typeof ElementSchema>;
