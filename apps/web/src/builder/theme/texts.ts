// Texts of the theme token lists (SPEC §2 Theme token lists).
import type { TokenGroup } from '@vitrine/core';

export const THEME_TEXTS = {
  colors: 'Colours',
  addToken: 'Add token',
  remove: 'Remove token',
  readOnly: 'Default token (read-only)',
  tokenName: 'Token name',
  tokenValue: 'Token value',
} as const;

/** The general list's groups, in the order the panel shows them, with their titles. */
export const GENERAL_GROUPS: readonly { group: Exclude<TokenGroup, 'colors'>; title: string }[] = [
  { group: 'space', title: 'Space' },
  { group: 'sizes', title: 'Sizes' },
  { group: 'fonts', title: 'Fonts' },
  { group: 'letterSpacings', title: 'Letter spacings' },
  { group: 'lineHeights', title: 'Line heights' },
  { group: 'fontSizes', title: 'Font sizes' },
];
