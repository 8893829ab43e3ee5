// Per-breakpoint styles as CSS (docs/breakpoints.md): one @media block per breakpoint — max-width
// ones widest first, then min-width ones narrowest first — so the browser's own cascade gives a
// narrower screen the nearest wider value. Base styles stay inline as they always were (a page
// without breakpoint values renders exactly as before), and an inline style beats any rule that is
// not important, including the layout a component writes from its props (a Flex's direction): so a
// breakpoint's declarations are `!important`. The preview frame, the published page and its server
// render all draw this text (page-view.tsx).
import { BASE_BREAKPOINT_ID, parseBreakpointStyleKey, type Breakpoint } from '@vitrine/core';
import type { ElementJson, StyleValue } from '../model/project-json.ts';
import { declaration } from './project-style-sheet.ts';
import { resolveStyleValue, type ThemeTokens } from './styles.ts';

/** Backslashes and line breaks could end a value's string early and swallow what follows. */
const SAFE_VALUE = /^[^{}<>;\\\r\n!]*$/;

const toCamel = (name: string) =>
  name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

const balancedQuotes = (value: string) =>
  (value.match(/"/g)?.length ?? 0) % 2 === 0 && (value.match(/'/g)?.length ?? 0) % 2 === 0;

/** An attribute selector for the element, its id escaped so it cannot end the string or the rule. */
export function elementSelector(id: string): string {
  const escaped = [...id].map((char) =>
    /[A-Za-z0-9_-]/.test(char) ? char : `\\${char.codePointAt(0)!.toString(16)} `,
  );
  return `[data-element-id="${escaped.join('')}"]`;
}

function importantDeclaration(property: string, style: StyleValue | undefined, tokens: ThemeTokens) {
  const value = resolveStyleValue(style, tokens);
  if (value === undefined || value === '') return null;
  if (typeof value === 'string' && (!SAFE_VALUE.test(value) || !balancedQuotes(value))) return null;
  return declaration(toCamel(property), value)?.replace(/;$/, ' !important;') ?? null;
}

function mediaQuery(point: Breakpoint): string {
  return point.maxWidth !== undefined
    ? `(max-width: ${point.maxWidth}px)`
    : `(min-width: ${point.minWidth}px)`;
}

type ElementRules = Map<string, string>;
/** Each element object's rules by breakpoint, for the tokens they were resolved with. */
const rulesCache = new WeakMap<object, { tokens: ThemeTokens; rules: ElementRules }>();

function elementRules(id: string, element: ElementJson, tokens: ThemeTokens): ElementRules {
  const cached = rulesCache.get(element);
  if (cached?.tokens === tokens) return cached.rules;
  const lines = new Map<string, string[]>();
  const entries = Object.entries(element.breakpointStyles ?? {});
  for (const [key, style] of entries.sort(([a], [b]) => (a < b ? -1 : 1))) {
    const parsed = parseBreakpointStyleKey(key);
    if (!parsed || parsed.breakpointId === BASE_BREAKPOINT_ID) continue;
    const line = importantDeclaration(parsed.property, style, tokens);
    if (line) lines.set(parsed.breakpointId, [...(lines.get(parsed.breakpointId) ?? []), line]);
  }
  const rules: ElementRules = new Map();
  for (const [breakpointId, body] of lines)
    rules.set(breakpointId, `${elementSelector(id)} { ${body.join(' ')} }`);
  rulesCache.set(element, { tokens, rules });
  return rules;
}

/**
 * The rules of every element's breakpoint values on a page, each breakpoint's block in cascade
 * order. Empty when no element has any.
 */
export function breakpointStyleSheet(
  elements: Record<string, ElementJson> | undefined,
  breakpoints: readonly Breakpoint[],
  tokens: ThemeTokens,
): string {
  const byBreakpoint = new Map<string, string[]>();
  for (const [id, element] of Object.entries(elements ?? {})) {
    if (!element?.breakpointStyles) continue;
    for (const [breakpointId, rule] of elementRules(id, element, tokens)) {
      const rules = byBreakpoint.get(breakpointId);
      if (rules) rules.push(rule);
      else byBreakpoint.set(breakpointId, [rule]);
    }
  }
  return breakpoints
    .flatMap((point) => {
      const rules = byBreakpoint.get(point.id);
      return point.id !== BASE_BREAKPOINT_ID && rules?.length
        ? [`@media ${mediaQuery(point)} {\n${rules.map((text) => `  ${text}`).join('\n')}\n}`]
        : [];
    })
    .join('\n');
}
