// The theme panel: the theme picker, then the edited theme's token lists (colours first, then the
// general groups), its font files, and the project's global styles. It edits the theme the current page shows until the user picks another one.
import { useState } from 'react';
import { ColorTokenList } from './color-token-list.tsx';
import { FontImportList } from './font-import-list.tsx';
import { GlobalStylesEditor } from './global-styles-editor.tsx';
import { GENERAL_GROUPS } from './texts.ts';
import { ThemePicker } from './theme-picker.tsx';
import { TokenList } from './token-list.tsx';
import { useCurrentPageTheme, useThemeNames } from './use-theme-tokens.ts';

export function ThemePanel() {
  const pageTheme = useCurrentPageTheme();
  const names = useThemeNames();
  const [picked, setPicked] = useState<{ theme: string; pageTheme: string } | null>(null);
  // A pick holds while the page's theme stays what it was and the picked theme still exists.
  const theme =
    picked && picked.pageTheme === pageTheme && names.includes(picked.theme) ? picked.theme : pageTheme;
  return (
    <div data-testid="theme-panel">
      <ThemePicker theme={theme} onThemeChange={(next) => setPicked({ theme: next, pageTheme })} />
      <ColorTokenList theme={theme} />
      {GENERAL_GROUPS.map(({ group, title }) => (
        <TokenList key={group} group={group} title={title} theme={theme} />
      ))}
      <FontImportList theme={theme} />
      <GlobalStylesEditor />
    </div>
  );
}
