// The toolbar's offline badge: "Offline — N changes saved on this device" while the socket is down;
// gone once the changes are merged (a toast says how many).
import { IconCloudOff } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { toast } from 'sonner';
import { useSession, useSource } from '../state/session.tsx';
import { Tip } from '../ui/tip.tsx';
import { createOfflineChanges } from './offline-changes.ts';
import { OFFLINE_TEXTS } from './texts.ts';

export function OfflineBadge() {
  const session = useSession();
  const changes = useMemo(
    () => createOfflineChanges(session.doc, session.connection, session.unsaved),
    [session],
  );
  useEffect(() => {
    const stop = changes.onMerged((count) => toast.success(OFFLINE_TEXTS.merged(count)));
    return () => {
      stop();
      changes.destroy();
    };
  }, [changes]);
  const { offline, pending } = useSource(changes);
  if (!offline) return null;
  return (
    <Tip label={OFFLINE_TEXTS.hint}>
      <span
        role="status"
        data-testid="offline-badge"
        data-pending={pending}
        className="inline-flex h-7 items-center gap-1.5 rounded-full bg-amber-50 px-2.5 text-[11px] font-medium whitespace-nowrap text-amber-800 ring-1 ring-amber-200"
      >
        <IconCloudOff size={14} />
        {OFFLINE_TEXTS.badge(pending)}
      </span>
    </Tip>
  );
}
