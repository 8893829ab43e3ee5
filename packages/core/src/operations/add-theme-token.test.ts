import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { addThemeToken } from './add-theme-token.ts';
import { setupProject } from './fixtures.ts';

describe('addThemeToken', () => {
  it('adds customToken with a unique suffix: warm orange for colours, 0 otherwise', () => {
    const { doc } = setupProject();
    expect(addThemeToken(doc, { group: 'colors' })).toBe('customToken');
    expect(addThemeToken(doc, { group: 'colors' })).toBe('customToken1');
    expect(addThemeToken(doc, { group: 'space' })).toBe('customToken');
    const theme = readProject(doc).config.themes.default!;
    expect(theme.colors.customToken).toBe('hsla(25, 95%, 53%, 1)');
    expect(theme.colors.customToken1).toBe('hsla(25, 95%, 53%, 1)');
    expect(theme.space.customToken).toBe('0');
    expect(() => addThemeToken(doc, { theme: 'dark', group: 'space' })).toThrow(
      "Theme 'dark' does not exist",
    );
  });
});
