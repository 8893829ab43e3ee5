// The project's themes read live from the shared document (config.themes): their names, the theme
// the current page shows, and one theme's token groups.
import { DEFAULT_THEME_NAME, type TokenGroup, asYMap, readString, toPlain, projectMap } from '@vitrine/core';
import { useMemo } from 'react';
import type * as Y from 'yjs';
import { useYMapKey, useYSelector } from '../doc/use-y.ts';
import { useBuilder, useSession } from '../state/session.tsx';
import { usePage } from '../state/use-pages.ts';

function readGroup(theme: Y.Map<unknown> | null, group: TokenGroup): string {
  const values = toPlain(theme?.get(group));
  const tokens: Record<string, string> = {};
  if (values && typeof values === 'object' && !Array.isArray(values)) {
    for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
      if (typeof value === 'string' || typeof value === 'number') tokens[key] = String(value);
    }
  }
  return JSON.stringify(tokens);
}

function useThemesMap(): Y.Map<unknown> | null {
  const { doc } = useSession();
  const config = asYMap(useYMapKey(projectMap(doc), 'config'));
  return asYMap(useYMapKey(config, 'themes'));
}

/** Theme names: 'default' first, then the others in the order the document lists them. */
export function useThemeNames(): string[] {
  const themes = useThemesMap();
  const joined = useYSelector(themes, (map) =>
    [...(map?.keys() ?? [])].filter((name) => name !== DEFAULT_THEME_NAME).join('\n'),
  );
  return useMemo(() => [DEFAULT_THEME_NAME, ...(joined ? joined.split('\n') : [])], [joined]);
}

/** The theme a page shows: its own choice while that theme exists, else 'default'. */
export function usePageTheme(pageId: string | null): string {
  const themes = useThemesMap();
  const chosen = readString(useYMapKey(usePage(pageId), 'theme'));
  const exists = useYSelector(themes, (map) => (chosen ? (map?.has(chosen) ?? false) : false));
  return chosen && exists ? chosen : DEFAULT_THEME_NAME;
}

/** The theme of the page open in the builder (what the preview shows and token pickers offer). */
export function useCurrentPageTheme(): string {
  return usePageTheme(useBuilder((state) => state.pageId));
}

export function useTheme(name: string): Y.Map<unknown> | null {
  return asYMap(useYMapKey(useThemesMap(), name));
}

/** One token group of a theme (default: the current page's): token name → CSS value, in order. */
export function useThemeTokens(group: TokenGroup, themeName?: string): Record<string, string> {
  const current = useCurrentPageTheme();
  const theme = useTheme(themeName ?? current);
  const json = useYSelector(theme, (map) => readGroup(map, group), { deep: true });
  return useMemo(() => JSON.parse(json) as Record<string, string>, [json]);
}
