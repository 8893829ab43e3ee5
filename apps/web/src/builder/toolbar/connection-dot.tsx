// The connection status dot (SPEC §2): green when connected, a blinking red dot otherwise, with the
// tooltip 'Status: Connected' / 'Status: Disconnected'. Connected means what the offline badge
// means by online (is-online.ts): the two never disagree.
import { cn } from '../../components/ui/cn.ts';
import { TEXTS } from '../constants.ts';
import { isOnline } from '../offline/is-online.ts';
import { useSession, useSource } from '../state/session.tsx';
import { Tip } from '../ui/tip.tsx';

export function ConnectionDot() {
  const connection = useSource(useSession().connection);
  const connected = isOnline(connection);
  const label = connected ? TEXTS.statusConnected : TEXTS.statusDisconnected;
  return (
    <Tip label={label}>
      <span
        role="status"
        aria-label={label}
        data-testid="connection-dot"
        data-status={connected ? 'connected' : 'disconnected'}
        className="relative grid size-6 place-items-center"
      >
        {!connected && <span className="absolute size-2.5 animate-ping rounded-full bg-red-500/70" />}
        <span
          className={cn('size-2.5 rounded-full', connected ? 'bg-green-500' : 'animate-pulse bg-red-500')}
        />
      </span>
    </Tip>
  );
}
