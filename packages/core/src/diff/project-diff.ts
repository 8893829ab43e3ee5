// What changed between two project documents (two releases, or a release and the draft): pages,
// their elements with the props, styles and other fields that changed, assets, materials,
// attributes, prices, theme tokens and the project's own fields. Pure and JSON in, JSON out, so the
// server answers it and the builder shows it without either re-deriving anything; the shape of the
// answer is schema/project-diff.ts.
import { DEFAULT_SITE_LANG } from '../constants.ts';
import { deepEqual } from '../document/deep-equal.ts';
import type { Element } from '../schema/element.ts';
import { withPageSlugs } from '../document/page-slugs.ts';
import { PAGE_SEO_FIELDS, type Page } from '../schema/page.ts';
import type { ProjectDocument } from '../schema/project.ts';
import type {
  Change,
  ElementDiff,
  EntryDiff,
  FieldChange,
  PageDiff,
  PriceDiff,
  ProjectDiff,
  TokenDiff,
} from '../schema/project-diff.ts';

type Loose = Record<string, unknown>;

/** The keys whose values differ between two records (missing on one side counts). */
export function diffRecord(before: Loose | undefined, after: Loose | undefined): FieldChange[] {
  const left = before ?? {};
  const right = after ?? {};
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
  const changes: FieldChange[] = [];
  for (const key of keys) {
    if (deepEqual(left[key], right[key])) continue;
    const change: FieldChange = { key };
    if (left[key] !== undefined) change.before = left[key];
    if (right[key] !== undefined) change.after = right[key];
    changes.push(change);
  }
  return changes;
}

function changeOf(before: unknown, after: unknown): Change {
  return before === undefined ? 'added' : after === undefined ? 'removed' : 'changed';
}

/**
 * The order of the children both sides have: an insert or removal elsewhere in the list is not a
 * reorder, moving one of them is.
 */
function keptOrder(before: readonly string[], after: readonly string[]): [string[], string[]] {
  const kept = new Set(before.filter((id) => after.includes(id)));
  return [before.filter((id) => kept.has(id)), after.filter((id) => kept.has(id))];
}

function diffElement(
  id: string,
  before: { page: Page; element: Element } | undefined,
  after: { page: Page; element: Element } | undefined,
): ElementDiff | null {
  const element = (after ?? before)!.element;
  const left = before?.element;
  const right = after?.element;
  const props = diffRecord(left?.props, right?.props);
  const styles = diffRecord(left?.styles, right?.styles);
  const [leftOrder, rightOrder] = keptOrder(left?.children ?? [], right?.children ?? []);
  const fields = diffRecord(
    left && {
      name: left.name,
      parent: left.parent,
      childOrder: leftOrder,
      dataAttributes: left.dataAttributes,
      eventInteractions: left.eventInteractions,
    },
    right && {
      name: right.name,
      parent: right.parent,
      childOrder: rightOrder,
      dataAttributes: right.dataAttributes,
      eventInteractions: right.eventInteractions,
    },
  );
  const change = changeOf(left, right);
  if (change === 'changed' && props.length + styles.length + fields.length === 0) return null;
  return {
    id,
    name: element.name || element.displayName,
    elementType: element.elementType,
    change,
    props: change === 'changed' ? props : [],
    styles: change === 'changed' ? styles : [],
    fields: change === 'changed' ? fields : [],
  };
}

const pageFields = (page: Page) => ({
  label: page.label,
  deviceType: page.deviceType,
  theme: page.theme,
  stateDefinitions: page.stateDefinitions,
  slug: page.slug,
  ...Object.fromEntries(PAGE_SEO_FIELDS.map((field) => [field, page[field]])),
});

function diffPage(id: string, before: Page | undefined, after: Page | undefined): PageDiff | null {
  const page = (after ?? before)!;
  const change = changeOf(before, after);
  const [leftOrder, rightOrder] = keptOrder(before?.children ?? [], after?.children ?? []);
  const fields =
    change === 'changed'
      ? diffRecord(
          { ...pageFields(before!), rootOrder: leftOrder },
          { ...pageFields(after!), rootOrder: rightOrder },
        )
      : [];
  const ids = [...new Set([...Object.keys(before?.elements ?? {}), ...Object.keys(after?.elements ?? {})])];
  const elements = ids
    .map((elementId) =>
      diffElement(
        elementId,
        before?.elements[elementId] ? { page: before, element: before.elements[elementId] } : undefined,
        after?.elements[elementId] ? { page: after, element: after.elements[elementId] } : undefined,
      ),
    )
    .filter((entry): entry is ElementDiff => entry !== null);
  if (change === 'changed' && fields.length + elements.length === 0) return null;
  return { id, label: page.label, change, fields, elements };
}

function diffEntries<T extends Loose>(
  before: Record<string, T>,
  after: Record<string, T>,
  name: (entry: T) => string,
): EntryDiff[] {
  const ids = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const entries: EntryDiff[] = [];
  for (const id of ids) {
    const left = before[id];
    const right = after[id];
    const change = changeOf(left, right);
    const fields = change === 'changed' ? diffRecord(left, right) : [];
    if (change === 'changed' && fields.length === 0) continue;
    entries.push({ id, name: name((right ?? left)!), change, fields });
  }
  return entries;
}

function optionNames(document: ProjectDocument): Map<string, string> {
  const names = new Map<string, string>();
  for (const attribute of Object.values(document.attributes))
    for (const option of attribute.options) names.set(option.id, `${attribute.label}: ${option.label}`);
  return names;
}

function diffPrices(before: ProjectDocument, after: ProjectDocument): PriceDiff[] {
  const names = new Map([...optionNames(before), ...optionNames(after)]);
  const owners = [...new Set([...Object.keys(before.priceOptions), ...Object.keys(after.priceOptions)])];
  const prices: PriceDiff[] = [];
  for (const ownerId of owners) {
    const left = new Map((before.priceOptions[ownerId] ?? []).map((p) => [p.currencyCode, p.value]));
    const right = new Map((after.priceOptions[ownerId] ?? []).map((p) => [p.currencyCode, p.value]));
    for (const currencyCode of [...new Set([...left.keys(), ...right.keys()])].sort()) {
      if (left.get(currencyCode) === right.get(currencyCode)) continue;
      const price: PriceDiff = { ownerId, ownerName: names.get(ownerId) ?? ownerId, currencyCode };
      if (left.has(currencyCode)) price.before = left.get(currencyCode);
      if (right.has(currencyCode)) price.after = right.get(currencyCode);
      prices.push(price);
    }
  }
  return prices;
}

function diffTokens(before: ProjectDocument, after: ProjectDocument): TokenDiff[] {
  const themes = [...new Set([...Object.keys(before.config.themes), ...Object.keys(after.config.themes)])];
  const tokens: TokenDiff[] = [];
  for (const theme of themes) {
    const left = (before.config.themes[theme] ?? {}) as unknown as Record<string, Loose>;
    const right = (after.config.themes[theme] ?? {}) as unknown as Record<string, Loose>;
    for (const group of [...new Set([...Object.keys(left), ...Object.keys(right)])].sort()) {
      if (group === 'imports') continue;
      for (const change of diffRecord(left[group], right[group])) tokens.push({ theme, group, ...change });
    }
  }
  return tokens;
}

const langOf = (project: ProjectDocument) => project.config.lang ?? DEFAULT_SITE_LANG;

export function diffProjects(before: ProjectDocument, after: ProjectDocument): ProjectDiff {
  const project = diffRecord(
    { label: before.label, currency: before.currency, currencies: before.currencies, lang: langOf(before) },
    { label: after.label, currency: after.currency, currencies: after.currencies, lang: langOf(after) },
  );
  // Releases published before pages had slugs are read with the slugs readers give them.
  const [beforePages, afterPages] = [withPageSlugs(before.pages), withPageSlugs(after.pages)];
  const pageIds = [...new Set([...Object.keys(beforePages), ...Object.keys(afterPages)])];
  const pages = pageIds
    .map((id) => diffPage(id, beforePages[id], afterPages[id]))
    .filter((entry): entry is PageDiff => entry !== null);
  const assets = diffEntries(
    before.assets as Record<string, Loose>,
    after.assets as Record<string, Loose>,
    (a) => String(a.name ?? a.id),
  );
  const materials = diffEntries(
    before.gl_elements as Record<string, Loose>,
    after.gl_elements as Record<string, Loose>,
    (entry) => String(entry.name ?? entry.id),
  );
  const attributes = diffEntries(
    before.attributes as Record<string, Loose>,
    after.attributes as Record<string, Loose>,
    (entry) => String(entry.label ?? entry.id),
  );
  const prices = diffPrices(before, after);
  const tokens = diffTokens(before, after);
  const total =
    project.length +
    pages.reduce((sum, page) => sum + Math.max(1, page.fields.length + page.elements.length), 0) +
    assets.length +
    materials.length +
    attributes.length +
    prices.length +
    tokens.length;
  return { project, pages, assets, materials, attributes, prices, tokens, total };
}
