// Project actions bound to the current builder session.
import { useMemo } from 'react';
import { useSession } from '../state/session.tsx';
import { createProjectActions, type ProjectActions } from './project-actions.ts';

export function useProjectActions(): ProjectActions {
  const session = useSession();
  return useMemo(() => createProjectActions(session), [session]);
}
