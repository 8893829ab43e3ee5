// The bell of the dashboard's action bar (SPEC §2): a Radix Popover with the notifications, or the
// empty state 'You are all wrapped up' / 'All your notifications will be visible here'.
import { IconBell, IconChecks } from '@tabler/icons-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { toastError } from '../../api/errors.ts';
import { markNotificationRead, type Notification } from '../../api/notifications.ts';
import { acceptInvite } from '../../api/teams.ts';
import { DASHBOARD_TEXTS } from './texts.ts';
import { NotificationItem } from './notification-item.tsx';

const readNow = (notification: Notification): Notification => ({
  ...notification,
  readAt: notification.readAt ?? new Date().toISOString(),
});

export function NotificationsPopover({ initial }: { initial: Notification[] }) {
  const [items, setItems] = useState(initial);
  const [busyId, setBusyId] = useState<string | null>(null);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const unread = items.filter((item) => !item.readAt).length;

  const markLocally = (id: string) =>
    setItems((current) => current.map((item) => (item.id === id ? readNow(item) : item)));

  async function run(id: string, work: () => Promise<void>) {
    setBusyId(id);
    try {
      await work();
      markLocally(id);
    } catch (error) {
      toastError(error);
    } finally {
      setBusyId(null);
    }
  }

  const read = (id: string) => void run(id, async () => void (await markNotificationRead(id)));

  const accept = (notificationId: string) => (teamId: string, inviteId: string, teamName: string) =>
    void run(notificationId, async () => {
      await acceptInvite(teamId, inviteId);
      toast.success(DASHBOARD_TEXTS.joinedTeam(teamName));
      await revalidator.revalidate();
      await navigate(`/teams/${encodeURIComponent(teamId)}`);
    });

  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={DASHBOARD_TEXTS.notifications}
        className="relative flex size-10 items-center justify-center rounded-lg border border-neutral-200 bg-white text-neutral-600 shadow-sm outline-none transition-colors hover:border-neutral-300 hover:text-neutral-900 focus-visible:ring-4 focus-visible:ring-neutral-200 data-[state=open]:border-neutral-300 data-[state=open]:text-neutral-900"
      >
        <IconBell className="size-[18px]" stroke={1.75} />
        {unread > 0 && (
          <span
            data-testid="unread-count"
            className="absolute -top-1.5 -right-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-[11px] font-medium text-white ring-2 ring-neutral-50"
          >
            {unread}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={DASHBOARD_TEXTS.notifications}
          className="animate-fade-in z-50 w-[360px] rounded-2xl border border-neutral-200 bg-white shadow-xl outline-none"
        >
          <div className="flex items-center justify-between border-b border-neutral-100 px-4 py-3">
            <p className="text-sm font-medium text-neutral-900">{DASHBOARD_TEXTS.notifications}</p>
            {unread > 0 && <span className="text-xs text-neutral-500">{unread} unread</span>}
          </div>
          {items.length === 0 ? (
            <div className="flex flex-col items-center px-6 py-10 text-center">
              <span className="mb-3 flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <IconChecks className="size-5" />
              </span>
              <p className="text-sm font-medium text-neutral-800">
                {DASHBOARD_TEXTS.notificationsEmptyTitle}
              </p>
              <p className="mt-1 text-sm text-neutral-500">{DASHBOARD_TEXTS.notificationsEmptyText}</p>
            </div>
          ) : (
            <ul className="flex max-h-96 flex-col gap-1 overflow-y-auto p-2">
              {items.map((item) => (
                <NotificationItem
                  key={item.id}
                  notification={item}
                  busy={busyId === item.id}
                  onRead={read}
                  onAccept={accept(item.id)}
                />
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
