// What the event action controls pick from, read live from the document: the project's pages, the
// current page's states, variant containers with their items, points of interest and the project's
// currencies. Each hook subscribes to its own part of the document only.
import {
  PAGE_STATE_TYPES,
  type PageStateType,
  asYMap,
  elementLabel,
  readIds,
  readStaticProp,
  readString,
  toPlain,
  pageIdsInOrder,
  projectMap,
} from '@vitrine/core';
import { useMemo } from 'react';
import * as Y from 'yjs';
import { useYMapKey, useYSelector } from '../../doc/use-y.ts';
import { useBuilder, useSession } from '../../state/session.tsx';
import { registry } from '../../registry/use-registry.ts';
import { useCurrentPageTree } from '../../state/use-page-tree.ts';
import { usePage, usePagesMap } from '../../state/use-pages.ts';
import type { Choice } from '../project-data.ts';

export function usePageChoices(): Choice[] {
  const pages = usePagesMap();
  const json = useYSelector(
    pages,
    (map) =>
      JSON.stringify(
        pageIdsInOrder(map).map((id) => ({
          id,
          label: readString(asYMap(map?.get(id))?.get('label')) || id,
        })),
      ),
    { deep: true },
  );
  return useMemo(() => JSON.parse(json) as Choice[], [json]);
}

export interface StateChoice {
  name: string;
  type: PageStateType;
  defaultValue: unknown;
}

export function usePageStates(): StateChoice[] {
  const pageId = useBuilder((state) => state.pageId);
  const definitions = asYMap(usePage(pageId)?.get('stateDefinitions'));
  const json = useYSelector(definitions, (map) => JSON.stringify(map?.toJSON() ?? {}), { deep: true });
  return useMemo(() => {
    const record = JSON.parse(json) as Record<string, { type?: string; defaultValue?: unknown }>;
    return Object.entries(record).map(([name, definition]) => ({
      name,
      type: (PAGE_STATE_TYPES as readonly string[]).includes(definition?.type ?? '')
        ? (definition.type as PageStateType)
        : 'string',
      defaultValue: definition?.defaultValue,
    }));
  }, [json]);
}

export interface VariantChoice extends Choice {
  /** The names the variant's items answer to (SPEC: item name, else the element's name). */
  items: string[];
}

/** The variant components (flagged `variant`): ComponentVariant, ModelVariant, MaterialVariant. */
const VARIANT_TYPES = new Set(
  registry
    .list()
    .filter((meta) => meta.variant)
    .map((meta) => meta.name),
);

/** A material variant's items are its variants' labels; other variants' are their children. */
function variantItems(element: Y.Map<unknown>, elements: Y.Map<unknown>): string[] {
  if (registry.get(readString(element.get('elementType')) ?? '')?.variant === 'variants') {
    const list = readStaticProp(element.get('props'), 'variants');
    return (Array.isArray(list) ? list : [])
      .map((variant) => (variant as { label?: unknown })?.label)
      .filter((label): label is string => typeof label === 'string' && label !== '');
  }
  return readIds(element.get('children')).map((childId) => {
    const child = asYMap(elements.get(childId));
    const itemName = readStaticProp(child?.get('props'), 'itemName');
    return typeof itemName === 'string' && itemName ? itemName : elementLabel(child);
  });
}

/** Elements of the current page of the given types, each with its children's item names. */
function useElementsOfTypes(types: ReadonlySet<string>, withItems: boolean): VariantChoice[] {
  const tree = useCurrentPageTree();
  const elements = tree?.elements ?? null;
  const json = useYSelector(
    elements,
    (map) => {
      const list: VariantChoice[] = [];
      map?.forEach((value, id) => {
        const element = asYMap(value);
        if (!element || !types.has(readString(element.get('elementType')) ?? '')) return;
        const items = withItems ? variantItems(element, map) : [];
        list.push({ id, label: elementLabel(element), items });
      });
      list.sort((a, b) => a.label.localeCompare(b.label));
      return JSON.stringify(list);
    },
    { deep: true },
  );
  return useMemo(() => JSON.parse(json) as VariantChoice[], [json]);
}

export function useVariantChoices(): VariantChoice[] {
  return useElementsOfTypes(VARIANT_TYPES, true);
}

/** The points of interest (components flagged `pointOfInterest`). */
const POINT_TYPES = new Set(
  registry
    .list()
    .filter((meta) => meta.pointOfInterest)
    .map((meta) => meta.name),
);

export function usePointOfInterestChoices(): Choice[] {
  return useElementsOfTypes(POINT_TYPES, false);
}

/** The currencies visitors may switch to: the project's own list. */
export function useProjectCurrencyList(): string[] {
  const { doc } = useSession();
  const list = useYMapKey(projectMap(doc), 'currencies');
  return useYSelector(list instanceof Y.Array ? (list as Y.Array<string>) : null, (target) =>
    target ? (toPlain(target) as string[]) : [],
  );
}
