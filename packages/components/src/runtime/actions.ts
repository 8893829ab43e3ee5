// The action set of event interactions (SPEC §3 Element eventInteractions). An interaction names an
// event (default onClick) and a list of actions run in order when the event fires, while isActive.
// The interaction's `code` field is never executed: author text is only ever read by the safe
// expression evaluator.
//
// | type                  | fields                                   | effect                                   |
// |-----------------------|------------------------------------------|------------------------------------------|
// | setState              | name, value? or expression?              | page state `name` := value / expression  |
// | toggleState           | name                                     | boolean page state `name` := !name       |
// | goToPage              | pageId                                   | renders another page of the project      |
// | openUrl               | url, newTab?                             | opens an http(s)/mailto/tel/relative URL |
// | selectAttributeOption | attributeId (id or slug), optionId (id or slug) | selects an attribute's option     |
// | selectVariant         | elementId, item                          | Component/Model/Material variant shows `item` |
// | setCurrency           | currencyCode                             | the active currency (must be a project currency) |
// | focusPointOfInterest  | elementId                                | the camera moves to that point of interest |
// | addToCart             | productId, name?, quantity?, basePrice?  | hands the configured product to the host shop (cart.ts) |
import { DEFAULT_EVENT } from '@vitrine/core';
import type { Scope } from '../expression/evaluate.ts';
import type { EventInteraction } from '../model/project-json.ts';
import type { CartProduct } from './cart.ts';

export { DEFAULT_EVENT };

/** One action as run: what PageActionSchema (action-schema.ts) answers, defaults applied. */
export type PageAction =
  | { type: 'setState'; name: string; value?: unknown; expression?: string }
  | { type: 'toggleState'; name: string }
  | { type: 'goToPage'; pageId: string }
  | { type: 'openUrl'; url: string; newTab: boolean }
  | { type: 'selectAttributeOption'; attributeId: string; optionId: string }
  | { type: 'selectVariant'; elementId: string; item: string }
  | { type: 'setCurrency'; currencyCode: string }
  | { type: 'focusPointOfInterest'; elementId: string }
  | { type: 'addToCart'; productId: string; name?: string; quantity: number; basePrice?: number };

/** What actions can change; implemented by the page renderer. */
export interface ActionTarget {
  scope: () => Scope;
  setState: (name: string, value: unknown) => void;
  toggleState: (name: string) => void;
  goToPage: (pageId: string) => void;
  openUrl: (url: string, newTab: boolean) => void;
  selectAttributeOption: (attributeId: string, optionId: string) => void;
  selectVariant: (elementId: string, item: string) => void;
  setCurrency: (currencyCode: string) => void;
  focusPointOfInterest: (elementId: string) => void;
  addToCart: (product: CartProduct) => void;
}

/** Active interactions of an element grouped by event name. */
export function interactionsByEvent(
  interactions: Record<string, EventInteraction> | undefined,
): Map<string, unknown[]> {
  const byEvent = new Map<string, unknown[]>();
  for (const interaction of Object.values(interactions ?? {})) {
    const content = interaction?.content;
    if (!content || content.isActive === false) continue;
    const name = content.event?.type || DEFAULT_EVENT;
    byEvent.set(name, [...(byEvent.get(name) ?? []), ...(content.actions ?? [])]);
  }
  return byEvent;
}
