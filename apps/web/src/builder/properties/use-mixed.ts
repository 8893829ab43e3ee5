// Whether several selected elements hold different values for one prop or style, so the panel can
// say the shown value (the first element's) is not everyone's.
import { useCallback, useSyncExternalStore } from 'react';
import * as Y from 'yjs';
import type { SelectedElement } from './use-selection.ts';

type Part = 'props' | 'styles';

function partOf(element: SelectedElement, part: Part): Y.Map<unknown> | null {
  const map = element.map.get(part);
  return map instanceof Y.Map ? (map as Y.Map<unknown>) : null;
}

/** True when the values differ (always false for one element). */
export function valuesDiffer(values: readonly unknown[]): boolean {
  if (values.length < 2) return false;
  const first = JSON.stringify(values[0] ?? null);
  return values.some((value) => JSON.stringify(value ?? null) !== first);
}

export function useMixed(elements: readonly SelectedElement[], part: Part, key: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (elements.length < 2) return () => undefined;
      const maps = elements.map((element) => partOf(element, part));
      const observer = (event: Y.YMapEvent<unknown>) => {
        if (event.keysChanged.has(key)) onChange();
      };
      for (const map of maps) map?.observe(observer);
      return () => {
        for (const map of maps) map?.unobserve(observer);
      };
    },
    [elements, part, key],
  );
  const snapshot = useCallback(
    () => valuesDiffer(elements.map((element) => partOf(element, part)?.get(key))),
    [elements, part, key],
  );
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
