import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readProject } from '../document/read-project.ts';
import { setupProject } from './fixtures.ts';
import { setPageSeo } from './set-page-seo.ts';
import { setSiteLang } from './set-site-lang.ts';
import { setPageSettings } from './set-page-settings.ts';

describe('setPageSeo', () => {
  it('sets the given fields, trims them, and clears a field given empty', () => {
    const { doc, pageId } = setupProject();
    setPageSeo(doc, {
      pageId,
      seo: { title: ' Shoes ', description: 'All our shoes', ogImage: '/v2/files/a.png', noindex: true },
    });
    let page = readProject(doc).pages[pageId]!;
    expect([page.title, page.description, page.ogImage, page.noindex]).toEqual([
      'Shoes',
      'All our shoes',
      '/v2/files/a.png',
      true,
    ]);
    setPageSeo(doc, { pageId, seo: { title: '', noindex: false } });
    page = readProject(doc).pages[pageId]!;
    expect([page.title, page.description, page.noindex]).toEqual([undefined, 'All our shoes', undefined]);
  });

  it.each([
    [{ title: 'x'.repeat(201) }, 'The title has at most 200 characters'],
    [{ description: 'x'.repeat(501) }, 'The description has at most 500 characters'],
    [{ ogTitle: 'x'.repeat(201) }, 'The social title has at most 200 characters'],
    [{ ogImage: 'javascript:alert(1)' }, 'The image must be a file of the project'],
  ])('refuses %j as a whole', (seo, message) => {
    const { doc, pageId } = setupProject();
    const before = Y.encodeStateAsUpdate(doc);
    expect(() => setPageSeo(doc, { pageId, seo: { description: 'ok', ...seo } })).toThrow(message);
    expect(Y.encodeStateAsUpdate(doc)).toEqual(before);
  });

  it('is one undo step', () => {
    const { doc, pageId } = setupProject();
    const undo = new Y.UndoManager(doc.getMap('project'), { trackedOrigins: new Set([null]) });
    setPageSeo(doc, { pageId, seo: { title: 'A', description: 'B' } }, null);
    undo.undo();
    expect(readProject(doc).pages[pageId]!.title).toBeUndefined();
    expect(readProject(doc).pages[pageId]!.description).toBeUndefined();
  });
});

describe('setSiteLang', () => {
  it("stores a language tag, clears it for 'en', refuses anything else", () => {
    const { doc } = setupProject();
    setSiteLang(doc, { lang: 'pt-BR' });
    expect(readProject(doc).config.lang).toBe('pt-BR');
    setSiteLang(doc, { lang: 'en' });
    expect(readProject(doc).config.lang).toBeUndefined();
    expect(() => setSiteLang(doc, { lang: 'en"><script>' })).toThrow('is not a language tag');
  });
});

describe('setPageSettings', () => {
  it('saves slug, SEO fields and language as one undo step, and refuses as a whole', () => {
    const { doc, pageId } = setupProject();
    const undo = new Y.UndoManager(doc.getMap('project'), { trackedOrigins: new Set([null]) });
    setPageSettings(doc, { pageId, slug: 'shop', seo: { title: 'Shop' }, lang: 'de' }, null);
    let project = readProject(doc);
    expect([project.pages[pageId]!.slug, project.pages[pageId]!.title, project.config.lang]).toEqual([
      'shop',
      'Shop',
      'de',
    ]);
    undo.undo();
    project = readProject(doc);
    expect([project.pages[pageId]!.slug, project.pages[pageId]!.title, project.config.lang]).toEqual([
      'page-1',
      undefined,
      undefined,
    ]);
    const before = Y.encodeStateAsUpdate(doc);
    expect(() =>
      setPageSettings(doc, { pageId, slug: 'fine', seo: { title: 'x'.repeat(201) }, lang: 'de' }),
    ).toThrow('The title has at most 200 characters');
    expect(() => setPageSettings(doc, { pageId, slug: 'fine', lang: '??' })).toThrow('is not a language tag');
    expect(Y.encodeStateAsUpdate(doc)).toEqual(before);
  });
});
