// Page state: the named values a page defines (SPEC §3 page state definition), started from their
// defaults and coerced to their declared type when an action writes them.
import type { StateDefinition } from '../model/project-json.ts';

const EMPTY: Record<StateDefinition['type'], () => unknown> = {
  string: () => '',
  number: () => 0,
  array: () => [],
  boolean: () => false,
};

export type PageState = Record<string, unknown>;

/** Coerces a value to a state type; arrays given as JSON text (as the builder edits them) are parsed. */
export function coerceStateValue(type: StateDefinition['type'] | undefined, value: unknown): unknown {
  switch (type) {
    case 'string':
      return value === undefined || value === null ? '' : typeof value === 'string' ? value : String(value);
    case 'number': {
      const number = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(number) ? number : 0;
    }
    case 'boolean':
      return value === 'false' ? false : Boolean(value);
    case 'array':
      if (Array.isArray(value)) return value;
      if (typeof value === 'string') {
        try {
          const parsed: unknown = JSON.parse(value);
          return Array.isArray(parsed) ? parsed : [];
        } catch {
          return [];
        }
      }
      return [];
    default:
      return value;
  }
}

export function initialPageState(definitions: Record<string, StateDefinition> | undefined): PageState {
  const state: PageState = {};
  for (const [name, definition] of Object.entries(definitions ?? {})) {
    state[name] =
      definition.defaultValue === undefined
        ? (EMPTY[definition.type]?.() ?? null)
        : coerceStateValue(definition.type, definition.defaultValue);
  }
  return state;
}
