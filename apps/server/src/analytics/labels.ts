// Names for the ids events carry (pages, attribute options, variants, hotspots…), read from the
// project's releases, newest first, so a renamed option shows its newest name and an option that only
// an older release had keeps its old one. Releases never change: each one's names are read once.
import { parseStep } from '@vitrine/core';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { releases } from '../db/schema.ts';

export interface Names {
  pages: Map<string, string>;
  attributes: Map<string, string>;
  /** attributeId:optionId → option label. */
  options: Map<string, string>;
  /** Element id → its name (hotspots, points of interest, variant containers). */
  elements: Map<string, string>;
  /** elementId:item → the item's name. */
  items: Map<string, string>;
}

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose => (value && typeof value === 'object' ? (value as Loose) : {});
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

function staticText(props: Loose, name: string): string | undefined {
  const prop = record(props[name]);
  return prop.type === 'static' ? text(prop.content) : undefined;
}

/** The names one release's document gives. */
export function namesOf(document: unknown): Names {
  const names: Names = {
    pages: new Map(),
    attributes: new Map(),
    options: new Map(),
    elements: new Map(),
    items: new Map(),
  };
  const doc = record(document);
  for (const [pageId, raw] of Object.entries(record(doc.pages))) {
    const page = record(raw);
    names.pages.set(pageId, text(page.label) ?? pageId);
    const elements = record(page.elements);
    for (const [elementId, rawElement] of Object.entries(elements)) {
      const element = record(rawElement);
      const props = record(element.props);
      names.elements.set(elementId, text(element.name) ?? text(element.displayName) ?? elementId);
      const variants =
        props.variants && record(props.variants).type === 'static' ? record(props.variants).content : null;
      if (Array.isArray(variants))
        for (const variant of variants) {
          const label = text(record(variant).label);
          if (label) names.items.set(`${elementId}:${label}`, label);
        }
      const parent = text(element.parent);
      if (parent) {
        const name =
          staticText(props, 'itemName') ?? text(element.name) ?? text(element.displayName) ?? elementId;
        names.items.set(`${parent}:${elementId}`, name);
        names.items.set(`${parent}:${name}`, name);
      }
    }
  }
  for (const [attributeId, raw] of Object.entries(record(doc.attributes))) {
    const attribute = record(raw);
    names.attributes.set(attributeId, text(attribute.label) ?? text(attribute.slug) ?? attributeId);
    const options = Array.isArray(attribute.options)
      ? attribute.options
      : Object.values(record(attribute.options));
    for (const rawOption of options) {
      const option = record(rawOption);
      const id = text(option.id);
      if (id) names.options.set(`${attributeId}:${id}`, text(option.label) ?? text(option.slug) ?? id);
    }
  }
  return names;
}

const cache = new Map<string, Names>();
const CACHE_LIMIT = 200;

/** The names of every release of the project, the newest release's winning. */
export async function projectNames(db: Database, projectId: string): Promise<Names> {
  const list = await db
    .select({ id: releases.id })
    .from(releases)
    .where(eq(releases.projectId, projectId))
    .orderBy(desc(releases.releasedAt));
  const missing = list.map((row) => row.id).filter((id) => !cache.has(id));
  if (missing.length > 0) {
    const rows = await db
      .select({ id: releases.id, snapshot: releases.snapshot })
      .from(releases)
      .where(inArray(releases.id, missing));
    if (cache.size + rows.length > CACHE_LIMIT) cache.clear();
    for (const row of rows) cache.set(row.id, namesOf(record(row.snapshot).document));
  }
  const merged: Names = {
    pages: new Map(),
    attributes: new Map(),
    options: new Map(),
    elements: new Map(),
    items: new Map(),
  };
  for (const { id } of [...list].reverse()) {
    const names = cache.get(id) ?? namesOf(null);
    for (const part of Object.keys(merged) as (keyof Names)[])
      for (const [key, value] of names[part]) merged[part].set(key, value);
  }
  return merged;
}

export const pageName = (names: Names, pageId: string) => names.pages.get(pageId) ?? pageId;

export function optionName(names: Names, key: string) {
  const colon = key.indexOf(':');
  const attributeId = key.slice(0, colon);
  return {
    group: names.attributes.get(attributeId) ?? attributeId,
    label: names.options.get(key) ?? key.slice(colon + 1),
  };
}

export function variantName(names: Names, key: string) {
  const colon = key.indexOf(':');
  const elementId = key.slice(0, colon);
  return {
    group: names.elements.get(elementId) ?? elementId,
    label: names.items.get(key) ?? key.slice(colon + 1),
  };
}

export const elementName = (names: Names, elementId: string) => names.elements.get(elementId) ?? elementId;

/** A journey step in words. */
export function stepName(names: Names, step: string): string {
  const parsed = parseStep(step);
  if (!parsed) return step;
  switch (parsed.kind) {
    case 'page':
      return pageName(names, parsed.id);
    case 'option': {
      const { group, label } = optionName(names, `${parsed.id}:${parsed.value}`);
      return `${group}: ${label}`;
    }
    case 'variant': {
      const { group, label } = variantName(names, `${parsed.id}:${parsed.value}`);
      return `${group}: ${label}`;
    }
    case 'hotspot':
      return `Hotspot ${elementName(names, parsed.id)}`;
    case 'poi':
      return `View ${elementName(names, parsed.id)}`;
    case 'cart':
      return 'Added to cart';
  }
}
