import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { addPage } from './add-page.ts';
import { addTheme } from './add-theme.ts';
import { setupProject } from './fixtures.ts';
import { renameTheme } from './rename-theme.ts';
import { setPageTheme } from './set-page-theme.ts';
import { setThemeTokenValue } from './set-theme-token-value.ts';

describe('renameTheme', () => {
  it('renames a theme, keeps its tokens and moves the pages that chose it', () => {
    const { doc, pageId } = setupProject();
    const other = addPage(doc, { label: 'Other' });
    addTheme(doc, { name: 'Dark' });
    setThemeTokenValue(doc, { theme: 'Dark', group: 'colors', name: 'white', value: '#111111' });
    setPageTheme(doc, { pageId, theme: 'Dark' });
    expect(renameTheme(doc, { from: 'Dark', to: ' Night ' })).toBe('Night');
    const project = readProject(doc);
    expect(Object.keys(project.config.themes)).toEqual(['default', 'Night']);
    expect(project.config.themes.Night!.colors.white).toBe('#111111');
    expect(project.pages[pageId]!.theme).toBe('Night');
    expect(project.pages[other]!.theme).toBeUndefined();
  });

  it("refuses the 'default' theme, unknown themes and taken or empty names", () => {
    const { doc } = setupProject();
    addTheme(doc, { name: 'A' });
    addTheme(doc, { name: 'B' });
    expect(() => renameTheme(doc, { from: 'default', to: 'X' })).toThrow("'default' theme cannot");
    expect(() => renameTheme(doc, { from: 'nope', to: 'X' })).toThrow("Theme 'nope' does not exist");
    expect(() => renameTheme(doc, { from: 'A', to: 'B' })).toThrow("Theme 'B' already exists");
    expect(() => renameTheme(doc, { from: 'A', to: '' })).toThrow('Theme name is required');
    expect(renameTheme(doc, { from: 'A', to: 'A' })).toBe('A');
  });
});
