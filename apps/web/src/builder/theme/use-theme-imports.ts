// One theme's font imports, read live from the shared document, and the edits of the list.
import { addThemeImport, removeThemeImport, type ThemeImport, toPlain } from '@vitrine/core';
import { useMemo } from 'react';
import { useYSelector } from '../doc/use-y.ts';
import { useEditProject } from '../properties/use-selection.ts';
import { useTheme } from './use-theme-tokens.ts';

export function useThemeImports(theme: string): ThemeImport[] {
  const map = useTheme(theme);
  const json = useYSelector(map, (themeMap) => JSON.stringify(toPlain(themeMap?.get('imports')) ?? []), {
    deep: true,
  });
  return useMemo(() => JSON.parse(json) as ThemeImport[], [json]);
}

export function useThemeImportEdits(theme: string) {
  const edit = useEditProject();
  return useMemo(
    () => ({
      add: (entry: ThemeImport) => edit((doc) => addThemeImport(doc, { theme, entry })),
      remove: (index: number) => edit((doc) => removeThemeImport(doc, { theme, index })),
    }),
    [edit, theme],
  );
}
