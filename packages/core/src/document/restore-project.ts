// Restoring a checkpoint: makes the live document equal to an earlier one by writing only what
// differs, in one transaction. Being ordinary edits on the shared types, the restore reaches every
// collaborator, is one undo step for the user who made it, and merges per property with edits made
// at the same time (a prop nobody restored keeps a concurrent change).
import * as Y from 'yjs';
import { repairAssetTree } from '../assets/asset-tree-repair.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import type { Asset } from '../schema/asset.ts';
import type { Attribute } from '../schema/attribute.ts';
import type { Element } from '../schema/element.ts';
import type { GlElement } from '../schema/gl-element.ts';
import { PAGE_SEO_FIELDS, type Page } from '../schema/page.ts';
import type { PriceOption } from '../schema/price-option.ts';
import type { ProjectConfig, ProjectDocument } from '../schema/project.ts';
import { TOKEN_GROUPS, type Theme } from '../schema/theme.ts';
import {
  assetToY,
  attributeOptionToY,
  attributeToY,
  configToY,
  elementToY,
  glElementToY,
  pageToY,
  priceOptionsToY,
  themeToY,
  type YMap,
} from './build.ts';
import { projectMap } from './access.ts';
import { deepEqual } from './deep-equal.ts';
import { readPageSlugs } from './read-project.ts';

/** The Y.Map under `key`, created empty (or by `create`) when missing or of another type. */
function mapAt(owner: YMap, key: string, create: () => YMap = () => new Y.Map()): YMap {
  const current = owner.get(key);
  if (current instanceof Y.Map) return current as YMap;
  const made = create();
  owner.set(key, made);
  return made;
}

function arrayAt<T>(owner: YMap, key: string): Y.Array<T> {
  const current = owner.get(key);
  if (current instanceof Y.Array) return current as Y.Array<T>;
  const made = new Y.Array<T>();
  owner.set(key, made);
  return made;
}

/** Sets the plain value when it differs; removes the key for undefined. */
function setPlain(owner: YMap, key: string, value: unknown): void {
  if (value === undefined) {
    if (owner.has(key)) owner.delete(key);
    return;
  }
  const current = owner.get(key);
  if (current instanceof Y.AbstractType || !deepEqual(current, value)) owner.set(key, value);
}

/** A Y.Map of plain values made equal to `record`. */
export function syncPlainMap(map: YMap, record: Record<string, unknown>): void {
  for (const key of [...map.keys()]) if (!(key in record) || record[key] === undefined) map.delete(key);
  for (const [key, value] of Object.entries(record)) setPlain(map, key, value);
}

/** A Y.Array of plain values made equal to `values`, replacing only the differing middle. */
export function syncArray<T>(array: Y.Array<T>, values: readonly T[]): void {
  const current = array.toArray();
  let start = 0;
  while (start < current.length && start < values.length && deepEqual(current[start], values[start])) start++;
  let end = 0;
  while (
    end < current.length - start &&
    end < values.length - start &&
    deepEqual(current[current.length - 1 - end], values[values.length - 1 - end])
  )
    end++;
  const removed = current.length - start - end;
  if (removed > 0) array.delete(start, removed);
  const inserted = values.slice(start, values.length - end);
  if (inserted.length > 0) array.insert(start, inserted);
}

/** A Y.Map of entity maps made equal to `record`: new ones built, existing ones synced in place. */
function syncCollection<T>(
  map: Y.Map<YMap>,
  record: Record<string, T>,
  build: (value: T) => YMap,
  sync: (target: YMap, value: T) => void,
): void {
  for (const key of [...map.keys()]) if (!(key in record)) map.delete(key);
  for (const [key, value] of Object.entries(record)) {
    const current = map.get(key);
    if (current instanceof Y.Map) sync(current, value);
    else map.set(key, build(value));
  }
}

function syncElement(target: YMap, element: Element): void {
  for (const key of ['id', 'type', 'elementType', 'displayName', 'name', 'parent'] as const)
    setPlain(target, key, element[key]);
  syncArray(arrayAt<string>(target, 'children'), element.children);
  for (const key of ['props', 'styles', 'dataAttributes', 'eventInteractions'] as const)
    syncPlainMap(mapAt(target, key), element[key] as Record<string, unknown>);
  // Elements older than breakpoints get no empty map.
  if (Object.keys(element.breakpointStyles).length > 0 || target.get('breakpointStyles') instanceof Y.Map)
    syncPlainMap(mapAt(target, 'breakpointStyles'), element.breakpointStyles);
}

/**
 * Syncs a page; `slugs` are the ones readers give the pages now, so a page whose slug is only
 * derived from its label (never stored) and already what the checkpoint says is left unwritten.
 */
function syncPage(slugs: Map<string, string>) {
  return (target: YMap, page: Page): void => {
    for (const key of ['id', 'label', 'deviceType', 'order', 'theme', ...PAGE_SEO_FIELDS] as const)
      setPlain(target, key, page[key]);
    if (target.has('slug') || slugs.get(page.id) !== page.slug) setPlain(target, 'slug', page.slug);
    syncArray(arrayAt<string>(target, 'children'), page.children);
    syncCollection(mapAt(target, 'elements') as Y.Map<YMap>, page.elements, elementToY, syncElement);
    syncPlainMap(mapAt(target, 'stateDefinitions'), page.stateDefinitions);
  };
}

function syncAttribute(target: YMap, attribute: Attribute): void {
  for (const key of ['id', 'label', 'slug', 'default'] as const) setPlain(target, key, attribute[key]);
  const options = arrayAt<YMap>(target, 'options');
  const current = options.toArray().map((option) => (option instanceof Y.Map ? option.toJSON() : option));
  if (!deepEqual(current, attribute.options)) {
    options.delete(0, options.length);
    options.insert(0, attribute.options.map(attributeOptionToY));
  }
  syncArray(arrayAt<string>(target, 'plugins'), attribute.plugins);
}

function syncGlElement(target: YMap, glElement: GlElement): void {
  for (const key of ['id', 'type', 'name', 'parentId'] as const) setPlain(target, key, glElement[key]);
  syncPlainMap(mapAt(target, 'props'), glElement.props);
  syncPlainMap(mapAt(target, 'meta'), glElement.meta);
  syncArray(arrayAt<string>(target, 'children'), glElement.children);
}

function syncAsset(target: YMap, asset: Asset): void {
  const { children, ...rest } = asset;
  for (const key of [...target.keys()]) if (key !== 'children' && !(key in rest)) target.delete(key);
  for (const [key, value] of Object.entries(rest)) setPlain(target, key, value);
  syncArray(arrayAt<string>(target, 'children'), children);
}

function syncTheme(target: YMap, theme: Theme): void {
  for (const group of TOKEN_GROUPS) syncPlainMap(mapAt(target, group), theme[group]);
  syncArray(arrayAt<Theme['imports'][number]>(target, 'imports'), theme.imports);
}

function syncConfig(target: YMap, config: ProjectConfig): void {
  syncCollection(mapAt(target, 'themes') as Y.Map<YMap>, config.themes, themeToY, syncTheme);
  syncPlainMap(mapAt(target, 'globalStyles'), config.globalStyles);
  syncPlainMap(mapAt(target, 'watermark'), config.watermark);
  syncPlainMap(mapAt(target, 'breakpoints'), config.breakpoints);
  setPlain(target, 'lang', config.lang);
}

function syncPriceOptions(target: YMap, priceOptions: Record<string, PriceOption[]>): void {
  for (const key of [...target.keys()]) if (!(key in priceOptions)) target.delete(key);
  for (const [owner, options] of Object.entries(priceOptions)) {
    const current = target.get(owner);
    if (current instanceof Y.Array) syncArray(current as Y.Array<PriceOption>, options);
    else target.set(owner, priceOptionsToY(options));
  }
}

/**
 * Makes the document's root map equal to `document` (a project document as read from a checkpoint),
 * as one transaction with `origin` (default: the local user's, so it is one undo step).
 */
export function restoreProject(doc: Y.Doc, document: ProjectDocument, origin: unknown = LOCAL_ORIGIN): void {
  doc.transact(() => {
    const root = projectMap(doc);
    setPlain(root, 'label', document.label);
    setPlain(root, 'currency', document.currency);
    syncArray(arrayAt<string>(root, 'currencies'), document.currencies);
    syncCollection(
      mapAt(root, 'pages') as Y.Map<YMap>,
      document.pages,
      pageToY,
      syncPage(readPageSlugs(doc)),
    );
    syncCollection(
      mapAt(root, 'attributes') as Y.Map<YMap>,
      document.attributes,
      attributeToY,
      syncAttribute,
    );
    syncCollection(
      mapAt(root, 'gl_elements') as Y.Map<YMap>,
      document.gl_elements,
      glElementToY,
      syncGlElement,
    );
    syncCollection(mapAt(root, 'assets') as Y.Map<YMap>, document.assets, assetToY, syncAsset);
    syncConfig(
      mapAt(root, 'config', () => configToY(document.config)),
      document.config,
    );
    syncPriceOptions(mapAt(root, 'priceOptions'), document.priceOptions);
    // A checkpoint from before folders listed their files is put in today's shape.
    repairAssetTree(doc, origin);
  }, origin);
}
