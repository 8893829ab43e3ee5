// The action set of event interactions, read from the components package's PageActionSchema: the
// action types and, per type, the fields the editor offers.
import { PageActionSchema } from '@vitrine/components';

export type ActionFieldKind = 'text' | 'boolean' | 'json';

export interface ActionField {
  name: string;
  kind: ActionFieldKind;
}

type ActionOption = (typeof PageActionSchema.options)[number];

const optionsByType = new Map<string, ActionOption>(
  PageActionSchema.options.map((option) => [option.shape.type.value, option]),
);

export const ACTION_TYPES: readonly string[] = [...optionsByType.keys()];

/** Fields whose value is not plain text. */
const FIELD_KINDS: Record<string, ActionFieldKind> = { newTab: 'boolean', value: 'json' };

export function actionFields(type: string): ActionField[] {
  const option = optionsByType.get(type);
  if (!option) return [];
  return Object.keys(option.shape)
    .filter((name) => name !== 'type')
    .map((name) => ({ name, kind: FIELD_KINDS[name] ?? 'text' }));
}

export type ActionRecord = Record<string, unknown> & { type: string };

export function newAction(type: string): ActionRecord {
  const action: ActionRecord = { type };
  for (const field of actionFields(type)) {
    if (field.kind === 'boolean') action[field.name] = false;
    else if (field.kind === 'text') action[field.name] = '';
  }
  return action;
}

/** A field's new value from its input: JSON fields keep JSON when the text parses, else the text. */
export function fieldValue(kind: ActionFieldKind, text: string): unknown {
  if (kind !== 'json') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function fieldText(kind: ActionFieldKind, value: unknown): string {
  if (value === undefined) return '';
  if (kind === 'json') return typeof value === 'string' ? value : JSON.stringify(value);
  return String(value);
}
