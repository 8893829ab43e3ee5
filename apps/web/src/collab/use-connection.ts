// React hooks over a ProjectConnection: each re-renders only when its own slice changes.
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { ConnectionState } from '@vitrine/collab';
import type { ProjectConnection } from './connect-project.ts';
import { readCollaborators, type Collaborator } from './presence.ts';

/** Connection status, synced flag, scope (read-write / readonly) and a close for good. */
export function useConnection(project: ProjectConnection): ConnectionState {
  return useSyncExternalStore(project.connection.subscribe, project.connection.getSnapshot);
}

const sameCollaborators = (a: Collaborator[], b: Collaborator[]) =>
  a.length === b.length && a.every((item, i) => JSON.stringify(item) === JSON.stringify(b[i]));

/** Everyone connected to the project (this tab first), with their colour and cursor. */
export function useCollaborators(project: ProjectConnection): Collaborator[] {
  const cache = useRef<Collaborator[]>([]);
  const subscribe = useCallback(
    (listener: () => void) => {
      project.awareness.on('change', listener);
      return () => project.awareness.off('change', listener);
    },
    [project],
  );
  const getSnapshot = useCallback(() => {
    const next = readCollaborators(project.awareness);
    if (!sameCollaborators(cache.current, next)) cache.current = next;
    return cache.current;
  }, [project]);
  return useSyncExternalStore(subscribe, getSnapshot);
}
