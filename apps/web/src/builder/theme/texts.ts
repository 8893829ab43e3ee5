// Texts of the theme token lists (SPEC §2 Theme token lists).
import type { TokenGroup } from '@vitrine/core';

export const THEME_TEXTS = {
  colors: 'Colours',
  addToken: 'Add token',
  remove: 'Remove token',
  readOnly: 'Default token (read-only)',
  builtIn: 'Built-in token: it keeps its name; its value is this theme’s own',
  tokenName: 'Token name',
  tokenValue: 'Token value',
  theme: 'Theme',
  themeName: 'Theme name',
  newTheme: 'New theme',
  duplicateTheme: 'Duplicate theme',
  deleteTheme: 'Delete theme',
  deleteThemeConfirm: (name: string) =>
    `Are you sure you want to delete theme '${name}'? Pages that use it show the default theme.`,
  pageTheme: (page: string) => `Theme of page '${page}'`,
  usedByPage: 'shown on this page',
  fontImports: 'Font files',
  fontFile: 'Font file',
  chooseFont: 'Choose a font file of the library',
  noFontFiles: 'Upload a .woff2, .woff, .ttf or .otf file to the library first.',
  fontFamily: 'Family name',
  addFont: 'Add font',
  removeFont: 'Remove font',
  fontUsage: 'Use the family name in the Fonts tokens, e.g. "Brand Sans, sans-serif".',
  globalStyles: 'Global styles',
  globalStylesHelp: 'CSS rules by selector, as JSON: { "h1": { "fontFamily": "Brand Sans" } }',
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
