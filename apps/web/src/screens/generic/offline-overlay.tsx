// SPEC §2: a full-screen notice while the browser is offline; the page reloads when it is back.
// The builder is the exception: it keeps editing offline and shows its own badge, and a reload
// would only interrupt the merge of what was edited meanwhile.
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { GENERIC_TEXTS } from './texts.ts';

/** Screens that work offline themselves (the builder). */
const isEditingOffline = () => window.location.pathname.startsWith('/builder/');

export function OfflineOverlay() {
  const [online, setOnline] = useState(() => navigator.onLine || isEditingOffline());

  useEffect(() => {
    const goOffline = () => setOnline(isEditingOffline());
    // Whatever failed while offline is stale; a reload gets the app back to a known state.
    const goOnline = () => {
      if (isEditingOffline()) setOnline(true);
      else window.location.reload();
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  if (online) return null;
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="offline-title"
      className="fixed inset-0 z-[100] flex items-center justify-center bg-neutral-950/70 px-6 backdrop-blur-sm"
    >
      <div className="flex max-w-md flex-col items-center rounded-2xl bg-white px-10 py-10 text-center shadow-2xl">
        <div className="flex size-12 items-center justify-center rounded-2xl bg-neutral-100 text-neutral-500">
          <IconWifiOff className="size-6" />
        </div>
        <h2 id="offline-title" className="mt-5 text-lg font-medium text-neutral-900">
          {GENERIC_TEXTS.offlineTitle}
        </h2>
        <p className="mt-2 text-sm text-neutral-500">{GENERIC_TEXTS.offlineHint}</p>
      </div>
    </div>
  );
}
