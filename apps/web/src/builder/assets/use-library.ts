// The library tree of the open project as plain assets; re-renders when any asset changes.
import { readAssets, type Asset } from '@vitrine/core';
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import * as Y from 'yjs';
import { useSession } from '../state/session.tsx';

function assetsOf(doc: Y.Doc): Y.Map<unknown> | null {
  const assets = doc.getMap('project').get('assets');
  return assets instanceof Y.Map ? (assets as Y.Map<unknown>) : null;
}

export function useLibraryAssets(): Asset[] {
  const { doc } = useSession();
  const map = assetsOf(doc);
  // The snapshot is a change counter; the assets are read once per change, not per render.
  const version = useRef(0);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!map) return () => undefined;
      const listener = () => {
        version.current += 1;
        onChange();
      };
      map.observeDeep(listener);
      return () => map.unobserveDeep(listener);
    },
    [map],
  );
  const getVersion = useCallback(() => version.current, []);
  const current = useSyncExternalStore(subscribe, getVersion, getVersion);
  return useMemo(() => (map ? readAssets(doc) : []), [doc, map, current]);
}
