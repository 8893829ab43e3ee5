// The model of the event action editor: the action types of the components' PageActionSchema with
// their labels and starting values, and the checks the per-type controls show before a value is
// stored (a URL the runtime would refuse, a state value that does not fit the state's type).
import { isSafeUrl, PageActionSchema } from '@vitrine/components';
import { pageLinkTarget, type PageStateType } from '@vitrine/core';
import { URL_TEXTS } from './texts.ts';

export type ActionRecord = Record<string, unknown> & { type: string };

type ActionOption = (typeof PageActionSchema.options)[number];

const SCHEMA_TYPES: readonly string[] = PageActionSchema.options.map(
  (option: ActionOption) => option.shape.type.value,
);

/** The editor's label of each action type, in the order the type menu lists them. */
export const ACTION_LABELS: Readonly<Record<string, string>> = {
  goToPage: 'Go to page',
  openUrl: 'Open URL',
  setState: 'Set state',
  toggleState: 'Toggle state',
  selectAttributeOption: 'Select attribute option',
  selectVariant: 'Select variant',
  setCurrency: 'Set currency',
  focusPointOfInterest: 'Focus point of interest',
  addToCart: 'Add to cart',
};

export const ACTION_TYPES: readonly string[] = [
  ...Object.keys(ACTION_LABELS).filter((type) => SCHEMA_TYPES.includes(type)),
  ...SCHEMA_TYPES.filter((type) => !(type in ACTION_LABELS)),
];

export const actionLabel = (type: string) => ACTION_LABELS[type] ?? type;

/** A new action of a type, with the values its controls start from. */
export function newAction(type: string): ActionRecord {
  switch (type) {
    case 'openUrl':
      return { type, url: '', newTab: false };
    case 'addToCart':
      return { type, productId: '', name: '', quantity: 1 };
    case 'setState':
      return { type, name: '' };
    case 'selectVariant':
      return { type, elementId: '', item: '' };
    case 'selectAttributeOption':
      return { type, attributeId: '', optionId: '' };
    case 'goToPage':
      return { type, pageId: '' };
    case 'toggleState':
      return { type, name: '' };
    case 'setCurrency':
      return { type, currencyCode: '' };
    case 'focusPointOfInterest':
      return { type, elementId: '' };
    default:
      return { type };
  }
}

/** Why the runtime would not open `url`, or null when it is fine. */
export function urlProblem(url: string): string | null {
  const trimmed = url.trim();
  if (!trimmed) return URL_TEXTS.required;
  if (pageLinkTarget(trimmed) !== null) return null;
  if (!isSafeUrl(trimmed)) return URL_TEXTS.unsafe;
  if (/^https?:/i.test(trimmed)) {
    try {
      const parsed = new URL(trimmed);
      if (!parsed.hostname) return URL_TEXTS.malformed;
    } catch {
      return URL_TEXTS.malformed;
    }
  }
  if (/\s/.test(trimmed)) return URL_TEXTS.malformed;
  return null;
}

export type StateValueResult = { ok: true; value: unknown } | { ok: false; error: string };

/** The text of a state value input read as the state's type. */
export function parseStateValue(type: PageStateType | undefined, text: string): StateValueResult {
  switch (type) {
    case 'number': {
      const value = Number(text);
      return text.trim() !== '' && Number.isFinite(value)
        ? { ok: true, value }
        : { ok: false, error: 'Enter a number' };
    }
    case 'boolean':
      return { ok: true, value: text === 'true' };
    case 'array':
      try {
        const value = JSON.parse(text) as unknown;
        return Array.isArray(value) ? { ok: true, value } : { ok: false, error: 'Enter a JSON array' };
      } catch {
        return { ok: false, error: 'Enter a JSON array' };
      }
    default:
      return { ok: true, value: text };
  }
}

/** The text a state value input shows for a stored value. */
export function stateValueText(type: PageStateType | undefined, value: unknown): string {
  if (value === undefined) return type === 'array' ? '[]' : type === 'boolean' ? 'false' : '';
  if (type === 'array') return JSON.stringify(value);
  return String(value);
}

/** A stored value that fits the type, for a state picked anew (or after its type changed). */
export function defaultStateValue(type: PageStateType | undefined, defaultValue: unknown): unknown {
  const text = stateValueText(type, defaultValue);
  const parsed = parseStateValue(type, text);
  if (parsed.ok) return parsed.value;
  return type === 'number' ? 0 : type === 'array' ? [] : '';
}

/** Whether the runtime would run the action (every required field filled in and valid). */
export function isComplete(action: ActionRecord): boolean {
  return PageActionSchema.safeParse(action).success;
}
