// The toolbar's save status, from the server's acknowledgements (as Google Docs and Figma show it):
// "Saving…" while an edit sent to the server is not yet stored there, "All changes saved" once every
// one is. "Saving…" stays up at least a moment so typing does not make it flicker. Offline (or
// before the first sync) the offline badge speaks instead, and a read-only session saves nothing.
import { IconCloudCheck, IconCloudUp } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useSession, useSource } from '../state/session.tsx';
import { Tip } from '../ui/tip.tsx';
import { isOnline } from './is-online.ts';
import { OFFLINE_TEXTS } from './texts.ts';

/** The shortest time "Saving…" is shown (ms). */
const MIN_SAVING_MS = 600;

export function SaveStatus() {
  const session = useSession();
  const online = isOnline(useSource(session.connection));
  const saving = useSource(session.unsaved) > 0;
  const shownSaving = useHeldTrue(saving, MIN_SAVING_MS);
  if (session.readOnly || !online) return null;
  const label = shownSaving ? OFFLINE_TEXTS.saving : OFFLINE_TEXTS.saved;
  const Icon = shownSaving ? IconCloudUp : IconCloudCheck;
  return (
    <Tip label={shownSaving ? OFFLINE_TEXTS.savingHint : OFFLINE_TEXTS.savedHint}>
      <span
        role="status"
        data-testid="save-status"
        data-saving={saving}
        className="inline-flex h-7 min-w-[7.5rem] items-center gap-1 text-[11px] whitespace-nowrap text-neutral-500"
      >
        <Icon size={14} aria-hidden />
        {label}
      </span>
    </Tip>
  );
}

/** `value`, but once true it stays true for at least `holdMs`. */
function useHeldTrue(value: boolean, holdMs: number): boolean {
  const [held, setHeld] = useState(value);
  const since = useRef(0);
  useEffect(() => {
    if (value) {
      since.current = Date.now();
      setHeld(true);
      return;
    }
    const left = since.current + holdMs - Date.now();
    if (left <= 0) return setHeld(false);
    const timer = setTimeout(() => setHeld(false), left);
    return () => clearTimeout(timer);
  }, [value, holdMs]);
  return value || held;
}
