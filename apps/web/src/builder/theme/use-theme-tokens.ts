// The 'default' theme's token groups, read live from the shared document (config.themes.default).
import { DEFAULT_THEME_NAME, type TokenGroup } from '@vitrine/core';
import { useMemo } from 'react';
import type * as Y from 'yjs';
import { useYMapKey, useYSelector } from '../doc/use-y.ts';
import { asYMap, toPlain } from '../doc/y-read.ts';
import { useSession } from '../state/session.tsx';
import { projectRoot } from '../state/use-pages.ts';

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

export function useDefaultTheme(): Y.Map<unknown> | null {
  const { doc } = useSession();
  const config = asYMap(useYMapKey(projectRoot(doc), 'config'));
  const themes = asYMap(useYMapKey(config, 'themes'));
  return asYMap(useYMapKey(themes, DEFAULT_THEME_NAME));
}

/** One token group of the default theme: token name → CSS value, in insertion order. */
export function useThemeTokens(group: TokenGroup): Record<string, string> {
  const theme = useDefaultTheme();
  const json = useYSelector(theme, (map) => readGroup(map, group), { deep: true });
  return useMemo(() => JSON.parse(json) as Record<string, string>, [json]);
}
