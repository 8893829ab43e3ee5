import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { addTheme } from './add-theme.ts';
import { setupProject } from './fixtures.ts';
import { removeTheme } from './remove-theme.ts';
import { setPageTheme } from './set-page-theme.ts';

describe('removeTheme', () => {
  it('deletes a theme; pages that chose it show the default theme again', () => {
    const { doc, pageId } = setupProject();
    addTheme(doc, { name: 'Dark' });
    setPageTheme(doc, { pageId, theme: 'Dark' });
    removeTheme(doc, { name: 'Dark' });
    const project = readProject(doc);
    expect(Object.keys(project.config.themes)).toEqual(['default']);
    expect(project.pages[pageId]!.theme).toBeUndefined();
  });

  it("refuses the 'default' theme and unknown themes", () => {
    const { doc } = setupProject();
    expect(() => removeTheme(doc, { name: 'default' })).toThrow("'default' theme cannot");
    expect(() => removeTheme(doc, { name: 'nope' })).toThrow("Theme 'nope' does not exist");
  });
});
