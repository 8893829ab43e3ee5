import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { addThemeToken } from './add-theme-token.ts';
import { setupProject } from './fixtures.ts';
import { setThemeTokenValue } from './set-theme-token-value.ts';
import { addTheme } from './add-theme.ts';

describe('setThemeTokenValue', () => {
  it('changes custom tokens only', () => {
    const { doc } = setupProject();
    const name = addThemeToken(doc, { group: 'colors' });
    setThemeTokenValue(doc, { group: 'colors', name, value: '#123456' });
    expect(readProject(doc).config.themes.default!.colors[name]).toBe('#123456');
    expect(() => setThemeTokenValue(doc, { group: 'colors', name: 'primary', value: '#000' })).toThrow(
      /default token/,
    );
    expect(() => setThemeTokenValue(doc, { group: 'colors', name: 'nope', value: '#000' })).toThrow(
      "Token 'nope' does not exist",
    );
  });
});

describe('setThemeTokenValue in another theme', () => {
  it('changes built-in tokens outside the default theme', () => {
    const { doc } = setupProject();
    const dark = addTheme(doc, { name: 'Dark' });
    setThemeTokenValue(doc, { theme: dark, group: 'colors', name: 'white', value: '#0b0b0b' });
    const themes = readProject(doc).config.themes;
    expect(themes.Dark!.colors.white).toBe('#0b0b0b');
    expect(themes.default!.colors.white).toBe('#ffffff');
  });
});
