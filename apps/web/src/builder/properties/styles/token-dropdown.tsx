// The token dropdown of a style input: the group's tokens with a search box, at most 300 px high,
// under the input it belongs to (mounted only while open).
import { IconSearch } from '@tabler/icons-react';
import type { TokenGroup } from '@vitrine/core';
import { useState, type RefObject } from 'react';
import { AnchoredPopover } from '../../ui/anchored-popover.tsx';
import { useThemeTokens } from '../../theme/use-theme-tokens.ts';
import { FIELD_CLASS } from '../commit-input.tsx';
import { EmptyMiss } from '../sections/empty-miss.tsx';
import { PANEL_LIMITS, PANEL_TEXTS } from '../texts.ts';
import { filterTokens } from './style-values.ts';

interface TokenDropdownProps {
  anchor: RefObject<HTMLElement | null>;
  group: TokenGroup;
  open: boolean;
  onOpenChange(open: boolean): void;
  onPick(key: string, value: string): void;
}

export function TokenDropdown({ open, ...props }: TokenDropdownProps) {
  return open ? <OpenTokenDropdown {...props} /> : null;
}

function OpenTokenDropdown({ anchor, group, onOpenChange, onPick }: Omit<TokenDropdownProps, 'open'>) {
  const tokens = useThemeTokens(group);
  const [query, setQuery] = useState('');
  const shown = filterTokens(tokens, query);
  return (
    <AnchoredPopover
      anchor={anchor}
      open
      onOpenChange={onOpenChange}
      sideOffset={4}
      align="end"
      className="z-50 w-56 rounded-lg border border-neutral-200 bg-white p-1.5 shadow-xl"
      data-testid="token-dropdown"
    >
      <label className="relative mb-1 block">
        <IconSearch size={13} className="absolute top-2 left-2 text-neutral-500" />
        <input
          autoFocus
          className={`${FIELD_CLASS} pl-6`}
          placeholder={PANEL_TEXTS.searchTokens}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </label>
      <ul className="overflow-y-auto" style={{ maxHeight: PANEL_LIMITS.tokenDropdownMaxHeightPx }}>
        {shown.length === 0 && <EmptyMiss />}
        {shown.map(([key, value]) => (
          <li key={key}>
            <button
              type="button"
              onClick={() => {
                onPick(key, value);
                onOpenChange(false);
              }}
              className="flex w-full items-center justify-between gap-2 rounded px-2 py-1 text-left text-xs hover:bg-neutral-100"
            >
              <span className="truncate">{key}</span>
              <span className="truncate text-neutral-500">{value}</span>
            </button>
          </li>
        ))}
      </ul>
    </AnchoredPopover>
  );
}
