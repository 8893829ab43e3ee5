// Opens a builder session for the route's project and closes it on leaving. Failures are returned
// so the screen can throw them to the route's error element (SPEC §8). A connection the server
// closed for good (4500: no access, or the project was deleted meanwhile) counts as a failure too,
// before the first sync or after it: the client will not reconnect, so the screen says why.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { ApiError } from '../api/errors.ts';
import { openBuilderSession, type OpenedSession, type OpenSessionOptions } from './state/create-session.ts';

export type SessionResult =
  { status: 'opening' } | { status: 'failed'; error: unknown } | { status: 'open'; opened: OpenedSession };

export function useOpenedSession(options: OpenSessionOptions): SessionResult {
  const [result, setResult] = useState<SessionResult>({ status: 'opening' });
  const key = JSON.stringify(options);

  useEffect(() => {
    let cancelled = false;
    let opened: OpenedSession | null = null;
    setResult({ status: 'opening' });
    openBuilderSession(JSON.parse(key) as OpenSessionOptions).then(
      (session) => {
        if (cancelled) {
          session.close();
          return;
        }
        opened = session;
        setResult({ status: 'open', opened: session });
      },
      (error: unknown) => {
        if (!cancelled) setResult({ status: 'failed', error });
      },
    );
    return () => {
      cancelled = true;
      opened?.close();
    };
  }, [key]);

  return result;
}

const PROJECT_GONE = 'Project not found';
const noSource = { get: () => null, subscribe: () => () => undefined };

/**
 * Whether the document has synced once, and why the server closed for good if it did. It reads only
 * those two fields: the screen above the whole builder renders again when they change, not on every
 * status change of the connection.
 */
export function useFirstSync(opened: OpenedSession | null): { synced: boolean; refusal: ApiError | null } {
  const collab = opened?.collab ?? noSource;
  const syncedNow = () => collab.get()?.synced ?? false;
  const closed = () => collab.get()?.closedForGood ?? null;
  const synced = useSyncExternalStore(collab.subscribe, syncedNow, syncedNow);
  const closedForGood = useSyncExternalStore(collab.subscribe, closed, closed);
  const [syncedOnce, setSyncedOnce] = useState(false);
  useEffect(() => {
    if (synced) setSyncedOnce(true);
  }, [synced]);
  useEffect(() => setSyncedOnce(false), [opened]);
  const reason = closedForGood ? closedForGood.reason || PROJECT_GONE : null;
  // The body carries the message the route error screen shows (SPEC §8: the response's message).
  const refusal = reason === null ? null : new ApiError(403, reason, { message: reason });
  return { synced: syncedOnce || synced, refusal };
}
