// The token operations of one theme, bound to the session: add ('customToken'), rename and remove
// (custom tokens only), set value (custom tokens; built-in ones too outside 'default'); refusals
// become toasts.
import {
  addThemeToken,
  removeThemeToken,
  renameThemeToken,
  setThemeTokenValue,
  type TokenGroup,
} from '@vitrine/core';
import { useMemo } from 'react';
import { useEditProject } from '../properties/use-selection.ts';

export interface TokenEdits {
  add(): void;
  rename(from: string, to: string): void;
  setValue(name: string, value: string): void;
  remove(name: string): void;
}

export function useTokenEdits(group: TokenGroup, theme: string): TokenEdits {
  const edit = useEditProject();
  return useMemo(
    () => ({
      add: () => edit((doc) => addThemeToken(doc, { theme, group })),
      rename: (from, to) => edit((doc) => renameThemeToken(doc, { theme, group, from, to: to.trim() })),
      setValue: (name, value) => edit((doc) => setThemeTokenValue(doc, { theme, group, name, value })),
      remove: (name) => edit((doc) => removeThemeToken(doc, { theme, group, name })),
    }),
    [edit, group, theme],
  );
}
