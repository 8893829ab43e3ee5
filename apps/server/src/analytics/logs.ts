// Interaction logs of published pages (SPEC §7 POST /v2/analytics/logs): page views, attribute
// option and variant choices, sent by the runtime in small batches. Public, so every field is bounded
// and only projects with a published release collect anything.
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { analyticsLogs, releases } from '../db/schema.ts';
import { isUuid } from '../teams/access.ts';

export const ANALYTICS_EVENT_TYPES = ['page_view', 'option_choice', 'variant_choice'] as const;
export const MAX_EVENTS_PER_BATCH = 20;

const id = z.string().min(1).max(200);
const scalar = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

const eventSchema = z.object({
  type: z.enum(ANALYTICS_EVENT_TYPES),
  pageId: id.optional(),
  /** For option_choice: attribute and option; for variant_choice: element and item. */
  attributeId: id.optional(),
  optionId: id.optional(),
  elementId: id.optional(),
  item: z.string().max(200).optional(),
  at: z.iso.datetime({ offset: true }).optional(),
  data: z
    .record(z.string().max(50), scalar)
    .refine((value) => Object.keys(value).length <= 20, {
      message: 'data has at most 20 fields',
    })
    .optional(),
});

export const analyticsBody = z.object({
  projectId: z.string().refine(isUuid, 'projectId must be a project id'),
  version: z.string().max(30).optional(),
  /** A random id per visit, so journeys can be told apart without cookies. */
  sessionId: z.string().max(100).optional(),
  events: z
    .array(eventSchema)
    .min(1, 'events must hold at least one event')
    .max(MAX_EVENTS_PER_BATCH, `At most ${MAX_EVENTS_PER_BATCH} events per request`),
});
export type AnalyticsBody = z.infer<typeof analyticsBody>;

/** Stores the batch; answers how many were kept (0 when the project publishes nothing). */
export async function storeAnalyticsLogs(db: Database, body: AnalyticsBody): Promise<number> {
  const [published] = await db
    .select({ id: releases.id })
    .from(releases)
    .where(and(eq(releases.projectId, body.projectId), isNull(releases.unpublishedAt)))
    .limit(1);
  if (!published) return 0;
  const now = Date.now();
  await db.insert(analyticsLogs).values(
    body.events.map(({ type, at, ...event }) => ({
      projectId: body.projectId,
      type,
      data: { ...event, version: body.version ?? null, sessionId: body.sessionId ?? null },
      // A client clock may be off: keep its time only when it is within a day of ours.
      createdAt: at && Math.abs(Date.parse(at) - now) < 86_400_000 ? new Date(at) : new Date(now),
    })),
  );
  return body.events.length;
}
