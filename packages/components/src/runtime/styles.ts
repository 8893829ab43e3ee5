// Element styles resolved against the active theme (SPEC §3 Style value): keywords as written,
// numbers with their unit, theme tokens by group and key (falling back to the value saved when the
// token was picked), colours; then the element's css prop (advanced styles JSON) on top. A number
// gets px unless its property is unitless (css-number.ts), as in global styles.
import { DEFAULT_THEME_NAME } from '@vitrine/core';
import type { CSSProperties } from 'react';
import type { ProjectJson, StyleValue } from '../model/project-json.ts';
import { cssNumber } from './css-number.ts';

export type ThemeTokens = Record<string, Record<string, string>>;

export const DEFAULT_THEME = DEFAULT_THEME_NAME;

/** The theme a page shows: its own choice, else the project's active theme, else 'default'. */
export function shownTheme(
  project: Pick<ProjectJson, 'config'>,
  themeName?: string,
): Record<string, unknown> {
  const themes = project.config?.themes ?? {};
  return (themes[themeName ?? project.config?.activeTheme ?? DEFAULT_THEME] ??
    themes[DEFAULT_THEME] ??
    {}) as Record<string, unknown>;
}

/**
 * The token groups of the theme a page shows (only string values are kept): the page's own
 * choice, else the project's active theme, else 'default' — also when the chosen one is gone.
 */
export function activeThemeTokens(project: ProjectJson, themeName?: string): ThemeTokens {
  const theme = shownTheme(project, themeName);
  const tokens: ThemeTokens = {};
  for (const [group, values] of Object.entries(theme)) {
    if (!values || typeof values !== 'object' || Array.isArray(values)) continue;
    tokens[group] = {};
    for (const [key, value] of Object.entries(values as Record<string, unknown>))
      if (typeof value === 'string' || typeof value === 'number') tokens[group][key] = String(value);
  }
  return tokens;
}

export function resolveStyleValue(
  style: StyleValue | undefined,
  tokens: ThemeTokens,
): string | number | undefined {
  const content = style?.content;
  if (!content) return undefined;
  switch (content.type) {
    case 'keyword':
    case 'color':
      return content.value;
    case 'unit': {
      // Older documents leave a plain number's unit empty.
      const unit: string | undefined = content.unit;
      if (unit === 'number' || unit === '') return Number(content.value);
      return `${content.value}${unit}`;
    }
    case 'token': {
      const { group, key } = content;
      return (group !== undefined && key !== undefined ? tokens[group]?.[key] : undefined) ?? content.value;
    }
    default:
      return undefined;
  }
}

const toCamel = (name: string) =>
  name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** Reads the css prop: a JSON object (or its text) of declarations; anything else yields nothing. */
export function parseCssProp(content: unknown): Record<string, string | number> {
  let value = content;
  if (typeof value === 'string') {
    if (!value.trim()) return {};
    try {
      value = JSON.parse(value);
    } catch {
      throw new Error('Advanced styles must be valid JSON');
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const css: Record<string, string | number> = {};
  for (const [name, declaration] of Object.entries(value as Record<string, unknown>)) {
    if (typeof declaration === 'string' || typeof declaration === 'number') css[toCamel(name)] = declaration;
  }
  return css;
}

export function resolveStyles(
  styles: Record<string, StyleValue> | undefined,
  tokens: ThemeTokens,
  css?: Record<string, string | number>,
): CSSProperties {
  const resolved: Record<string, string> = {};
  const write = (name: string, value: string | number) => {
    resolved[toCamel(name)] = typeof value === 'number' ? cssNumber(name, value) : value;
  };
  for (const [name, style] of Object.entries(styles ?? {})) {
    const value = resolveStyleValue(style, tokens);
    if (value !== undefined && value !== '') write(name, value);
  }
  // Numbers are written here, not left to React, so they follow the same rule as the style sheets.
  for (const [name, value] of Object.entries(css ?? {})) write(name, value);
  return resolved as CSSProperties;
}
