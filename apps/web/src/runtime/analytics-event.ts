// One analytics event checked as the server's AnalyticsEventSchema checks it (@vitrine/core), by hand:
// the published runtime does not load zod. An event the server would refuse is dropped here, so it
// cannot spoil the batch it would travel in; unknown fields are left out.
import type { AnalyticsEvent } from '@vitrine/core';

type Fields = Record<string, unknown>;
type Rule = (value: unknown) => boolean;

const MAX_TEXT = 200;
const id: Rule = (value) => typeof value === 'string' && value.length >= 1 && value.length <= MAX_TEXT;
const shortText: Rule = (value) => typeof value === 'string' && value.length <= MAX_TEXT;
const currency: Rule = (value) => typeof value === 'string' && /^[A-Z]{3}$/.test(value);
const amount: Rule = (value) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1e12;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const dateTime: Rule = (value) => typeof value === 'string' && ISO_DATE_TIME.test(value);

/** Each event type's fields: the rule and whether the field may be left out. */
const FIELDS: Record<AnalyticsEvent['type'], Record<string, [Rule, 'required' | 'optional']>> = {
  page_view: { pageId: [id, 'required'] },
  option_choice: { attributeId: [id, 'required'], optionId: [id, 'required'], pageId: [id, 'optional'] },
  variant_choice: { elementId: [id, 'required'], item: [shortText, 'required'], pageId: [id, 'optional'] },
  hotspot_click: { elementId: [id, 'required'], pageId: [id, 'optional'] },
  poi_focus: { elementId: [id, 'required'], pageId: [id, 'optional'] },
  price_shown: { currency: [currency, 'required'], value: [amount, 'required'], pageId: [id, 'optional'] },
  add_to_cart: {
    label: [shortText, 'optional'],
    currency: [currency, 'optional'],
    value: [amount, 'optional'],
    pageId: [id, 'optional'],
  },
};

/** The event with only the fields the server reads, or null when the server would refuse it. */
export function checkedEvent(event: Fields): AnalyticsEvent | null {
  if (typeof event.type !== 'string' || !Object.hasOwn(FIELDS, event.type)) return null;
  const fields = FIELDS[event.type as AnalyticsEvent['type']];
  const checked: Fields = { type: event.type };
  const withTime: Record<string, [Rule, 'required' | 'optional']> = { ...fields, at: [dateTime, 'optional'] };
  for (const [name, [rule, presence]] of Object.entries(withTime)) {
    const value = event[name];
    if (value === undefined) {
      if (presence === 'required') return null;
      continue;
    }
    if (!rule(value)) return null;
    checked[name] = value;
  }
  return checked as AnalyticsEvent;
}
