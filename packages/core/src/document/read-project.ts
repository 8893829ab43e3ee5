// The document as plain JSON. Reads apply the tree repair to their copy, so the builder, the
// preview and releases always see a valid tree even between a concurrent edit and its repair.
import type * as Y from 'yjs';
import { DEFAULT_CURRENCY, DEFAULT_DEVICE_TYPE } from '../constants.ts';
import type { Element } from '../schema/element.ts';
import type { Page } from '../schema/page.ts';
import type { PriceOption } from '../schema/price-option.ts';
import type { Project } from '../schema/project.ts';
import { getElement, getPage, pagesMap, projectMap } from './access.ts';
import { assignPageSlugs, withPageSlugs } from './page-slugs.ts';
import { applyTreeFixes, planTreeRepair } from './tree.ts';

export function repairPage(page: Page): Page {
  const fixes = planTreeRepair(page);
  if (fixes.length === 0) return page;
  const repaired = applyTreeFixes(page, fixes);
  return { ...repaired, elements: repaired.elements as Record<string, Element> };
}

/** Keeps the first price option of each currency (concurrent adds may have listed one twice). */
export function uniqueCurrencies(options: PriceOption[]): PriceOption[] {
  const seen = new Set<string>();
  return options.filter((option) => !seen.has(option.currencyCode) && seen.add(option.currencyCode));
}

/** The whole document part of the project as plain JSON. */
export function readProject(doc: Y.Doc): Project {
  const project = projectMap(doc).toJSON() as Project;
  const read: Record<string, Page> = {};
  for (const [id, page] of Object.entries(project.pages ?? {})) read[id] = repairPage(withPageDefaults(page));
  const pages = withPageSlugs(read);
  const priceOptions: Record<string, PriceOption[]> = {};
  for (const [owner, options] of Object.entries(project.priceOptions ?? {})) {
    priceOptions[owner] = uniqueCurrencies(options);
  }
  return {
    ...project,
    pages,
    priceOptions,
    currency: project.currency ?? DEFAULT_CURRENCY,
    currencies: project.currencies ?? [DEFAULT_CURRENCY],
  };
}

/** Fields a document written before they existed may lack. */
function withPageDefaults(page: Page): Page {
  return {
    ...page,
    deviceType: page.deviceType ?? DEFAULT_DEVICE_TYPE,
    order: page.order ?? 0,
    children: page.children ?? [],
    elements: page.elements ?? {},
    stateDefinitions: page.stateDefinitions ?? {},
  };
}

/** One page as plain JSON (tree repaired, slug assigned). */
export function readPage(doc: Y.Doc, pageId: string): Page {
  const page = repairPage(withPageDefaults(getPage(doc, pageId).toJSON() as Page));
  const slug = readPageSlugs(doc).get(pageId);
  return slug === undefined || slug === page.slug ? page : { ...page, slug };
}

/** Every page's slug by id, as readers assign them (page-slugs.ts). */
export function readPageSlugs(doc: Y.Doc): Map<string, string> {
  return assignPageSlugs(
    [...pagesMap(doc).entries()].map(([id, page]) => ({
      id,
      order: Number(page.get('order') ?? 0),
      label: String(page.get('label') ?? ''),
      slug: page.get('slug'),
    })),
  );
}

/** One element as plain JSON, as stored. */
export function readElement(doc: Y.Doc, pageId: string, elementId: string): Element {
  return getElement(getPage(doc, pageId), elementId).toJSON() as Element;
}
