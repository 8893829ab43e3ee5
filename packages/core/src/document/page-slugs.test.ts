import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createProjectDoc } from './create-project.ts';
import { readProject } from './read-project.ts';
import { readValidProject } from './read-valid-project.ts';
import { pagesMap } from './access.ts';
import { assignPageSlugs, pageSlugProblem, slugify, uniqueSlug } from './page-slugs.ts';
import { pageSettingsFixes } from './page-settings-repair.ts';
import { pageLinkTarget, publishedPagePath } from '../published-page.ts';
import { validateDocument } from './validate-document.ts';

describe('slugify', () => {
  it.each([
    ['About us', 'about-us'],
    ['Über uns!', 'uber-uns'],
    ['  --Hello,   World--  ', 'hello-world'],
    ['Page 2', 'page-2'],
    ['日本', 'page'],
    ['', 'page'],
    ['a'.repeat(150), 'a'.repeat(100)],
  ])('%j → %j', (label, slug) => expect(slugify(label)).toBe(slug));
});

describe('pageSlugProblem', () => {
  const taken = new Set(['about']);
  it.each([
    ['contact', null],
    ['', 'The URL name is required'],
    ['a'.repeat(101), 'URL names have at most 100 characters'],
    ['About', 'Use lowercase letters, digits and single hyphens (no hyphen at either end)'],
    ['a--b', 'Use lowercase letters, digits and single hyphens (no hyphen at either end)'],
    ['-a', 'Use lowercase letters, digits and single hyphens (no hyphen at either end)'],
    ['1.0.0', 'Use lowercase letters, digits and single hyphens (no hyphen at either end)'],
    ['embed.js', 'Use lowercase letters, digits and single hyphens (no hyphen at either end)'],
    ['files', "'files' is taken by the published site's own URLs"],
    ['sitemap', "'sitemap' is taken by the published site's own URLs"],
    ['about', "Another page already uses 'about'"],
  ])('%j', (slug, problem) => expect(pageSlugProblem(slug, taken)).toBe(problem));

  it('uniqueSlug counts up past taken and reserved slugs', () => {
    expect(uniqueSlug('about', new Set(['about', 'about-2']))).toBe('about-3');
    expect(uniqueSlug('files', new Set())).toBe('files-2');
    expect(uniqueSlug('a'.repeat(100), new Set(['a'.repeat(100)]))).toBe(`${'a'.repeat(98)}-2`);
  });
});

describe('assignPageSlugs', () => {
  it('keeps valid slugs first in page order and derives the others from labels', () => {
    const slugs = assignPageSlugs([
      { id: 'b', order: 1, label: 'Shop', slug: 'shop' },
      { id: 'a', order: 0, label: 'Home', slug: 'shop' },
      { id: 'c', order: 2, label: 'Shop', slug: 'Bad Slug' },
      { id: 'd', order: 3, label: 'Files' },
    ]);
    expect(Object.fromEntries(slugs)).toEqual({ a: 'shop', b: 'shop-2', c: 'shop-3', d: 'files-2' });
  });
});

/** A document as stored before pages had slugs. */
function legacyDoc(labels: string[]): Y.Doc {
  const doc = createProjectDoc({ label: 'Old' });
  const pages = pagesMap(doc);
  const first = [...pages.values()][0]!;
  first.set('label', labels[0]!);
  first.delete('slug');
  labels.slice(1).forEach((label, index) => {
    const page = new Y.Map<unknown>();
    page.set('id', `p${index}`);
    page.set('label', label);
    page.set('order', index + 1);
    page.set('children', new Y.Array());
    page.set('elements', new Y.Map());
    page.set('stateDefinitions', new Y.Map());
    pages.set(`p${index}`, page);
  });
  return doc;
}

describe('documents written before slugs', () => {
  it('read with slugs made from their labels, unique, by both readers', () => {
    const doc = legacyDoc(['Home', 'About us', 'About us', 'Sitemap']);
    for (const project of [readProject(doc), readValidProject(doc)]) {
      const slugs = Object.values(project.pages)
        .sort((a, b) => a.order - b.order)
        .map((page) => page.slug);
      expect(slugs).toEqual(['home', 'about-us', 'about-us-2', 'sitemap-2']);
    }
    expect(validateDocument(doc)).toEqual([]);
  });

  it('are given those slugs for good by the repair, and a duplicate is repaired the same way', () => {
    const doc = legacyDoc(['Home', 'About us']);
    const project = doc.getMap('project');
    doc.transact(() => pageSettingsFixes(project).forEach((fix) => fix()));
    expect([...pagesMap(doc).values()].map((page) => page.get('slug')).sort()).toEqual(['about-us', 'home']);
    expect(pageSettingsFixes(project)).toEqual([]);
    pagesMap(doc).get('p0')!.set('slug', 'home');
    doc.transact(() => pageSettingsFixes(project).forEach((fix) => fix()));
    expect(pagesMap(doc).get('p0')!.get('slug')).toBe('about-us');
  });

  it('the repair shortens SEO texts, drops mistyped fields and an invalid language', () => {
    const doc = legacyDoc(['Home']);
    const page = [...pagesMap(doc).values()][0]!;
    page.set('title', 'x'.repeat(300));
    page.set('noindex', 'yes');
    page.set('description', 42);
    (doc.getMap('project').get('config') as Y.Map<unknown>).set('lang', '<script>');
    doc.transact(() => pageSettingsFixes(doc.getMap('project')).forEach((fix) => fix()));
    expect(page.get('title')).toBe('x'.repeat(200));
    expect(page.has('noindex')).toBe(false);
    expect(page.has('description')).toBe(false);
    expect((doc.getMap('project').get('config') as Y.Map<unknown>).has('lang')).toBe(false);
    expect(validateDocument(doc)).toEqual([]);
  });
});

describe('publishedPagePath', () => {
  it('gives the home page the base and the others base + slug', () => {
    const pages = {
      b: { id: 'b', order: 1, slug: 'about' },
      a: { id: 'a', order: 0, slug: 'home' },
    };
    expect(publishedPagePath('/p/x/', pages, 'a')).toBe('/p/x/');
    expect(publishedPagePath('/p/x/1.0.0/', pages, 'b')).toBe('/p/x/1.0.0/about');
    expect(publishedPagePath('/p/x/', pages, 'nope')).toBeNull();
    expect(pageLinkTarget('page:b')).toBe('b');
    expect(pageLinkTarget('page:')).toBeNull();
    expect(pageLinkTarget('https://example.com')).toBeNull();
  });
});
