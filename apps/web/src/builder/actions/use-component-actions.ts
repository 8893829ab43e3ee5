// Component import/export bound to the current builder session.
import { useMemo } from 'react';
import { useSession } from '../state/session.tsx';
import { createComponentActions, type ComponentActions } from './component-transfer.ts';

export function useComponentActions(): ComponentActions {
  const session = useSession();
  return useMemo(() => createComponentActions(session), [session]);
}
