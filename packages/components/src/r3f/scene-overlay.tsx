// The DOM layer of a Canvas that shows the registered overlay entries (see overlay-store.ts).
import { useSyncExternalStore } from 'react';
import type { OverlayStore } from './overlay-store.ts';

export function SceneOverlay({ store }: { store: OverlayStore }) {
  const entries = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <div style={{ position: 'absolute', inset: 0, overflow: 'hidden', pointerEvents: 'none' }}>
      {entries.map(([key, entry]) =>
        entry.anchored ? (
          <div
            key={key}
            ref={(node) => {
              if (node) {
                store.nodes.set(key, node);
                store.onNodes();
              } else store.nodes.delete(key);
            }}
            style={{ position: 'absolute', top: 0, left: 0, pointerEvents: 'auto', transformOrigin: '0 0' }}
          >
            {entry.render()}
          </div>
        ) : (
          <div
            key={key}
            style={{
              position: 'absolute',
              inset: 0,
              pointerEvents: 'none',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            {entry.render()}
          </div>
        ),
      )}
    </div>
  );
}
