// Control ↔ prop value conversions: what a control shows for a stored prop value, numbers clamped to
// the metadata's bounds, radians shown as degrees, and the binding state of a dynamic prop.
import type { PropValue } from '@vitrine/core';
import type { PropMetaOutput } from '@vitrine/components';

/** Degrees are shown with at most this many decimals (radians round-trip through them). */
const DEGREE_DECIMALS = 4;

export function toDegrees(radians: number): number {
  return round((radians * 180) / Math.PI, DEGREE_DECIMALS);
}

export function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export interface Bounds {
  min?: number;
  max?: number;
}

export function clamp(value: number, bounds: Bounds): number {
  let next = value;
  if (bounds.min !== undefined && next < bounds.min) next = bounds.min;
  if (bounds.max !== undefined && next > bounds.max) next = bounds.max;
  return next;
}

export function isRadians(meta: Pick<PropMetaOutput, 'unit'>): boolean {
  return meta.unit === 'radians';
}

/** The step of a number input, in the unit the control shows (1° for radians props). */
export function shownStep(meta: Pick<PropMetaOutput, 'unit' | 'step'>): number | undefined {
  if (isRadians(meta)) return meta.step === undefined ? 1 : round(toDegrees(meta.step), DEGREE_DECIMALS);
  return meta.step;
}

/** The bounds in the unit the control shows. */
export function shownBounds(meta: Pick<PropMetaOutput, 'unit' | 'min' | 'max'>): Bounds {
  if (!isRadians(meta)) return { min: meta.min, max: meta.max };
  return {
    min: meta.min === undefined ? undefined : toDegrees(meta.min),
    max: meta.max === undefined ? undefined : toDegrees(meta.max),
  };
}

/** A stored number as the control shows it. */
export function numberToShown(value: number, meta: Pick<PropMetaOutput, 'unit'>): number {
  return isRadians(meta) ? toDegrees(value) : value;
}

/**
 * The number a control's text stands for, clamped to the prop's bounds and converted back to the
 * stored unit; null when the text is not a number (the edit is then ignored).
 */
export function shownToNumber(
  text: string,
  meta: Pick<PropMetaOutput, 'unit' | 'min' | 'max'>,
): number | null {
  if (text.trim() === '') return null;
  const shown = Number(text);
  if (!Number.isFinite(shown)) return null;
  if (!isRadians(meta)) return clamp(shown, meta);
  return clamp(toRadians(shown), meta);
}

/** The content a control edits: a static content, a binding's fallback, an asset reference's id. */
export function shownContent(value: PropValue | undefined, meta: Pick<PropMetaOutput, 'default'>): unknown {
  if (value === undefined) return meta.default;
  switch (value.type) {
    case 'static':
      return value.content;
    case 'binding':
      return value.fallback === undefined ? meta.default : value.fallback;
    case 'reference':
      return value.content;
  }
}

export function isUnset(value: PropValue | undefined): boolean {
  return value === undefined;
}

export interface BindingState {
  bound: boolean;
  expression: string;
}

export function bindingState(value: PropValue | undefined): BindingState {
  if (value?.type === 'binding') return { bound: true, expression: value.content };
  return { bound: false, expression: '' };
}

/** A vector prop's shown components (degrees for rotations); missing components are 0. */
export function vectorToShown(value: unknown, length: 2 | 3, meta: Pick<PropMetaOutput, 'unit'>): number[] {
  const list = Array.isArray(value) ? value : [];
  return Array.from({ length }, (_, index) => {
    const n = Number(list[index]);
    return numberToShown(Number.isFinite(n) ? n : 0, meta);
  });
}

/** Replaces one component of a vector from its control's text; null when the text is not a number. */
export function vectorWith(
  value: unknown,
  length: 2 | 3,
  index: number,
  text: string,
  meta: Pick<PropMetaOutput, 'unit' | 'min' | 'max'>,
): number[] | null {
  const next = shownToNumber(text, meta);
  if (next === null) return null;
  const list = Array.isArray(value) ? value : [];
  return Array.from({ length }, (_, i) => {
    if (i === index) return next;
    const n = Number(list[i]);
    return Number.isFinite(n) ? n : 0;
  });
}

export type JsonParse = { ok: true; value: unknown } | { ok: false };

/** A CODE control's text as JSON. */
export function parseJson(text: string): JsonParse {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export function jsonText(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value, null, 2);
}

/** The advanced styles editor's text for the css prop (empty when unset). */
export function cssText(value: PropValue | undefined): string {
  if (value?.type !== 'static' || value.content === undefined) return '';
  if (typeof value.content === 'string') return value.content;
  return JSON.stringify(value.content, null, 2);
}

export type CssEdit = { kind: 'remove' } | { kind: 'set'; json: string } | { kind: 'invalid' };

/** What an advanced styles edit does: empty removes the prop, invalid JSON (or not an object) changes nothing. */
export function cssEdit(text: string): CssEdit {
  if (text.trim() === '') return { kind: 'remove' };
  const parsed = parseJson(text);
  if (!parsed.ok) return { kind: 'invalid' };
  const value = parsed.value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { kind: 'invalid' };
  return { kind: 'set', json: text };
}
