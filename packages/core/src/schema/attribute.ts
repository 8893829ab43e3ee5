// A product attribute (e.g. 'Colour') with its options; `slug` is the snake case of the label and
// `default` the id of the option selected by default.
import { z } from 'zod';

export const AttributeOptionSchema = z.object({
  id: z.string().min(1),
  /** The attribute this option belongs to. */
  parentId: z.string().min(1),
  label: z.string(),
  slug: z.string(),
});
export type AttributeOption = z.infer<typeof AttributeOptionSchema>;

/** Controls an attribute can carry (the PRICE control prices its options per currency). */
const ATTRIBUTE_PLUGINS = ['PRICE'] as const;
export const AttributePluginSchema = z.enum(ATTRIBUTE_PLUGINS);

export const AttributeSchema = z.object({
  id: z.string().min(1),
  label: z.string(),
  slug: z.string(),
  options: z.array(AttributeOptionSchema).default([]),
  default: z.string().nullable().default(null),
  plugins: z.array(AttributePluginSchema).default([]),
});
export type Attribute = z.infer<typeof AttributeSchema>;
