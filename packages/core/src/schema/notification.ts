// The bell's notifications (GET /v2/notifications, newest first) and the data of the kinds the
// studio shows specially.
import { z } from 'zod';

export const NotificationSchema = z
  .object({
    id: z.string(),
    type: z.string().describe("What happened, such as 'team_invite'"),
    data: z.record(z.string(), z.unknown()).describe('Details, by type'),
    readAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  unread: z.number().int().describe('How many are unread in all, beyond the ones listed too'),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const TEAM_INVITE_NOTIFICATION = 'team_invite';

/** The data of a team invitation addressed to someone who already had an account. */
export const TeamInviteDataSchema = z.object({
  inviteId: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  role: z.string(),
  invitedBy: z.string().optional(),
});
