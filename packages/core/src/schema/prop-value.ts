// A property value of an element or gl element: a static content, a binding (an expression with an
// optional static fallback), or a reference to a project asset.
import { z } from 'zod';

const StaticPropValueSchema = z.object({
  type: z.literal('static'),
  content: z.unknown(),
});

const BindingPropValueSchema = z.object({
  type: z.literal('binding'),
  /** The expression evaluated by the runtime. */
  content: z.string(),
  /** The static value used while the expression has no value. */
  fallback: z.unknown().optional(),
});

const ReferencePropValueSchema = z.object({
  type: z.literal('reference'),
  referenceType: z.literal('asset'),
  /** The referenced asset's id. */
  content: z.string(),
  url: z.string().optional(),
});

export const PropValueSchema = z.discriminatedUnion('type', [
  StaticPropValueSchema,
  BindingPropValueSchema,
  ReferencePropValueSchema,
]);
export type PropValue = z.infer<typeof PropValueSchema>;

/** Props with a meaning of their own for every element. */
export const SPECIAL_PROPS = {
  /** Advanced styles: a static JSON object of CSS declarations. */
  css: 'css',
  /** A static boolean; false hides the element. */
  visibility: 'visibility',
  assetUrl: 'assetUrl',
} as const;

export const CssPropContentSchema = z.record(z.string(), z.unknown());

/** Wraps plain default values (as a component's metadata gives them) into static prop values. */
export function staticProps(values: Record<string, unknown>): Record<string, PropValue> {
  const props: Record<string, PropValue> = {};
  for (const [name, content] of Object.entries(values)) {
    if (content !== undefined) props[name] = { type: 'static', content };
  }
  return props;
}
