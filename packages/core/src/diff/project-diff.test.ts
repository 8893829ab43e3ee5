import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { addAttribute } from '../operations/add-attribute.ts';
import { addAttributeOption } from '../operations/add-attribute-option.ts';
import { addPage } from '../operations/add-page.ts';
import { addPriceOption } from '../operations/add-price-option.ts';
import { addNamed, setupProject } from '../operations/fixtures.ts';
import { moveElements } from '../operations/move-elements.ts';
import { setPriceOptionValue } from '../operations/set-price-option-value.ts';
import { setProp } from '../operations/set-prop.ts';
import { setStyle } from '../operations/set-style.ts';
import { addThemeToken } from '../operations/add-theme-token.ts';
import { removeElements } from '../operations/remove-elements.ts';
import { setPageSettings } from '../operations/set-page-settings.ts';
import { diffProjects } from './project-diff.ts';

const text = (content: string) => ({ type: 'static' as const, content });

describe('diffProjects', () => {
  it('finds nothing between equal documents', () => {
    const { doc } = setupProject();
    const diff = diffProjects(readProject(doc), readProject(doc));
    expect(diff.total).toBe(0);
    expect(diff.pages).toEqual([]);
  });

  it("lists a page's URL name, SEO fields and the site language, not the slug an old release lacks", () => {
    const { doc, pageId } = setupProject();
    const before = readProject(doc);
    const legacy = structuredClone(before);
    delete legacy.pages[pageId]!.slug;
    expect(diffProjects(legacy, before).total).toBe(0);
    setPageSettings(doc, { pageId, slug: 'shop', seo: { title: 'Shop', noindex: true }, lang: 'de' });
    const diff = diffProjects(legacy, readProject(doc));
    expect(diff.project).toEqual([{ key: 'lang', before: 'en', after: 'de' }]);
    expect(diff.pages[0]!.fields).toEqual([
      { key: 'noindex', after: true },
      { key: 'slug', before: 'page-1', after: 'shop' },
      { key: 'title', after: 'Shop' },
    ]);
  });

  it('lists changed props and styles, added and removed elements and pages', () => {
    const { doc, pageId } = setupProject();
    const a = addNamed(doc, pageId, null, 'Hero');
    const b = addNamed(doc, pageId, null, 'Old');
    setProp(doc, { pageId, elementId: a, prop: 'label', value: text('Spring') });
    const before = readProject(doc);

    setProp(doc, { pageId, elementId: a, prop: 'label', value: text('Summer') });
    setStyle(doc, {
      pageId,
      elementId: a,
      property: 'color',
      value: { type: 'style', content: { type: 'keyword', value: 'red' } },
    });
    removeElements(doc, { pageId, elementIds: [b] });
    const c = addNamed(doc, pageId, null, 'New');
    const secondPage = addPage(doc);
    const diff = diffProjects(before, readProject(doc));

    const page = diff.pages.find((entry) => entry.id === pageId)!;
    expect(page.change).toBe('changed');
    const hero = page.elements.find((entry) => entry.id === a)!;
    expect(hero).toMatchObject({ change: 'changed', name: 'Hero' });
    expect(hero.props).toEqual([{ key: 'label', before: text('Spring'), after: text('Summer') }]);
    expect(hero.styles.map((style) => style.key)).toEqual(['color']);
    expect(page.elements.find((entry) => entry.id === b)).toMatchObject({ change: 'removed', name: 'Old' });
    expect(page.elements.find((entry) => entry.id === c)).toMatchObject({ change: 'added', name: 'New' });
    expect(diff.pages.find((entry) => entry.id === secondPage)).toMatchObject({ change: 'added' });
  });

  it('reports a move, not the siblings an insert shifted', () => {
    const { doc, pageId } = setupProject();
    const a = addNamed(doc, pageId, null, 'A');
    const b = addNamed(doc, pageId, null, 'B');
    const before = readProject(doc);
    addNamed(doc, pageId, null, 'C', 0);
    const inserted = diffProjects(before, readProject(doc));
    expect(inserted.pages[0]!.elements.map((entry) => entry.change)).toEqual(['added']);
    expect(inserted.pages[0]!.fields).toEqual([]);

    moveElements(doc, { pageId, elementIds: [b], target: { kind: 'element', id: a, position: 'over' } });
    const moved = diffProjects(before, readProject(doc)).pages[0]!;
    expect(moved.elements.find((entry) => entry.id === b)!.fields.map((field) => field.key)).toEqual([
      'parent',
    ]);
  });

  it('lists prices by attribute option and currency, and theme tokens', () => {
    const { doc } = setupProject();
    const attributeId = addAttribute(doc, { label: 'Metal' });
    const optionId = addAttributeOption(doc, { attributeId, label: 'Gold' });
    addPriceOption(doc, { ownerId: optionId, currencyCode: 'INR', value: 100 });
    const before = readProject(doc);
    setPriceOptionValue(doc, { ownerId: optionId, currencyCode: 'INR', value: 150 });
    addThemeToken(doc, { group: 'colors' });
    const diff = diffProjects(before, readProject(doc));
    expect(diff.prices).toEqual([
      { ownerId: optionId, ownerName: 'Metal: Gold', currencyCode: 'INR', before: 100, after: 150 },
    ]);
    expect(diff.tokens).toHaveLength(1);
  });
});
