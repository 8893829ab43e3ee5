// Small parts shared by the token lists: the remove button (custom tokens only) and the add button.
import { IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import { DEFAULT_THEME_NAME } from '@vitrine/core';
import { THEME_TEXTS } from './texts.ts';

export function RemoveTokenButton({
  custom,
  theme,
  disabled,
  onRemove,
}: {
  custom: boolean;
  theme: string;
  disabled: boolean;
  onRemove(): void;
}) {
  if (!custom) {
    return (
      <span
        title={theme === DEFAULT_THEME_NAME ? THEME_TEXTS.readOnly : THEME_TEXTS.builtIn}
        className="grid size-7 place-items-center text-neutral-300"
      >
        <IconLock size={13} />
      </span>
    );
  }
  return (
    <button
      type="button"
      aria-label={THEME_TEXTS.remove}
      disabled={disabled}
      onClick={onRemove}
      className="grid size-7 place-items-center rounded-md text-neutral-500 hover:bg-neutral-100 disabled:opacity-40"
    >
      <IconTrash size={13} />
    </button>
  );
}

export function AddTokenButton({
  disabled,
  onAdd,
  label,
}: {
  disabled: boolean;
  onAdd(): void;
  label: string;
}) {
  return (
    <button
      type="button"
      aria-label={`${THEME_TEXTS.addToken} (${label})`}
      title={THEME_TEXTS.addToken}
      disabled={disabled}
      onClick={onAdd}
      className="grid size-6 place-items-center rounded-md text-neutral-500 hover:bg-neutral-100 disabled:opacity-40"
    >
      <IconPlus size={14} />
    </button>
  );
}
