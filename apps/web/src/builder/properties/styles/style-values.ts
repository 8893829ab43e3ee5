// Style input ↔ style value conversions: a number with a unit (number, px, rem, em, %), a theme token
// reference, a keyword ('auto') or a colour.
import { searchItems, STYLE_UNITS, type StyleValue, type TokenGroup } from '@vitrine/core';

export type StyleUnit = (typeof STYLE_UNITS)[number];
/** The unit selector's choices: the style units plus 'token'. */
export const UNIT_CHOICES = [...STYLE_UNITS, 'token'] as const;
export type UnitChoice = (typeof UNIT_CHOICES)[number];

export const DEFAULT_UNIT: StyleUnit = 'px';

export interface StyleInput {
  /** The text field's content. */
  text: string;
  unit: UnitChoice;
  token?: { group: TokenGroup; key: string };
}

export function styleToInput(style: StyleValue | undefined, lastUnit: StyleUnit = DEFAULT_UNIT): StyleInput {
  const content = style?.content;
  if (!content) return { text: '', unit: lastUnit };
  switch (content.type) {
    case 'unit':
      return { text: String(content.value), unit: content.unit };
    case 'token':
      return { text: content.key, unit: 'token', token: { group: content.group, key: content.key } };
    case 'keyword':
    case 'color':
      return { text: content.value, unit: lastUnit };
  }
}

const NUMBER_WITH_UNIT = /^(-?(?:\d+\.?\d*|\.\d+))\s*(px|rem|em|%)?$/;

/**
 * The style value of a typed text with the selected unit: '12' with px → 12px, '1.5rem' → 1.5rem
 * (a unit typed in the text wins), 'auto' → keyword; empty text → null (unset the style).
 */
export function inputToStyle(text: string, unit: StyleUnit): StyleValue | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = NUMBER_WITH_UNIT.exec(trimmed);
  if (match) {
    const typedUnit = match[2] as StyleUnit | undefined;
    return { type: 'style', content: { type: 'unit', value: Number(match[1]), unit: typedUnit ?? unit } };
  }
  return { type: 'style', content: { type: 'keyword', value: trimmed } };
}

/** A unit change keeps the number: 12px → 12rem. */
export function withUnit(style: StyleValue | undefined, unit: StyleUnit): StyleValue | null {
  if (style?.content.type !== 'unit') return null;
  return { type: 'style', content: { ...style.content, unit } };
}

export function tokenStyle(group: TokenGroup, key: string, value: string): StyleValue {
  return { type: 'style', content: { type: 'token', group, key, value } };
}

export function colorStyle(value: string): StyleValue {
  return { type: 'style', content: { type: 'color', value } };
}

/** The CSS colour a colour style input's swatch shows, resolving a token against the theme. */
export function swatchColor(style: StyleValue | undefined, colors: Record<string, string>): string | null {
  const content = style?.content;
  if (!content) return null;
  if (content.type === 'token') return colors[content.key] ?? content.value;
  if (content.type === 'color' || content.type === 'keyword') return content.value;
  return null;
}

/** Tokens whose name or value matches the query (core's search: prefix, substring, then fuzzy); all in theme order when empty. */
export function filterTokens(tokens: Record<string, string>, query: string): [string, string][] {
  return searchItems(Object.entries(tokens), query, ([key, value]) => [key, value]);
}
