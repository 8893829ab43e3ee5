import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { createDefaultTheme } from '../schema/theme.ts';
import { addTheme } from './add-theme.ts';
import { setupProject } from './fixtures.ts';

describe('addTheme', () => {
  it('adds a theme of built-in tokens named Theme, Theme 2… by default', () => {
    const { doc } = setupProject();
    expect(addTheme(doc)).toBe('Theme');
    expect(addTheme(doc)).toBe('Theme 2');
    const themes = readProject(doc).config.themes;
    expect(Object.keys(themes)).toEqual(['default', 'Theme', 'Theme 2']);
    expect(themes.Theme).toEqual(createDefaultTheme());
  });

  it('takes a trimmed name and refuses empty, taken and overlong ones', () => {
    const { doc } = setupProject();
    expect(addTheme(doc, { name: '  Dark ' })).toBe('Dark');
    expect(() => addTheme(doc, { name: ' ' })).toThrow('Theme name is required');
    expect(() => addTheme(doc, { name: 'Dark' })).toThrow("Theme 'Dark' already exists");
    expect(() => addTheme(doc, { name: 'default' })).toThrow("Theme 'default' already exists");
    expect(() => addTheme(doc, { name: 'x'.repeat(61) })).toThrow('at most 60 characters');
  });
});
