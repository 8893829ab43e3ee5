// A page: an ordered list of root element ids, the elements of its tree by id, its named state
// definitions and the device type the preview frame shows it on.
import { z } from 'zod';
import { DEFAULT_DEVICE_TYPE, DEVICE_TYPES } from '../constants.ts';
import { ElementSchema } from './element.ts';
import { PageStateDefinitionSchema } from './page-state-definition.ts';

export const DeviceTypeSchema = z.enum(DEVICE_TYPES);

export const PageSchema = z.object({
  id: z.string().min(1),
  label: z.string(),
  deviceType: DeviceTypeSchema.default(DEFAULT_DEVICE_TYPE),
  /** Position in the page list (ascending; ties broken by id, the same on every replica). */
  order: z.number().default(0),
  children: z.array(z.string()).default([]),
  elements: z.record(z.string(), ElementSchema).default({}),
  stateDefinitions: z.record(z.string(), PageStateDefinitionSchema).default({}),
  /** The theme the page shows; absent: the 'default' theme. */
  theme: z.string().min(1).optional(),
});
export type Page = z.infer<typeof PageSchema>;

/** Pages in page-list order. */
export function orderPages<T extends Pick<Page, 'id' | 'order'>>(pages: Iterable<T>): T[] {
  return [...pages].sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
