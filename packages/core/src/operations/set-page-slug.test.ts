import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readProject } from '../document/read-project.ts';
import { validateDocument } from '../document/validate-document.ts';
import { addPage } from './add-page.ts';
import { duplicatePage } from './duplicate-page.ts';
import { setupProject } from './fixtures.ts';
import { setPageSlug } from './set-page-slug.ts';

describe('setPageSlug', () => {
  it('stores a valid slug; added and duplicated pages get unique slugs from their labels', () => {
    const { doc, pageId } = setupProject();
    const about = addPage(doc, { label: 'About us' });
    const second = addPage(doc, { label: 'About us' });
    const copy = duplicatePage(doc, { pageId: about });
    setPageSlug(doc, { pageId, slug: 'home' });
    const pages = readProject(doc).pages;
    expect([pages[pageId]!.slug, pages[about]!.slug, pages[second]!.slug, pages[copy]!.slug]).toEqual([
      'home',
      'about-us',
      'about-us-2',
      'about-us-copy',
    ]);
    expect(validateDocument(doc)).toEqual([]);
  });

  it.each([
    ['', 'The URL name is required'],
    ['Has Spaces', 'Use lowercase letters, digits and single hyphens (no hyphen at either end)'],
    ['1.0.1', 'Use lowercase letters, digits and single hyphens (no hyphen at either end)'],
    ['robots', "'robots' is taken by the published site's own URLs"],
    ['about', "Another page already uses 'about'"],
  ])('refuses %j without a change', (slug, message) => {
    const { doc, pageId } = setupProject();
    addPage(doc, { label: 'About' });
    const before = Y.encodeStateAsUpdate(doc);
    expect(() => setPageSlug(doc, { pageId, slug })).toThrow(message);
    expect(Y.encodeStateAsUpdate(doc)).toEqual(before);
  });

  it('refuses an unknown page, keeps its own slug, and is one undo step', () => {
    const { doc, pageId } = setupProject();
    expect(() => setPageSlug(doc, { pageId: 'x', slug: 'a' })).toThrow('Page x does not exist');
    const undo = new Y.UndoManager(doc.getMap('project'), { trackedOrigins: new Set([null]) });
    const own = readProject(doc).pages[pageId]!.slug!;
    setPageSlug(doc, { pageId, slug: own }, null);
    setPageSlug(doc, { pageId, slug: 'welcome' }, null);
    expect(readProject(doc).pages[pageId]!.slug).toBe('welcome');
    undo.undo();
    expect(readProject(doc).pages[pageId]!.slug).toBe(own);
    undo.redo();
    expect(readProject(doc).pages[pageId]!.slug).toBe('welcome');
  });
});
