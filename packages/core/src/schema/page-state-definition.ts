// A named page state: its type, a description and a default value matching the type (arrays are
// edited as JSON in the builder).
import { z } from 'zod';

export const PAGE_STATE_TYPES = ['string', 'number', 'array', 'boolean'] as const;
const PageStateTypeSchema = z.enum(PAGE_STATE_TYPES);
export type PageStateType = z.infer<typeof PageStateTypeSchema>;

const DEFAULT_VALUES: Record<PageStateType, unknown> = { string: '', number: 0, array: [], boolean: false };

function defaultStateValue(type: PageStateType): unknown {
  const value = DEFAULT_VALUES[type];
  return Array.isArray(value) ? [] : value;
}

function matchesType(type: PageStateType, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'array':
      return Array.isArray(value);
    case 'boolean':
      return typeof value === 'boolean';
  }
}

/** What a document may hold: the default value can be missing. */
const StoredStateDefinitionSchema = z.object({
  type: PageStateTypeSchema,
  description: z.string().default(''),
  defaultValue: z.unknown().optional(),
});

const StateDefinitionSchema = z
  .object({ type: PageStateTypeSchema, description: z.string(), defaultValue: z.unknown() })
  .refine((state) => matchesType(state.type, state.defaultValue), {
    message: 'defaultValue does not match the state type',
    path: ['defaultValue'],
  });

/**
 * Reading fills a missing default value from the type; a read definition is written back as it is,
 * so documents can be sent through the schema (API responses) as well as read with it.
 */
export const PageStateDefinitionSchema = z.codec(StoredStateDefinitionSchema, StateDefinitionSchema, {
  decode: (state) => ({
    ...state,
    defaultValue: state.defaultValue === undefined ? defaultStateValue(state.type) : state.defaultValue,
  }),
  encode: (state) => state,
});
export type PageStateDefinition = z.infer<typeof PageStateDefinitionSchema>;
