import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { addThemeImport, isImportableUrl } from './add-theme-import.ts';
import { addTheme } from './add-theme.ts';
import { setupProject } from './fixtures.ts';
import { removeThemeImport } from './remove-theme-import.ts';

const font = { family: 'Brand Sans', url: '/files/abc/brand.woff2', assetId: 'a1' };

describe('addThemeImport / removeThemeImport', () => {
  it('adds font files and stylesheets to one theme only, and removes them by position', () => {
    const { doc } = setupProject();
    addTheme(doc, { name: 'Dark' });
    addThemeImport(doc, { theme: 'default', entry: font });
    addThemeImport(doc, { theme: 'default', entry: 'https://fonts.example.com/brand.css' });
    const themes = () => readProject(doc).config.themes;
    expect(themes().default!.imports).toEqual([font, 'https://fonts.example.com/brand.css']);
    expect(themes().Dark!.imports).toEqual([]);

    removeThemeImport(doc, { theme: 'default', index: 0 });
    expect(themes().default!.imports).toEqual(['https://fonts.example.com/brand.css']);
    expect(() => removeThemeImport(doc, { theme: 'default', index: 3 })).toThrow(
      'The theme has no such font',
    );
  });

  it('refuses the same font twice, a blank family, other schemes and an unknown theme', () => {
    const { doc } = setupProject();
    addThemeImport(doc, { theme: 'default', entry: font });
    expect(() => addThemeImport(doc, { theme: 'default', entry: { ...font } })).toThrow(
      'The theme already loads this font',
    );
    expect(() => addThemeImport(doc, { theme: 'default', entry: { ...font, family: ' ' } })).toThrow(
      /^Invalid font/,
    );
    expect(() => addThemeImport(doc, { theme: 'default', entry: 'javascript:alert(1)' })).toThrow(
      'Invalid font: the address must start with https:// or /',
    );
    expect(() => addThemeImport(doc, { theme: 'nope', entry: font })).toThrow("Theme 'nope' does not exist");
    expect(readProject(doc).config.themes.default!.imports).toEqual([font]);
  });

  it('takes https URLs and paths of this server only', () => {
    expect(isImportableUrl('/files/x/a.woff2')).toBe(true);
    expect(isImportableUrl('https://cdn.example.com/a.css')).toBe(true);
    expect(isImportableUrl('//evil.example.com/a.css')).toBe(false);
    expect(isImportableUrl('http://cdn.example.com/a.css')).toBe(false);
    expect(isImportableUrl('data:text/css,body{}')).toBe(false);
  });
});
