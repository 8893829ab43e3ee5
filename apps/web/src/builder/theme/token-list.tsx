// The general token list of one group (space, sizes, fonts, letter spacings, line heights, font
// sizes): per token an editable name and value, and a remove button — for custom tokens only.
import { DEFAULT_THEME_NAME, isDefaultToken, type TokenGroup } from '@vitrine/core';
import { CommitInput } from '../properties/commit-input.tsx';
import { PanelFolder } from '../properties/panel-folder.tsx';
import { useReadOnly } from '../properties/use-selection.ts';
import { THEME_TEXTS } from './texts.ts';
import { AddTokenButton, RemoveTokenButton } from './token-row-parts.tsx';
import { useThemeTokens } from './use-theme-tokens.ts';
import { useTokenEdits } from './use-token-edits.ts';

export function TokenList({ group, title, theme }: { group: TokenGroup; title: string; theme: string }) {
  const tokens = useThemeTokens(group, theme);
  const edits = useTokenEdits(group, theme);
  const readOnly = useReadOnly();
  return (
    <PanelFolder title={title}>
      <ul className="grid gap-1 px-3" data-testid={`theme-${group}`}>
        {Object.entries(tokens).map(([name, value]) => {
          const custom = !isDefaultToken(group, name);
          const valueLocked = !custom && theme === DEFAULT_THEME_NAME;
          return (
            <li
              key={name}
              className="grid grid-cols-[1fr_1fr_auto] items-center gap-1"
              data-testid={`token-${name}`}
            >
              <CommitInput
                aria-label={THEME_TEXTS.tokenName}
                value={name}
                readOnly={!custom}
                disabled={readOnly}
                onCommit={(to) => edits.rename(name, to)}
              />
              <CommitInput
                aria-label={THEME_TEXTS.tokenValue}
                value={value}
                readOnly={valueLocked}
                disabled={readOnly}
                onCommit={(next) => edits.setValue(name, next)}
              />
              <RemoveTokenButton
                custom={custom}
                theme={theme}
                disabled={readOnly}
                onRemove={() => edits.remove(name)}
              />
            </li>
          );
        })}
      </ul>
      <div className="flex justify-end px-3 pt-1">
        <AddTokenButton label={title} disabled={readOnly} onAdd={edits.add} />
      </div>
    </PanelFolder>
  );
}
