// Reading and running authored actions (the table in actions.ts). Loaded with the expression engine
// only by pages that have event interactions or bindings (render/engine.ts).
import { safeUrl } from '@vitrine/core';
import { tryEvaluate } from '../expression/evaluate.ts';
import type { ActionTarget, PageAction } from './actions.ts';

export type ParsedAction = { ok: true; action: PageAction } | { ok: false; error: string };

class ActionError extends Error {}

type Fields = Record<string, unknown>;

function text(fields: Fields, name: string, options: { required?: boolean; nonEmpty?: boolean } = {}) {
  const value = fields[name];
  if (value === undefined && !options.required) return undefined;
  if (typeof value !== 'string') throw new ActionError(`${name} must be a string`);
  if (options.nonEmpty && value.length === 0) throw new ActionError(`${name} must not be empty`);
  return value;
}
const required = (fields: Fields, name: string) => text(fields, name, { required: true, nonEmpty: true })!;

function number(fields: Fields, name: string, check: (value: number) => boolean, rule: string) {
  const value = fields[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || !check(value))
    throw new ActionError(`${name} must be ${rule}`);
  return value;
}

const only = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

function actionOf(fields: Fields): PageAction {
  switch (fields.type) {
    case 'setState':
      return only({
        type: 'setState',
        name: required(fields, 'name'),
        value: fields.value,
        expression: text(fields, 'expression'),
      });
    case 'toggleState':
      return { type: 'toggleState', name: required(fields, 'name') };
    case 'goToPage':
      return { type: 'goToPage', pageId: required(fields, 'pageId') };
    case 'openUrl': {
      // As zod's default: only a missing value becomes false; null is refused like any non-boolean.
      const newTab = fields.newTab === undefined ? false : fields.newTab;
      if (typeof newTab !== 'boolean') throw new ActionError('newTab must be a boolean');
      return { type: 'openUrl', url: required(fields, 'url'), newTab };
    }
    case 'selectAttributeOption':
      return {
        type: 'selectAttributeOption',
        attributeId: required(fields, 'attributeId'),
        optionId: required(fields, 'optionId'),
      };
    case 'selectVariant':
      return {
        type: 'selectVariant',
        elementId: required(fields, 'elementId'),
        item: text(fields, 'item', { required: true })!,
      };
    case 'setCurrency':
      return { type: 'setCurrency', currencyCode: required(fields, 'currencyCode') };
    case 'focusPointOfInterest':
      return { type: 'focusPointOfInterest', elementId: required(fields, 'elementId') };
    case 'addToCart': {
      const productId = text(fields, 'productId', { required: true })!.trim();
      if (!productId) throw new ActionError('productId must not be empty');
      return only({
        type: 'addToCart',
        productId,
        name: text(fields, 'name'),
        quantity:
          number(fields, 'quantity', (n) => Number.isInteger(n) && n >= 1, 'a whole number from 1') ?? 1,
        basePrice: number(fields, 'basePrice', (n) => n >= 0, 'zero or more'),
      });
    }
    default:
      throw new ActionError(`unknown action type ${JSON.stringify(fields.type ?? null)}`);
  }
}

/**
 * Reads one authored action, as PageActionSchema would (same fields, rules and defaults), without
 * zod: the published runtime runs actions and must stay small.
 */
export function parseAction(raw: unknown): ParsedAction {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, error: 'an action must be an object' };
  try {
    return { ok: true, action: actionOf(raw as Fields) };
  } catch (error) {
    if (error instanceof ActionError) return { ok: false, error: error.message };
    throw error;
  }
}

/** Runs one action; returns an error message for the diagnostics panel, or null. */
export function runAction(
  raw: unknown,
  target: ActionTarget,
  event: Record<string, unknown> = {},
): string | null {
  const parsed = parseAction(raw);
  if (!parsed.ok) return `Invalid action: ${parsed.error}`;
  const { action } = parsed;
  switch (action.type) {
    case 'setState': {
      if (action.expression === undefined) {
        target.setState(action.name, action.value);
        return null;
      }
      const result = tryEvaluate(action.expression, { ...target.scope(), event });
      if (!result.ok) return `setState ${action.name}: ${result.error}`;
      target.setState(action.name, result.value);
      return null;
    }
    case 'toggleState':
      target.toggleState(action.name);
      return null;
    case 'goToPage':
      target.goToPage(action.pageId);
      return null;
    case 'openUrl': {
      const url = safeUrl(action.url);
      if (url === null) return `Refused to open ${action.url}`;
      target.openUrl(url, action.newTab);
      return null;
    }
    case 'selectAttributeOption':
      target.selectAttributeOption(action.attributeId, action.optionId);
      return null;
    case 'selectVariant':
      target.selectVariant(action.elementId, action.item);
      return null;
    case 'setCurrency':
      target.setCurrency(action.currencyCode);
      return null;
    case 'focusPointOfInterest':
      target.focusPointOfInterest(action.elementId);
      return null;
    case 'addToCart':
      target.addToCart(action);
      return null;
  }
}
