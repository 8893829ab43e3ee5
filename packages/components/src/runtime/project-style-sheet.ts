// The style sheet a page carries besides its elements' inline styles: the fonts its theme imports
// (stylesheet URLs as @import, library font files as @font-face), its theme's tokens as custom
// properties on :root (--colors-primary …, read by the page base stylesheet, styles/page-base.css, and
// by overlays rendered outside the page's root) and the project's global styles (config.globalStyles,
// rules by selector). The same text is used in the preview and in releases, after the base sheet.
import type { ProjectJson } from '../model/project-json.ts';
import { cssNumber } from './css-number.ts';
import { shownTheme } from './styles.ts';

const FORMATS: Record<string, string> = { woff2: 'woff2', woff: 'woff', ttf: 'truetype', otf: 'opentype' };

const quoted = (text: string) =>
  `"${text.replace(/["\\\n\r]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}"`;
const kebab = (name: string) =>
  name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** Rules are checked when written (core's GlobalStylesSchema); a document edited elsewhere is checked again here. */
const SAFE = /^[^{}<>;]*$/;
const SAFE_SELECTOR = /^[^{}<>;@]+$/;

interface FontFile {
  family: string;
  url: string;
  weight?: string;
  style?: string;
}

function fontFace(font: FontFile): string {
  const extension = font.url.split('?')[0]!.split('.').pop()?.toLowerCase() ?? '';
  const format = FORMATS[extension] ? ` format(${quoted(FORMATS[extension])})` : '';
  return [
    `@font-face { font-family: ${quoted(font.family)}; src: url(${quoted(font.url)})${format};`,
    ` font-weight: ${SAFE.test(font.weight ?? '') && font.weight ? font.weight : 'normal'};`,
    ` font-style: ${font.style === 'italic' ? 'italic' : 'normal'}; font-display: swap; }`,
  ].join('');
}

const isImportable = (url: string) =>
  (url.startsWith('/') && !url.startsWith('//')) || url.startsWith('https://');

function importRules(imports: unknown): { atImports: string[]; faces: string[] } {
  const atImports: string[] = [];
  const faces: string[] = [];
  for (const entry of Array.isArray(imports) ? imports : []) {
    if (typeof entry === 'string') {
      if (isImportable(entry)) atImports.push(`@import url(${quoted(entry)});`);
    } else if (entry && typeof entry === 'object') {
      const font = entry as Partial<FontFile>;
      if (
        typeof font.family === 'string' &&
        font.family.trim() &&
        typeof font.url === 'string' &&
        isImportable(font.url)
      )
        faces.push(fontFace(font as FontFile));
    }
  }
  return { atImports, faces };
}

/** One declaration `name: value;`, or null for a name or value that could break out of its rule. */
export function declaration(name: string, value: unknown): string | null {
  if (!/^(--[A-Za-z0-9_-]+|-?[A-Za-z][A-Za-z0-9-]*)$/.test(name)) return null;
  if (typeof value === 'number') return `${kebab(name)}: ${cssNumber(name, value)};`;
  if (typeof value === 'string' && SAFE.test(value) && value.trim()) return `${kebab(name)}: ${value};`;
  return null;
}

function globalRules(globalStyles: unknown): string[] {
  if (!globalStyles || typeof globalStyles !== 'object') return [];
  const rules: string[] = [];
  for (const [selector, declarations] of Object.entries(globalStyles as Record<string, unknown>)) {
    if (!SAFE_SELECTOR.test(selector) || !declarations || typeof declarations !== 'object') continue;
    const body = Object.entries(declarations as Record<string, unknown>)
      .map(([name, value]) => declaration(name, value))
      .filter((line): line is string => line !== null);
    if (body.length) rules.push(`${selector} { ${body.join(' ')} }`);
  }
  return rules;
}

/** The theme's tokens as custom properties of :root: `--group-key` (--colors-primary, --fontSizes-2xl…). */
function tokenRule(theme: Record<string, unknown>): string[] {
  const body: string[] = [];
  for (const [group, values] of Object.entries(theme)) {
    if (!values || typeof values !== 'object' || Array.isArray(values)) continue;
    for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
      const line = declaration(`--${group}-${key}`, typeof value === 'number' ? String(value) : value);
      if (line) body.push(line);
    }
  }
  return body.length ? [`:root { ${body.join(' ')} }`] : [];
}

/** The page's style sheet text for the theme it shows; empty when there is nothing to add. */
export function projectStyleSheet(project: Pick<ProjectJson, 'config'>, themeName?: string): string {
  const theme = shownTheme(project, themeName);
  const { atImports, faces } = importRules(theme.imports);
  return [...atImports, ...faces, ...tokenRule(theme), ...globalRules(project.config?.globalStyles)].join(
    '\n',
  );
}
