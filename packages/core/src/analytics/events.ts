// What a published page sends to POST /v2/analytics/logs (docs/analytics.md): one batch of a visit's
// events. Every field is bounded, since the endpoint is public. Nothing personal is sent: the visit is
// a random value held in the page's memory only, the referrer is a host name, the device a class.
import { z } from 'zod';
import { DEVICE_CLASSES, MAX_ANALYTICS_EVENTS_PER_BATCH } from './event-kinds.ts';

export {
  ANALYTICS_EVENT_TYPES,
  DEVICE_CLASSES,
  deviceClassOf,
  MAX_ANALYTICS_EVENTS_PER_BATCH,
  type AnalyticsEventType,
  type DeviceClass,
} from './event-kinds.ts';

const id = z.string().min(1).max(200);
const at = z.iso.datetime({ offset: true }).optional();
const pageId = id.optional();

export const AnalyticsEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('page_view'), pageId: id, at }),
  z.object({ type: z.literal('option_choice'), attributeId: id, optionId: id, pageId, at }),
  z.object({ type: z.literal('variant_choice'), elementId: id, item: z.string().max(200), pageId, at }),
  z.object({ type: z.literal('hotspot_click'), elementId: id, pageId, at }),
  z.object({ type: z.literal('poi_focus'), elementId: id, pageId, at }),
  z.object({
    type: z.literal('price_shown'),
    currency: z.string().regex(/^[A-Z]{3}$/, 'currency must be a 3-letter code'),
    value: z.number().finite().min(0).max(1e12),
    pageId,
    at,
  }),
  z.object({
    type: z.literal('add_to_cart'),
    label: z.string().max(200).optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'currency must be a 3-letter code')
      .optional(),
    value: z.number().finite().min(0).max(1e12).optional(),
    pageId,
    at,
  }),
]);
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

const HOST = /^[a-z0-9.-]{1,253}$/i;

export const AnalyticsBatchSchema = z.object({
  projectId: z.string().min(1).max(100),
  version: z.string().min(1).max(30),
  /** Random per page load, kept in memory only; the server hashes it into the session id. */
  visit: z.string().min(8).max(100).optional(),
  /** The earlier runtime's name for `visit`. */
  sessionId: z.string().max(100).optional(),
  /** When the page sent the batch: corrects the clock of the visitor's device. */
  sentAt: z.iso.datetime({ offset: true }).optional(),
  device: z.enum(DEVICE_CLASSES).optional(),
  /** The host of the page that linked here (or embeds the page), never a full URL. */
  referrer: z
    .string()
    .max(253)
    .refine((value) => value === '' || HOST.test(value), 'referrer must be a host name')
    .optional(),
  events: z
    .array(AnalyticsEventSchema)
    .min(1, 'events must hold at least one event')
    .max(MAX_ANALYTICS_EVENTS_PER_BATCH, `At most ${MAX_ANALYTICS_EVENTS_PER_BATCH} events per request`),
});
export type AnalyticsBatch = z.infer<typeof AnalyticsBatchSchema>;
