// GET /v2/notifications (the bell popover, newest first) and POST /v2/notifications/:id/read.
import { NotificationListSchema, NotificationSchema, type Notification } from '@vitrine/core';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import { notifications } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { errorResponses } from '../http/responses.ts';
import { requireSignIn } from '../http/route-table.ts';
import { isUuid } from '../teams/access.ts';

const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

const notificationParams = z.object({ id: z.string() });

type NotificationRow = typeof notifications.$inferSelect;

const notificationView = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  data: row.data as Record<string, unknown>,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);

  const list = {
    schema: {
      operationId: 'listNotifications',
      summary: "The signed-in user's notifications, newest first, and how many are unread",
      querystring: listQuery,
      response: { 200: NotificationListSchema, ...errorResponses(400, 401) },
    },
  };
  app.get('/v2/notifications', list, async (request) => {
    const user = currentUser(request);
    const { query } = request;
    const mine = eq(notifications.userId, user.id);
    const [rows, [unread]] = await Promise.all([
      app.db
        .select()
        .from(notifications)
        .where(query.unread ? and(mine, isNull(notifications.readAt)) : mine)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(query.limit),
      app.db
        .select({ total: count() })
        .from(notifications)
        .where(and(mine, isNull(notifications.readAt))),
    ]);
    return { items: rows.map(notificationView), unread: Number(unread?.total ?? 0) };
  });

  const read = {
    schema: {
      operationId: 'markNotificationRead',
      summary: 'Mark a notification read (again is fine)',
      params: notificationParams,
      response: { 200: NotificationSchema, ...errorResponses(400, 401, 404) },
    },
  };
  app.post('/v2/notifications/:id/read', read, async (request) => {
    const { id } = request.params;
    const user = currentUser(request);
    if (!isUuid(id)) throw notFound('Notification not found');
    const [row] = await app.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.id, id), eq(notifications.userId, user.id), isNull(notifications.readAt)))
      .returning();
    if (row) return notificationView(row);
    const [already] = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, user.id)));
    if (!already) throw notFound('Notification not found');
    return notificationView(already);
  });
};
