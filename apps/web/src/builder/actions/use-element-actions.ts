// The element actions bound to the current builder session.
import { useMemo } from 'react';
import { useSession } from '../state/session.tsx';
import { createElementActions, type ElementActions } from './element-actions.ts';

export function useElementActions(): ElementActions {
  const session = useSession();
  return useMemo(() => createElementActions(session), [session]);
}
