// A value kept outside React that components read a part of (useSyncExternalStore): setting it
// renders only the components whose part changed. For state that changes often and concerns few
// components, such as the place a drag is over.
import { useSyncExternalStore } from 'react';

/** A value outside React; `same` tells which changes are none. */
export function sharedValue<T>(initial: T, same: (a: T, b: T) => boolean) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      if (same(value, next)) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The part of a shared value one component shows. */
export function useSharedValue<T, Part>(
  state: ReturnType<typeof sharedValue<T>>,
  part: (value: T) => Part,
  initial: Part,
): Part {
  return useSyncExternalStore(
    state.subscribe,
    () => part(state.get()),
    () => initial,
  );
}
