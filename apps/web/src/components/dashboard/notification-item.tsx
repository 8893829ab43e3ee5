// One notification of the bell popover. Team invitations can be accepted right here; everything
// else is marked read when the user says so.
import { IconMailOpened, IconUsersPlus } from '@tabler/icons-react';
import {
  isTeamRole,
  relativeTime,
  TEAM_INVITE_NOTIFICATION,
  TEAM_ROLE_LABELS,
  TeamInviteDataSchema,
  type Notification,
} from '@vitrine/core';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { DASHBOARD_TEXTS } from './texts.ts';

const roleLabel = (role: string) => (isTeamRole(role) ? TEAM_ROLE_LABELS[role] : role);

export function NotificationItem({
  notification,
  busy,
  onAccept,
  onRead,
}: {
  notification: Notification;
  busy: boolean;
  onAccept: (teamId: string, inviteId: string, teamName: string) => void;
  onRead: (id: string) => void;
}) {
  const unread = !notification.readAt;
  const invite =
    notification.type === TEAM_INVITE_NOTIFICATION ? TeamInviteDataSchema.safeParse(notification.data) : null;
  const text = invite?.success
    ? DASHBOARD_TEXTS.invitedYou(invite.data.invitedBy, invite.data.teamName, roleLabel(invite.data.role))
    : typeof notification.data.message === 'string'
      ? notification.data.message
      : notification.type;

  return (
    <li className={cn('flex gap-3 rounded-lg px-3 py-3', unread && 'bg-brand-50/60')}>
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 ring-1 ring-neutral-200">
        {invite ? <IconUsersPlus className="size-4" /> : <IconMailOpened className="size-4" />}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm text-neutral-800">{text}</p>
        <p className="mt-0.5 text-xs text-neutral-500">{relativeTime(notification.createdAt)}</p>
        {unread && (
          <div className="mt-2 flex gap-2">
            {invite?.success && (
              <Button
                size="sm"
                loading={busy}
                onClick={() => onAccept(invite.data.teamId, invite.data.inviteId, invite.data.teamName)}
              >
                {DASHBOARD_TEXTS.acceptInvite}
              </Button>
            )}
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => onRead(notification.id)}>
              {DASHBOARD_TEXTS.markRead}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
