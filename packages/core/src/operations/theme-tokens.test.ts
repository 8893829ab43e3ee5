import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { addThemeToken } from './add-theme-token.ts';
import { setupProject } from './fixtures.ts';
import { removeThemeToken } from './remove-theme-token.ts';
import { renameThemeToken } from './rename-theme-token.ts';
import { setThemeTokenValue } from './set-theme-token-value.ts';

describe('theme tokens', () => {
  it('adds customToken with a unique suffix and the group default value', () => {
    const { doc } = setupProject();
    expect(addThemeToken(doc, { group: 'colors' })).toBe('customToken');
    expect(addThemeToken(doc, { group: 'colors' })).toBe('customToken1');
    expect(addThemeToken(doc, { group: 'space' })).toBe('customToken');
    const theme = readProject(doc).config.themes.default!;
    expect(theme.colors.customToken).toBe('hsla(25, 95%, 53%, 1)');
    expect(theme.space.customToken).toBe('0');
    expect(() => addThemeToken(doc, { theme: 'dark', group: 'space' })).toThrow(
      "Theme 'dark' does not exist",
    );
  });

  it('renames, sets and removes custom tokens only', () => {
    const { doc } = setupProject();
    const name = addThemeToken(doc, { group: 'fontSizes' });
    renameThemeToken(doc, { group: 'fontSizes', from: name, to: 'hero' });
    setThemeTokenValue(doc, { group: 'fontSizes', name: 'hero', value: '64px' });
    expect(readProject(doc).config.themes.default!.fontSizes.hero).toBe('64px');
    expect(() => renameThemeToken(doc, { group: 'fontSizes', from: 'hero', to: 'xl' })).toThrow(
      "Token 'xl' already exists",
    );
    expect(() => renameThemeToken(doc, { group: 'fontSizes', from: 'xl', to: 'big' })).toThrow(
      "Token 'xl' is a default token and cannot be changed",
    );
    expect(() => setThemeTokenValue(doc, { group: 'fontSizes', name: 'md', value: '1px' })).toThrow(
      /default token/,
    );
    expect(() => removeThemeToken(doc, { group: 'fontSizes', name: 'md' })).toThrow(/default token/);
    removeThemeToken(doc, { group: 'fontSizes', name: 'hero' });
    expect(readProject(doc).config.themes.default!.fontSizes.hero).toBeUndefined();
    expect(readProject(doc).config.themes.default!.fontSizes.md).toBe('16px');
  });
});
