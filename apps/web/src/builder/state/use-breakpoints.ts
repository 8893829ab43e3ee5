// The project's breakpoints (config.breakpoints, the default list in older documents) and the one
// the builder edits: the chosen id while it exists, else the base (a collaborator may remove it).
import { BASE_BREAKPOINT_ID, projectMap, readBreakpoints, type Breakpoint } from '@vitrine/core';
import { useMemo } from 'react';
import * as Y from 'yjs';
import { useYSelector } from '../doc/use-y.ts';
import { useBuilder, useSession } from './session.tsx';

const listKey = (config: Y.Map<unknown> | null) => {
  const stored = config?.get('breakpoints');
  return JSON.stringify(stored instanceof Y.Map ? stored.toJSON() : (stored ?? null));
};

export function useBreakpoints(): Breakpoint[] {
  const root = projectMap(useSession().doc);
  const config = useYSelector(root, (map) => {
    const value = map.get('config');
    return value instanceof Y.Map ? (value as Y.Map<unknown>) : null;
  });
  const key = useYSelector(config, listKey, { deep: true });
  return useMemo(() => readBreakpoints(JSON.parse(key) as unknown), [key]);
}

/** The breakpoint being edited. */
export function useCurrentBreakpoint(): Breakpoint {
  const breakpoints = useBreakpoints();
  const chosen = useBuilder((state) => state.breakpointId);
  return (
    breakpoints.find((point) => point.id === chosen) ??
    breakpoints.find((point) => point.id === BASE_BREAKPOINT_ID)!
  );
}
