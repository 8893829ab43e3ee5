// A theme: named token groups (token name → CSS value) plus font imports. The 'default' theme's
// built-in tokens are read-only; users add custom tokens next to them.
import { z } from 'zod';

export const TOKEN_GROUPS = [
  'space',
  'sizes',
  'fonts',
  'letterSpacings',
  'lineHeights',
  'colors',
  'fontSizes',
] as const;
export const TokenGroupSchema = z.enum(TOKEN_GROUPS);
export type TokenGroup = z.infer<typeof TokenGroupSchema>;

const TokenValuesSchema = z.record(z.string(), z.string());
type TokenValues = z.infer<typeof TokenValuesSchema>;

export const FONT_FAMILY_MAX_LENGTH = 100;

/** A font file of the project library, loaded under a family name (an @font-face rule). */
const FontImportSchema = z.object({
  family: z.string().trim().min(1).max(FONT_FAMILY_MAX_LENGTH),
  url: z.string().min(1),
  /** The library asset the file is, so the builder can name it. */
  assetId: z.string().optional(),
  weight: z.string().optional(),
  style: z.enum(['normal', 'italic']).optional(),
});

/** A stylesheet URL (text), or a font file of the library. */
export const ThemeImportSchema = z.union([z.string().min(1), FontImportSchema]);
export type ThemeImport = z.infer<typeof ThemeImportSchema>;

export const ThemeSchema = z.object({
  colors: TokenValuesSchema.default({}),
  fonts: TokenValuesSchema.default({}),
  sizes: TokenValuesSchema.default({}),
  fontSizes: TokenValuesSchema.default({}),
  lineHeights: TokenValuesSchema.default({}),
  letterSpacings: TokenValuesSchema.default({}),
  space: TokenValuesSchema.default({}),
  /** Fonts the theme loads: stylesheet URLs and font files of the library. */
  imports: z.array(ThemeImportSchema).default([]),
});
export type Theme = z.infer<typeof ThemeSchema>;

/** The built-in tokens of a new project's theme; these are read-only in the builder. */
export const DEFAULT_THEME_TOKENS: Readonly<Record<TokenGroup, Readonly<TokenValues>>> = {
  colors: {
    transparent: 'transparent',
    white: '#ffffff',
    black: '#000000',
    gray50: '#f9fafb',
    gray100: '#f3f4f6',
    gray300: '#d1d5db',
    gray500: '#6b7280',
    gray700: '#374151',
    gray900: '#111827',
    primary: '#f97316',
    secondary: '#0ea5e9',
    success: '#22c55e',
    warning: '#eab308',
    danger: '#ef4444',
  },
  space: {
    '0': '0px',
    '1': '4px',
    '2': '8px',
    '3': '12px',
    '4': '16px',
    '6': '24px',
    '8': '32px',
    '12': '48px',
    '16': '64px',
  },
  sizes: {
    xs: '320px',
    sm: '384px',
    md: '448px',
    lg: '512px',
    xl: '576px',
    full: '100%',
  },
  fonts: {
    body: 'Ubuntu, system-ui, sans-serif',
    heading: 'Ubuntu, system-ui, sans-serif',
    mono: 'ui-monospace, monospace',
  },
  fontSizes: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    xl: '20px',
    '2xl': '24px',
    '3xl': '30px',
    '4xl': '36px',
  },
  lineHeights: {
    none: '1',
    tight: '1.25',
    normal: '1.5',
    relaxed: '1.75',
    loose: '2',
  },
  letterSpacings: {
    tight: '-0.025em',
    normal: '0em',
    wide: '0.025em',
    wider: '0.05em',
  },
};

export function createDefaultTheme(): Theme {
  return {
    colors: { ...DEFAULT_THEME_TOKENS.colors },
    fonts: { ...DEFAULT_THEME_TOKENS.fonts },
    sizes: { ...DEFAULT_THEME_TOKENS.sizes },
    fontSizes: { ...DEFAULT_THEME_TOKENS.fontSizes },
    lineHeights: { ...DEFAULT_THEME_TOKENS.lineHeights },
    letterSpacings: { ...DEFAULT_THEME_TOKENS.letterSpacings },
    space: { ...DEFAULT_THEME_TOKENS.space },
    imports: [],
  };
}

/** Default tokens exist in every theme and cannot be renamed, changed or removed. */
export function isDefaultToken(group: TokenGroup, name: string): boolean {
  return Object.hasOwn(DEFAULT_THEME_TOKENS[group], name);
}
