// Page actions bound to the current builder session.
import { useMemo } from 'react';
import { useSession } from '../state/session.tsx';
import { createPageActions, type PageActions } from './page-actions.ts';

export function usePageActions(): PageActions {
  const session = useSession();
  return useMemo(() => createPageActions(session), [session]);
}
