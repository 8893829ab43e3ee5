// React subscriptions to the smallest piece of the shared document a component shows (STYLE.md: no
// whole-tree re-render per keystroke). Each hook observes one Y type and re-renders only when the
// value it selects changes.
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Y type's event is observable here
type Observable = Y.AbstractType<any>;

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
  }
  return false;
}

/**
 * Selects a value from a Y type and re-renders when it changes. `deep` observes nested types too
 * (for values stored below the observed type). The selection is compared shallowly, so selectors may
 * return fresh arrays of primitives.
 */
export function useYSelector<T extends Observable | null | undefined, R>(
  target: T,
  select: (target: T) => R,
  options: { deep?: boolean } = {},
): R {
  const deep = options.deep ?? false;
  const selectRef = useRef(select);
  selectRef.current = select;
  const cache = useRef<{ target: T; value: R } | null>(null);

  const getSnapshot = useCallback((): R => {
    const next = selectRef.current(target);
    const previous = cache.current;
    if (previous && previous.target === target && shallowEqual(previous.value, next)) return previous.value;
    cache.current = { target, value: next };
    return next;
  }, [target]);

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!target) return () => undefined;
      if (deep) {
        target.observeDeep(onChange);
        return () => target.unobserveDeep(onChange);
      }
      target.observe(onChange);
      return () => target.unobserve(onChange);
    },
    [target, deep],
  );

  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** One key of a Y.Map; re-renders only when that key changes. */
export function useYMapKey<V = unknown>(map: Y.Map<unknown> | null | undefined, key: string): V | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!map) return () => undefined;
      const observer = (event: Y.YMapEvent<unknown>) => {
        if (event.keysChanged.has(key)) onChange();
      };
      map.observe(observer);
      return () => map.unobserve(observer);
    },
    [map, key],
  );
  const getSnapshot = useCallback(() => (map ? (map.get(key) as V | undefined) : undefined), [map, key]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
