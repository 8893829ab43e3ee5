// A plain snapshot of one map part of an element (data attributes, event interactions), re-read
// only when that part changes.
import { useMemo } from 'react';
import { useYSelector } from '../../doc/use-y.ts';
import { useElementPart, type SelectedElement } from '../use-selection.ts';

export function useElementRecord<T>(
  element: SelectedElement,
  part: 'dataAttributes' | 'eventInteractions',
): Record<string, T> {
  const map = useElementPart(element.map, part);
  const json = useYSelector(map, (target) => JSON.stringify(target?.toJSON() ?? {}), { deep: true });
  return useMemo(() => JSON.parse(json) as Record<string, T>, [json]);
}
