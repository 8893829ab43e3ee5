// Plain JSON → Y types. The nesting is chosen so concurrent edits merge: each element, page,
// attribute, gl element and asset is its own Y.Map; props, styles, data attributes and event
// interactions are Y.Maps keyed by name (two users changing different props of one element both
// win); children lists are Y.Arrays of ids. Leaf values (a prop value, a style value) are plain.
import * as Y from 'yjs';
import type { Asset } from '../schema/asset.ts';
import type { Attribute, AttributeOption } from '../schema/attribute.ts';
import type { Element } from '../schema/element.ts';
import type { GlElement } from '../schema/gl-element.ts';
import { PAGE_SEO_FIELDS, type Page } from '../schema/page.ts';
import type { PriceOption } from '../schema/price-option.ts';
import type { ProjectConfig, ProjectDocument } from '../schema/project.ts';
import { TOKEN_GROUPS, type Theme } from '../schema/theme.ts';

export type YMap = Y.Map<unknown>;

/** A Y.Map of plain values; undefined values are left out (Yjs cannot hold them as JSON). */
export function plainMap(record: Record<string, unknown>): YMap {
  const map = new Y.Map<unknown>();
  for (const [key, value] of Object.entries(record)) {
    if (value !== undefined) map.set(key, value);
  }
  return map;
}

export function elementToY(element: Element): YMap {
  const map = new Y.Map<unknown>();
  map.set('id', element.id);
  map.set('type', 'element');
  map.set('elementType', element.elementType);
  map.set('displayName', element.displayName);
  map.set('name', element.name);
  map.set('parent', element.parent);
  map.set('children', Y.Array.from(element.children));
  map.set('props', plainMap(element.props));
  map.set('styles', plainMap(element.styles));
  map.set('breakpointStyles', plainMap(element.breakpointStyles));
  map.set('dataAttributes', plainMap(element.dataAttributes));
  map.set('eventInteractions', plainMap(element.eventInteractions));
  return map;
}

export function pageToY(page: Page): YMap {
  const map = new Y.Map<unknown>();
  map.set('id', page.id);
  map.set('label', page.label);
  map.set('deviceType', page.deviceType);
  map.set('order', page.order);
  map.set('children', Y.Array.from(page.children));
  const elements = new Y.Map<YMap>();
  for (const [id, element] of Object.entries(page.elements)) elements.set(id, elementToY(element));
  map.set('elements', elements);
  map.set('stateDefinitions', plainMap(page.stateDefinitions));
  if (page.theme !== undefined) map.set('theme', page.theme);
  if (page.slug !== undefined) map.set('slug', page.slug);
  for (const field of PAGE_SEO_FIELDS) if (page[field] !== undefined) map.set(field, page[field]);
  return map;
}

export function attributeOptionToY(option: AttributeOption): YMap {
  return plainMap(option);
}

export function attributeToY(attribute: Attribute): YMap {
  const map = new Y.Map<unknown>();
  map.set('id', attribute.id);
  map.set('label', attribute.label);
  map.set('slug', attribute.slug);
  map.set('options', Y.Array.from(attribute.options.map(attributeOptionToY)));
  map.set('default', attribute.default);
  map.set('plugins', Y.Array.from(attribute.plugins));
  return map;
}

export function glElementToY(glElement: GlElement): YMap {
  const map = new Y.Map<unknown>();
  map.set('id', glElement.id);
  map.set('type', glElement.type);
  map.set('name', glElement.name);
  map.set('props', plainMap(glElement.props));
  map.set('meta', plainMap(glElement.meta));
  map.set('children', Y.Array.from(glElement.children));
  map.set('parentId', glElement.parentId);
  return map;
}

export function assetToY(asset: Asset): YMap {
  const { children, ...rest } = asset;
  const map = plainMap(rest);
  map.set('children', Y.Array.from(children));
  return map;
}

export function themeToY(theme: Theme): YMap {
  const map = new Y.Map<unknown>();
  for (const group of TOKEN_GROUPS) map.set(group, plainMap(theme[group]));
  map.set('imports', Y.Array.from(theme.imports));
  return map;
}

export function configToY(config: ProjectConfig): YMap {
  const map = new Y.Map<unknown>();
  const themes = new Y.Map<YMap>();
  for (const [name, theme] of Object.entries(config.themes)) themes.set(name, themeToY(theme));
  map.set('themes', themes);
  map.set('globalStyles', plainMap(config.globalStyles));
  map.set('watermark', plainMap(config.watermark));
  map.set('breakpoints', plainMap(config.breakpoints));
  if (config.lang !== undefined) map.set('lang', config.lang);
  return map;
}

export function priceOptionsToY(options: PriceOption[]): Y.Array<PriceOption> {
  return Y.Array.from(options);
}

function mapOf<T>(record: Record<string, T>, toY: (value: T) => YMap): Y.Map<YMap> {
  const map = new Y.Map<YMap>();
  for (const [id, value] of Object.entries(record)) map.set(id, toY(value));
  return map;
}

/** Fills the root map with a validated project document (inside the caller's transaction). */
export function writeProjectDocument(project: YMap, document: ProjectDocument): void {
  project.set('label', document.label);
  project.set('pages', mapOf(document.pages, pageToY));
  project.set('attributes', mapOf(document.attributes, attributeToY));
  project.set('gl_elements', mapOf(document.gl_elements, glElementToY));
  project.set('assets', mapOf(document.assets, assetToY));
  project.set('currency', document.currency);
  project.set('currencies', Y.Array.from(document.currencies));
  project.set('config', configToY(document.config));
  const priceOptions = new Y.Map<Y.Array<PriceOption>>();
  for (const [owner, options] of Object.entries(document.priceOptions)) {
    priceOptions.set(owner, priceOptionsToY(options));
  }
  project.set('priceOptions', priceOptions);
}
