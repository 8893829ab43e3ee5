// The colour tokens: per token a swatch with a picker, its name (editable for custom tokens) and a
// remove button for custom tokens. A new colour token is 'customToken' in a warm orange.
import { DEFAULT_THEME_NAME, isDefaultToken } from '@vitrine/core';
import { Popover } from 'radix-ui';
import { CommitInput } from '../properties/commit-input.tsx';
import { DebouncedColorPicker } from '../properties/controls/color-picker.tsx';
import { PanelFolder } from '../properties/panel-folder.tsx';
import { useReadOnly } from '../properties/use-selection.ts';
import { THEME_TEXTS } from './texts.ts';
import { AddTokenButton, RemoveTokenButton } from './token-row-parts.tsx';
import { useThemeTokens } from './use-theme-tokens.ts';
import { useTokenEdits } from './use-token-edits.ts';

export function ColorTokenList({ theme }: { theme: string }) {
  const tokens = useThemeTokens('colors', theme);
  const edits = useTokenEdits('colors', theme);
  const readOnly = useReadOnly();
  return (
    <PanelFolder title={THEME_TEXTS.colors} defaultOpen>
      <ul className="grid gap-1 px-3" data-testid="theme-colors">
        {Object.entries(tokens).map(([name, value]) => {
          const custom = !isDefaultToken('colors', name);
          // Built-in colours keep their value in 'default' only: other themes exist to change them.
          const locked = readOnly || (!custom && theme === DEFAULT_THEME_NAME);
          return (
            <li
              key={name}
              className="grid grid-cols-[auto_1fr_auto] items-center gap-1.5"
              data-testid={`token-${name}`}
            >
              <Popover.Root>
                <Popover.Trigger asChild disabled={locked}>
                  <button
                    type="button"
                    aria-label={`${name} colour`}
                    title={value}
                    className="size-7 rounded-md border border-neutral-200 disabled:cursor-default"
                    style={{ background: value }}
                  />
                </Popover.Trigger>
                <Popover.Portal>
                  <Popover.Content sideOffset={6} className="z-50 rounded-lg bg-white p-2 shadow-xl">
                    <DebouncedColorPicker value={value} onChange={(next) => edits.setValue(name, next)} />
                  </Popover.Content>
                </Popover.Portal>
              </Popover.Root>
              <CommitInput
                aria-label={THEME_TEXTS.tokenName}
                value={name}
                readOnly={!custom}
                disabled={readOnly}
                onCommit={(to) => edits.rename(name, to)}
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
        <AddTokenButton label={THEME_TEXTS.colors} disabled={readOnly} onAdd={edits.add} />
      </div>
    </PanelFolder>
  );
}
