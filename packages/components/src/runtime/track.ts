// What a visitor does on a live page, as the renderer reports it to whoever listens (the published
// runtime sends it to analytics): choices made by any widget or action, hotspots opened, points of
// interest focused, prices shown. Ids only; the page the visitor is on is added by the listener.
import type { AnalyticsEvent } from '@vitrine/core';

type WithoutPlace<T> = T extends unknown ? Omit<T, 'at' | 'pageId'> : never;

export type TrackedEvent = WithoutPlace<
  Extract<
    AnalyticsEvent,
    { type: 'option_choice' | 'variant_choice' | 'hotspot_click' | 'poi_focus' | 'price_shown' }
  >
>;

export type Track = (event: TrackedEvent) => void;
