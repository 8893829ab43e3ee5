import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readProject } from '../document/read-project.ts';
import { addTheme } from './add-theme.ts';
import { duplicatePage } from './duplicate-page.ts';
import { setupProject } from './fixtures.ts';
import { setPageTheme } from './set-page-theme.ts';

describe('setPageTheme', () => {
  it("stores a page's theme; 'default' clears the choice", () => {
    const { doc, pageId } = setupProject();
    addTheme(doc, { name: 'Dark' });
    setPageTheme(doc, { pageId, theme: 'Dark' });
    expect(readProject(doc).pages[pageId]!.theme).toBe('Dark');
    setPageTheme(doc, { pageId, theme: 'default' });
    expect(readProject(doc).pages[pageId]!.theme).toBeUndefined();
  });

  it('refuses unknown themes and pages, and a duplicated page keeps the choice', () => {
    const { doc, pageId } = setupProject();
    expect(() => setPageTheme(doc, { pageId, theme: 'nope' })).toThrow("Theme 'nope' does not exist");
    expect(() => setPageTheme(doc, { pageId: 'x', theme: 'default' })).toThrow('Page x does not exist');
    addTheme(doc, { name: 'Dark' });
    setPageTheme(doc, { pageId, theme: 'Dark' });
    const copy = duplicatePage(doc, { pageId });
    expect(readProject(doc).pages[copy]!.theme).toBe('Dark');
  });

  it('is one undo step and no change when the theme is already chosen', () => {
    const { doc, pageId } = setupProject();
    addTheme(doc, { name: 'Dark' });
    const undo = new Y.UndoManager(doc.getMap('project'), { trackedOrigins: new Set([null]) });
    let updates = 0;
    doc.on('update', () => (updates += 1));
    setPageTheme(doc, { pageId, theme: 'default' }, null);
    expect(updates).toBe(0);
    setPageTheme(doc, { pageId, theme: 'Dark' }, null);
    undo.undo();
    expect(readProject(doc).pages[pageId]!.theme).toBeUndefined();
  });
});
