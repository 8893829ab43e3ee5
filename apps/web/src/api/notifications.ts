// The bell's notifications (GET /v2/notifications, newest first) and marking one read.
import { z } from 'zod';
import { api } from './client.ts';

export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
  readAt: z.string().nullish(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

const listSchema = z.object({ items: z.array(notificationSchema), unread: z.number() });
export type NotificationList = z.infer<typeof listSchema>;

export async function listNotifications(): Promise<NotificationList> {
  return listSchema.parse(await api('GET', '/v2/notifications'));
}

export async function markNotificationRead(id: string): Promise<Notification> {
  return notificationSchema.parse(await api('POST', `/v2/notifications/${encodeURIComponent(id)}/read`));
}

/** A team invitation addressed to someone who already had an account. */
export const teamInviteDataSchema = z.object({
  inviteId: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  role: z.string(),
  invitedBy: z.string().optional(),
});
export type TeamInviteData = z.infer<typeof teamInviteDataSchema>;
export const TEAM_INVITE_NOTIFICATION = 'team_invite';
