// The head of the theme panel: which theme the lists below edit (create, duplicate, rename, delete)
// and which theme the current page shows.
import { IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { DEFAULT_THEME_NAME } from '@vitrine/core';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useYMapKey } from '../doc/use-y.ts';
import { CommitInput, FIELD_CLASS } from '../properties/commit-input.tsx';
import { useReadOnly } from '../properties/use-selection.ts';
import { useBuilder } from '../state/session.tsx';
import { usePage } from '../state/use-pages.ts';
import { THEME_TEXTS } from './texts.ts';
import { useThemeEdits } from './use-theme-edits.ts';
import { useCurrentPageTheme, useThemeNames } from './use-theme-tokens.ts';

const ICON_BUTTON =
  'grid size-7 shrink-0 place-items-center rounded-md text-neutral-500 hover:bg-neutral-100 disabled:opacity-40';

// Forwards its ref and props: the delete button is the trigger of a confirm dialog.
const SmallButton = forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & { label: string }
>(function SmallButton({ label, children, ...rest }, ref) {
  return (
    <button ref={ref} type="button" aria-label={label} title={label} className={ICON_BUTTON} {...rest}>
      {children}
    </button>
  );
});

interface ThemePickerProps {
  /** The theme the panel edits. */
  theme: string;
  onThemeChange(theme: string): void;
}

export function ThemePicker({ theme, onThemeChange }: ThemePickerProps) {
  const names = useThemeNames();
  const edits = useThemeEdits();
  const readOnly = useReadOnly();
  const pageId = useBuilder((state) => state.pageId);
  const pageLabel = useYMapKey<string>(usePage(pageId), 'label') ?? '';
  const pageTheme = useCurrentPageTheme();
  const isDefault = theme === DEFAULT_THEME_NAME;
  const select = (name: string | undefined) => name !== undefined && onThemeChange(name);

  return (
    <div className="grid gap-2 border-b border-neutral-200 px-3 py-3" data-testid="theme-picker">
      <div className="flex items-center gap-1">
        <select
          aria-label={THEME_TEXTS.theme}
          className={FIELD_CLASS}
          value={theme}
          onChange={(event) => onThemeChange(event.target.value)}
        >
          {names.map((name) => (
            <option key={name} value={name}>
              {name === pageTheme ? `${name} (${THEME_TEXTS.usedByPage})` : name}
            </option>
          ))}
        </select>
        <SmallButton label={THEME_TEXTS.newTheme} disabled={readOnly} onClick={() => select(edits.add())}>
          <IconPlus size={14} />
        </SmallButton>
        <SmallButton
          label={THEME_TEXTS.duplicateTheme}
          disabled={readOnly}
          onClick={() => select(edits.duplicate(theme))}
        >
          <IconCopy size={14} />
        </SmallButton>
        <ConfirmDialog
          title={THEME_TEXTS.deleteTheme}
          description={THEME_TEXTS.deleteThemeConfirm(theme)}
          confirmLabel="Delete"
          onConfirm={() => {
            if (edits.remove(theme)) onThemeChange(DEFAULT_THEME_NAME);
          }}
        >
          <SmallButton label={THEME_TEXTS.deleteTheme} disabled={readOnly || isDefault}>
            <IconTrash size={14} />
          </SmallButton>
        </ConfirmDialog>
      </div>
      <label className="grid gap-1 text-[11px] text-neutral-500">
        {THEME_TEXTS.themeName}
        <CommitInput
          aria-label={THEME_TEXTS.themeName}
          value={theme}
          readOnly={isDefault}
          disabled={readOnly}
          onCommit={(to) => select(edits.rename(theme, to))}
        />
      </label>
      {pageId && (
        <label className="grid gap-1 text-[11px] text-neutral-500">
          {THEME_TEXTS.pageTheme(pageLabel)}
          <select
            aria-label={THEME_TEXTS.pageTheme(pageLabel)}
            className={FIELD_CLASS}
            value={pageTheme}
            disabled={readOnly}
            onChange={(event) => edits.choose(pageId, event.target.value)}
          >
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
