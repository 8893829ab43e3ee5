// The bell's notifications (GET /v2/notifications, newest first) and marking one read, read with the
// shapes the server declares (@vitrine/core).
import {
  NotificationListSchema,
  NotificationSchema,
  type Notification,
  type NotificationList,
} from '@vitrine/core';
import { api } from './client.ts';

export type { Notification, NotificationList };

export async function listNotifications(): Promise<NotificationList> {
  return NotificationListSchema.parse(await api('GET', '/v2/notifications'));
}

export async function markNotificationRead(id: string): Promise<Notification> {
  return NotificationSchema.parse(await api('POST', `/v2/notifications/${encodeURIComponent(id)}/read`));
}
