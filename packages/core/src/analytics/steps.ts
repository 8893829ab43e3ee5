// Journey steps: what a visitor did, as one string per step, shared by the server (paths and funnels)
// and the Analytics screen (the funnel's step picker). Ids, not labels: labels come from the release.
import type { AnalyticsEvent } from './events.ts';

export const CART_STEP = 'cart';

export type StepKind = 'page' | 'option' | 'variant' | 'hotspot' | 'poi' | 'cart';

export interface ParsedStep {
  kind: StepKind;
  /** Page id, attribute id, variant element id, hotspot or point-of-interest element id. */
  id: string;
  /** Option id or variant item. */
  value?: string;
}

/** The step an event is, or null for events that are not steps (prices shown). */
export function stepOf(event: AnalyticsEvent): string | null {
  switch (event.type) {
    case 'page_view':
      return `page:${event.pageId}`;
    case 'option_choice':
      return `option:${event.attributeId}:${event.optionId}`;
    case 'variant_choice':
      return `variant:${event.elementId}:${event.item}`;
    case 'hotspot_click':
      return `hotspot:${event.elementId}`;
    case 'poi_focus':
      return `poi:${event.elementId}`;
    case 'add_to_cart':
      return CART_STEP;
    case 'price_shown':
      return null;
  }
}

const KINDS: readonly StepKind[] = ['page', 'option', 'variant', 'hotspot', 'poi'];

export function parseStep(step: string): ParsedStep | null {
  if (step === CART_STEP) return { kind: 'cart', id: '' };
  const colon = step.indexOf(':');
  if (colon <= 0) return null;
  const kind = step.slice(0, colon) as StepKind;
  if (!KINDS.includes(kind)) return null;
  const rest = step.slice(colon + 1);
  if (kind === 'option' || kind === 'variant') {
    const second = rest.indexOf(':');
    if (second <= 0) return null;
    return { kind, id: rest.slice(0, second), value: rest.slice(second + 1) };
  }
  return rest ? { kind, id: rest } : null;
}
