// Per-breakpoint styles as CSS (docs/breakpoints.md). An inline style beats every rule, so a property
// an element overrides at any breakpoint leaves its inline style and is written here instead: first
// its base value, then one @media block per breakpoint — max-width ones widest first, min-width ones
// narrowest first — so the browser's own cascade gives a narrower screen the nearest wider value.
// Properties with no override stay inline: a page without breakpoint values renders as before. The
// preview frame, the published page and its server render all draw this text (page-view.tsx).
import { BASE_BREAKPOINT_ID, parseBreakpointStyleKey, type Breakpoint } from '@vitrine/core';
import type { ElementJson, StyleValue } from '../model/project-json.ts';
import { declaration } from './project-style-sheet.ts';
import { resolveStyleValue, type ThemeTokens } from './styles.ts';

/** Quotes, backslashes and line breaks could end a value's string early and swallow what follows. */
const SAFE_VALUE = /^[^{}<>;\\\r\n]*$/;

const toCamel = (name: string) =>
  name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

const balancedQuotes = (value: string) =>
  (value.match(/"/g)?.length ?? 0) % 2 === 0 && (value.match(/'/g)?.length ?? 0) % 2 === 0;

/** The properties an element overrides at some breakpoint (camel case): they leave its inline style. */
export function overriddenProperties(
  element: Pick<ElementJson, 'breakpointStyles'> | undefined,
): Set<string> {
  const properties = new Set<string>();
  for (const key of Object.keys(element?.breakpointStyles ?? {})) {
    const parsed = parseBreakpointStyleKey(key);
    if (parsed) properties.add(toCamel(parsed.property));
  }
  return properties;
}

/** An attribute selector for the element, its id escaped so it cannot end the string or the rule. */
export function elementSelector(id: string): string {
  const escaped = [...id].map((char) =>
    /[A-Za-z0-9_-]/.test(char) ? char : `\\${char.codePointAt(0)!.toString(16)} `,
  );
  return `[data-element-id="${escaped.join('')}"]`;
}

function cssDeclaration(property: string, style: StyleValue | undefined, tokens: ThemeTokens): string | null {
  const value = resolveStyleValue(style, tokens);
  if (value === undefined || value === '') return null;
  if (typeof value === 'string' && (!SAFE_VALUE.test(value) || !balancedQuotes(value))) return null;
  return declaration(toCamel(property), value);
}

function rule(id: string, lines: string[]): string | null {
  return lines.length ? `${elementSelector(id)} { ${lines.join(' ')} }` : null;
}

function mediaQuery(point: Breakpoint): string {
  return point.maxWidth !== undefined
    ? `(max-width: ${point.maxWidth}px)`
    : `(min-width: ${point.minWidth}px)`;
}

/**
 * The rules of every element's breakpoint values on a page: the base values of the properties they
 * override, then each breakpoint's block in cascade order. Empty when no element has any.
 */
export function breakpointStyleSheet(
  elements: Record<string, ElementJson> | undefined,
  breakpoints: readonly Breakpoint[],
  tokens: ThemeTokens,
): string {
  const baseRules: string[] = [];
  const byBreakpoint = new Map<string, string[]>();
  for (const [id, element] of Object.entries(elements ?? {})) {
    const entries = Object.entries(element?.breakpointStyles ?? {});
    if (!entries.length) continue;
    const base = [...overriddenProperties(element)]
      .sort()
      .flatMap((property) => cssDeclaration(property, element.styles?.[property], tokens) ?? []);
    const baseRule = rule(id, base);
    if (baseRule) baseRules.push(baseRule);
    const lines = new Map<string, string[]>();
    for (const [key, style] of entries.sort(([a], [b]) => (a < b ? -1 : 1))) {
      const parsed = parseBreakpointStyleKey(key);
      if (!parsed || parsed.breakpointId === BASE_BREAKPOINT_ID) continue;
      const line = cssDeclaration(parsed.property, style, tokens);
      if (line) lines.set(parsed.breakpointId, [...(lines.get(parsed.breakpointId) ?? []), line]);
    }
    for (const [breakpointId, body] of lines) {
      const text = rule(id, body);
      if (text) byBreakpoint.set(breakpointId, [...(byBreakpoint.get(breakpointId) ?? []), text]);
    }
  }
  const blocks = breakpoints.flatMap((point) => {
    const rules = byBreakpoint.get(point.id);
    return point.id !== BASE_BREAKPOINT_ID && rules?.length
      ? [`@media ${mediaQuery(point)} {\n${rules.map((text) => `  ${text}`).join('\n')}\n}`]
      : [];
  });
  return [...baseRules, ...blocks].join('\n');
}
