// The theme operations bound to the session: create, duplicate, rename, delete, and the theme a
// page shows. Each returns the theme's name afterwards (or undefined when refused: a toast says why).
import { addTheme, duplicateTheme, removeTheme, renameTheme, setPageTheme } from '@vitrine/core';
import { useMemo } from 'react';
import type * as Y from 'yjs';
import { useEditProject } from '../properties/use-selection.ts';

export interface ThemeEdits {
  add(): string | undefined;
  duplicate(name: string): string | undefined;
  rename(from: string, to: string): string | undefined;
  remove(name: string): boolean;
  choose(pageId: string, theme: string): boolean;
}

export function useThemeEdits(): ThemeEdits {
  const edit = useEditProject();
  return useMemo(() => {
    const run = (change: (doc: Y.Doc) => string) => {
      let result: string | undefined;
      return edit((doc) => (result = change(doc))) ? result : undefined;
    };
    return {
      add: () => run((doc) => addTheme(doc)),
      duplicate: (name) => run((doc) => duplicateTheme(doc, { name })),
      rename: (from, to) => run((doc) => renameTheme(doc, { from, to })),
      remove: (name) => edit((doc) => removeTheme(doc, { name })),
      choose: (pageId, theme) => edit((doc) => setPageTheme(doc, { pageId, theme })),
    };
  }, [edit]);
}
