// Commerce: attributes and their selected options, price options per currency, totals and their
// number formatting (SPEC §3 Attribute / Price option, §9 number format and currency symbols). Price
// option values and the totals here are in major units, as authors type them in the Price control;
// prices are shown by @vitrine/core's formatPrice after its toMinorUnits (two decimals, lakh grouping
// for INR, '$' for USD and '₹' otherwise).
import {
  currencySymbol,
  DEFAULT_CURRENCY,
  formatNumber as formatGrouped,
  groupingFor,
  NUMBER_DECIMAL_SCALE,
  NUMBER_FORMAT_GROUPING,
} from '@vitrine/core';
import type { AttributeJson, AttributeOptionJson, ProjectJson } from '../model/project-json.ts';

export { currencySymbol, groupingFor };

/** NumberFormat's groupings: core's thousand and lakh, plus wan (10 000s) and none. */
export type Grouping = 'thousand' | 'lakh' | 'wan' | 'none';

/** '123456789.50' → '1,2345,6789.50' (as react-number-format's 'wan' style groups). */
function groupByTenThousands(fixed: string): string {
  const [integer = '', decimals] = fixed.split('.');
  const grouped = integer.replace(/(\d)(?=(\d{4})+(?!\d))/g, '$1,');
  return decimals === undefined ? grouped : `${grouped}.${decimals}`;
}

export function formatNumber(
  value: number,
  options: { grouping?: Grouping; decimalScale?: number; prefix?: string; suffix?: string } = {},
): string {
  if (!Number.isFinite(value)) return '';
  const grouping = options.grouping ?? NUMBER_FORMAT_GROUPING;
  const scale = Math.min(20, Math.max(0, Math.round(options.decimalScale ?? NUMBER_DECIMAL_SCALE)));
  let text: string;
  if (grouping === 'thousand' || grouping === 'lakh')
    text = formatGrouped(value, { grouping, decimalScale: scale });
  else if (grouping === 'none') text = value.toFixed(scale);
  else text = groupByTenThousands(value.toFixed(scale));
  return `${options.prefix ?? ''}${text}${options.suffix ?? ''}`;
}

export function listAttributes(project: ProjectJson): AttributeJson[] {
  const attributes = project.attributes;
  if (!attributes) return [];
  return Array.isArray(attributes) ? attributes : Object.values(attributes);
}

export function attributeOptions(attribute: AttributeJson): AttributeOptionJson[] {
  const options = attribute.options;
  if (!options) return [];
  return Array.isArray(options) ? options : Object.values(options);
}

export function findAttribute(project: ProjectJson, idOrSlug: string): AttributeJson | undefined {
  return listAttributes(project).find(
    (attribute) => attribute.id === idOrSlug || attribute.slug === idOrSlug,
  );
}

/** Selected option per attribute id: the attribute's default, else its first option. */
export function initialSelection(project: ProjectJson): Record<string, string> {
  const selection: Record<string, string> = {};
  for (const attribute of listAttributes(project)) {
    const options = attributeOptions(attribute);
    const chosen = options.find((option) => option.id === attribute.default) ?? options[0];
    if (chosen) selection[attribute.id] = chosen.id;
  }
  return selection;
}

export function activeCurrency(project: ProjectJson, chosen?: string | null): string {
  const currencies = project.currencies?.length ? project.currencies : [project.currency ?? DEFAULT_CURRENCY];
  if (chosen && currencies.includes(chosen)) return chosen;
  if (project.currency && currencies.includes(project.currency)) return project.currency;
  return currencies[0] ?? DEFAULT_CURRENCY;
}

/** The price of an option in a currency, from the project's price options or the option itself. */
export function optionPrice(project: ProjectJson, option: AttributeOptionJson, currencyCode: string): number {
  const prices = project.priceOptions?.[option.id] ?? option.priceOptions ?? [];
  const price = prices.find((candidate) => candidate.currencyCode === currencyCode);
  return price && Number.isFinite(price.value) ? price.value : 0;
}

/** Sum of the selected options' prices; `only` limits it to attributes by slug or id. */
export function totalPrice(
  project: ProjectJson,
  selection: Record<string, string>,
  currencyCode: string,
  only: string[] = [],
): number {
  let total = 0;
  for (const attribute of listAttributes(project)) {
    if (only.length && !only.includes(attribute.slug ?? '') && !only.includes(attribute.id)) continue;
    const option = attributeOptions(attribute).find((candidate) => candidate.id === selection[attribute.id]);
    if (option) total += optionPrice(project, option, currencyCode);
  }
  return Math.round(total * 100) / 100;
}

export interface AttributeScope {
  id: string;
  label: string;
  selectedId: string | null;
  selected: string | null;
  selectedLabel: string | null;
  price: number;
  options: { id: string; slug: string; label: string; price: number }[];
}

/** What binding expressions see as `attributes.<slug>`. */
export function attributesScope(
  project: ProjectJson,
  selection: Record<string, string>,
  currencyCode: string,
): Record<string, AttributeScope> {
  const scope: Record<string, AttributeScope> = {};
  for (const attribute of listAttributes(project)) {
    const options = attributeOptions(attribute);
    const selected = options.find((option) => option.id === selection[attribute.id]);
    scope[attribute.slug || attribute.id] = {
      id: attribute.id,
      label: attribute.label ?? '',
      selectedId: selected?.id ?? null,
      selected: selected?.slug ?? null,
      selectedLabel: selected?.label ?? null,
      price: selected ? optionPrice(project, selected, currencyCode) : 0,
      options: options.map((option) => ({
        id: option.id,
        slug: option.slug ?? '',
        label: option.label ?? '',
        price: optionPrice(project, option, currencyCode),
      })),
    };
  }
  return scope;
}
