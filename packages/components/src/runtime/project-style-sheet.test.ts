import { describe, expect, it } from 'vitest';
import { projectStyleSheet } from './project-style-sheet.ts';

const font = { family: 'Brand "Sans"', url: '/files/abc/brand.woff2', weight: '700' };

describe('projectStyleSheet', () => {
  it("writes the shown theme's imports, then the global rules", () => {
    const config = {
      themes: {
        default: { imports: ['https://fonts.example.com/a.css', font] },
        Dark: { imports: [{ family: 'Night', url: '/files/x/night.ttf' }] },
      },
      globalStyles: {
        h1: { fontFamily: 'Brand Sans', letterSpacing: 2, lineHeight: 1.2, '--accent': 'red' },
      },
    };
    expect(projectStyleSheet({ config }).split('\n')).toEqual([
      '@import url("https://fonts.example.com/a.css");',
      '@font-face { font-family: "Brand \\22 Sans\\22 "; src: url("/files/abc/brand.woff2") format("woff2"); font-weight: 700; font-style: normal; font-display: swap; }',
      'h1 { font-family: Brand Sans; letter-spacing: 2px; line-height: 1.2; --accent: red; }',
    ]);
    expect(projectStyleSheet({ config }, 'Dark')).toContain(
      'src: url("/files/x/night.ttf") format("truetype")',
    );
    expect(projectStyleSheet({ config }, 'Gone')).toContain('brand.woff2');
  });

  it("sets the shown theme's tokens on :root, after the imports and before the global rules", () => {
    const config = {
      themes: {
        default: {
          colors: { primary: '#f97316', 'brand-2': 'rgb(1 2 3)' },
          fontSizes: { '2xl': '24px' },
          imports: ['https://fonts.example.com/a.css'],
        },
        Dark: { colors: { primary: '#111827' } },
      },
      globalStyles: { h1: { color: 'var(--colors-primary)' } },
    };
    expect(projectStyleSheet({ config }).split('\n')).toEqual([
      '@import url("https://fonts.example.com/a.css");',
      ':root { --colors-primary: #f97316; --colors-brand-2: rgb(1 2 3); --fontSizes-2xl: 24px; }',
      'h1 { color: var(--colors-primary); }',
    ]);
    expect(projectStyleSheet({ config }, 'Dark')).toContain(':root { --colors-primary: #111827; }');
  });

  it('leaves out tokens that could break out of the rule', () => {
    const config = {
      themes: {
        default: { colors: { ok: 'red', bad: 'red } body { color: blue', 'a b': 'red', empty: ' ' } },
      },
    };
    expect(projectStyleSheet({ config })).toBe(':root { --colors-ok: red; }');
  });

  it('leaves out what could break out of the sheet or load from elsewhere', () => {
    const config = {
      themes: {
        default: {
          imports: [
            '//evil.example/a.css',
            'http://plain.example/a.css',
            { family: 'X', url: 'javascript:1' },
          ],
        },
      },
      globalStyles: { 'h1 {': { color: 'red' }, p: { color: 'red } body { color: blue' }, a: 'red' },
    };
    expect(projectStyleSheet({ config })).toBe('');
    expect(projectStyleSheet({})).toBe('');
  });
});
