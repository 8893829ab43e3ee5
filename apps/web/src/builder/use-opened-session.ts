// Opens a builder session for the route's project and closes it on leaving. Failures are returned
// so the screen can throw them to the route's error element (SPEC §8). A connection the server
// closed for good (4500: no access, or the project was deleted meanwhile) counts as a failure too,
// before the first sync or after it: the client will not reconnect, so the screen says why. Rights
// that change on the open socket (read-only ↔ read-write) open the session again.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../api/errors.ts';
import { TEXTS } from './constants.ts';
import { openBuilderSession, type OpenedSession, type OpenSessionOptions } from './state/create-session.ts';

export type SessionResult =
  { status: 'opening' } | { status: 'failed'; error: unknown } | { status: 'open'; opened: OpenedSession };

export function useOpenedSession(options: OpenSessionOptions): SessionResult {
  const [result, setResult] = useState<SessionResult>({ status: 'opening' });
  const key = JSON.stringify(options);
  // Bumped when the server changes this user's rights on the open socket: the session opens again.
  const [generation, setGeneration] = useState(0);

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
  }, [key, generation]);

  // A member demoted or a project archived while open: the socket turns read-only (and writable
  // again when restored). The builder then opens the project again as the server now sees it.
  useEffect(() => {
    if (result.status !== 'open') return;
    const { collab, session } = result.opened;
    const forcedReadOnly = (JSON.parse(key) as OpenSessionOptions).readOnly ?? false;
    const onScope = () => {
      const scope = collab.get().scope;
      if (scope === null) return;
      const readOnly = scope === 'readonly';
      if (readOnly === session.readOnly || (!readOnly && forcedReadOnly)) return;
      toast.info(readOnly ? TEXTS.accessNowReadOnly : TEXTS.accessNowWritable);
      setGeneration((count) => count + 1);
    };
    onScope();
    return collab.subscribe(onScope);
  }, [result, key]);

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
