import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { addThemeToken } from './add-theme-token.ts';
import { duplicateTheme } from './duplicate-theme.ts';
import { setupProject } from './fixtures.ts';

describe('duplicateTheme', () => {
  it('copies every token and import under "<name> copy", then "<name> copy 2"', () => {
    const { doc } = setupProject();
    const token = addThemeToken(doc, { group: 'colors' });
    expect(duplicateTheme(doc, { name: 'default' })).toBe('default copy');
    expect(duplicateTheme(doc, { name: 'default' })).toBe('default copy 2');
    const themes = readProject(doc).config.themes;
    expect(themes['default copy']).toEqual(themes.default);
    expect(themes['default copy']!.colors[token]).toBe('hsla(25, 95%, 53%, 1)');
  });

  it('takes a free name and refuses an unknown theme', () => {
    const { doc } = setupProject();
    expect(duplicateTheme(doc, { name: 'default', as: 'Brand' })).toBe('Brand');
    expect(() => duplicateTheme(doc, { name: 'default', as: 'Brand' })).toThrow(
      "Theme 'Brand' already exists",
    );
    expect(() => duplicateTheme(doc, { name: 'nope' })).toThrow("Theme 'nope' does not exist");
  });
});
