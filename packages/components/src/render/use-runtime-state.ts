// The mutable part of a rendered page: page state, selected attribute options, currency, selected
// variants and the focused point of interest. Page state starts from the page's definitions and is
// reset when another page is shown.
import { useCallback, useMemo, useState } from 'react';
import type { PageJson, ProjectJson } from '../model/project-json.ts';
import type { ActionTarget } from '../runtime/actions.ts';
import type { Track } from '../runtime/track.ts';
import { cartItem, type CartItem } from '../runtime/cart.ts';
import { activeCurrency, attributeOptions, findAttribute, initialSelection } from '../runtime/commerce.ts';
import { coerceStateValue, initialPageState, type PageState } from '../runtime/page-state.ts';

export interface InitialRuntimeState {
  /** Page state values that override the definitions' defaults. */
  pageState?: PageState;
  /** Selected option id per attribute id. */
  selectedOptions?: Record<string, string>;
  currency?: string;
  variants?: Record<string, string>;
}

interface Overrides {
  pageId: string;
  pageState: PageState;
  selection: Record<string, string>;
  currency: string | null;
  variants: Record<string, string>;
  focus: { elementId: string; nonce: number } | null;
}

export interface RuntimeStateOptions {
  project: ProjectJson;
  page: PageJson;
  initial?: InitialRuntimeState;
  goToPage: (pageId: string) => void;
  openUrl: (url: string, newTab: boolean) => void;
  addToCart: (item: CartItem) => void;
  /** Hears the visitor's choices (live pages). */
  track?: Track;
}

export function useRuntimeState({
  project,
  page,
  initial,
  goToPage,
  openUrl,
  addToCart,
  track,
}: RuntimeStateOptions) {
  const [overrides, setOverrides] = useState<Overrides>(() => ({
    pageId: page.id,
    pageState: { ...initial?.pageState },
    selection: { ...initial?.selectedOptions },
    currency: initial?.currency ?? null,
    variants: { ...initial?.variants },
    focus: null,
  }));
  // Page state belongs to a page: showing another page starts from its defaults.
  const current = overrides.pageId === page.id ? overrides : { ...overrides, pageId: page.id, pageState: {} };
  if (current !== overrides) setOverrides(current);

  const definitions = page.stateDefinitions;
  const pageState = useMemo(() => {
    const state = initialPageState(definitions);
    for (const [name, value] of Object.entries(current.pageState))
      state[name] = coerceStateValue(definitions?.[name]?.type, value);
    return state;
  }, [definitions, current.pageState]);

  // Only the project's attributes matter here: other edits keep this reference.
  const { attributes, priceOptions } = project;
  const selection = useMemo(() => {
    const defaults = initialSelection({ attributes });
    for (const [attributeId, optionId] of Object.entries(current.selection))
      if (attributeId in defaults) defaults[attributeId] = optionId;
    return defaults;
  }, [attributes, current.selection]);

  const currency = activeCurrency(project, current.currency);

  const update = useCallback((change: (previous: Overrides) => Partial<Overrides>) => {
    setOverrides((previous) => ({ ...previous, ...change(previous) }));
  }, []);

  const actions = useMemo<Omit<ActionTarget, 'scope'>>(
    () => ({
      setState: (name, value) =>
        update((previous) => ({ pageState: { ...previous.pageState, [name]: value } })),
      toggleState: (name) =>
        update((previous) => {
          const value = name in previous.pageState ? previous.pageState[name] : pageState[name];
          return { pageState: { ...previous.pageState, [name]: !value } };
        }),
      goToPage,
      openUrl,
      selectAttributeOption: (attributeIdOrSlug, optionIdOrSlug) => {
        const attribute = findAttribute({ attributes }, attributeIdOrSlug);
        const option = attribute
          ? attributeOptions(attribute).find(
              (candidate) => candidate.id === optionIdOrSlug || candidate.slug === optionIdOrSlug,
            )
          : undefined;
        if (!attribute || !option) return;
        update((previous) => ({ selection: { ...previous.selection, [attribute.id]: option.id } }));
        track?.({ type: 'option_choice', attributeId: attribute.id, optionId: option.id });
      },
      selectVariant: (elementId, item) => {
        update((previous) => ({ variants: { ...previous.variants, [elementId]: item } }));
        track?.({ type: 'variant_choice', elementId, item });
      },
      setCurrency: (currencyCode) => update(() => ({ currency: currencyCode })),
      focusPointOfInterest: (elementId) => {
        update((previous) => ({ focus: { elementId, nonce: (previous.focus?.nonce ?? 0) + 1 } }));
        track?.({ type: 'poi_focus', elementId });
      },
      addToCart: (product) => addToCart(cartItem(product, { attributes, priceOptions }, selection, currency)),
    }),
    [update, pageState, goToPage, openUrl, addToCart, track, attributes, priceOptions, selection, currency],
  );

  return { pageState, selection, currency, variants: current.variants, focus: current.focus, actions };
}
