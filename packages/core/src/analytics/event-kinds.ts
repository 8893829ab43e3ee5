// The plain parts of the analytics event model (no zod): what the published runtime needs to queue
// and send events. The schemas the server validates with are in events.ts.
export const ANALYTICS_EVENT_TYPES = [
  'page_view',
  'option_choice',
  'variant_choice',
  'hotspot_click',
  'poi_focus',
  'price_shown',
  'add_to_cart',
] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** Device classes by viewport width (the builder's device sizes: mobile 390, tablet 768, laptop 1366). */
export const DEVICE_CLASSES = ['mobile', 'tablet', 'laptop', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export function deviceClassOf(viewportWidth: number): DeviceClass {
  if (viewportWidth < 600) return 'mobile';
  if (viewportWidth < 1024) return 'tablet';
  if (viewportWidth < 1440) return 'laptop';
  return 'desktop';
}

export const MAX_ANALYTICS_EVENTS_PER_BATCH = 50;
