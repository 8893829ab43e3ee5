// The theme token operations of the 'default' theme, bound to the session: add ('customToken'),
// rename, set value and remove — custom tokens only; refusals become toasts.
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

export function useTokenEdits(group: TokenGroup): TokenEdits {
  const edit = useEditProject();
  return useMemo(
    () => ({
      add: () => edit((doc) => addThemeToken(doc, { group })),
      rename: (from, to) => edit((doc) => renameThemeToken(doc, { group, from, to: to.trim() })),
      setValue: (name, value) => edit((doc) => setThemeTokenValue(doc, { group, name, value })),
      remove: (name) => edit((doc) => removeThemeToken(doc, { group, name })),
    }),
    [edit, group],
  );
}
