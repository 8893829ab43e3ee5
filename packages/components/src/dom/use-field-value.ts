// A form field's value: the page state named by its stateName prop when the page defines it,
// otherwise the field's own value (started from its value prop).
import { useEffect, useState } from 'react';
import { useRuntime } from '../render/context.ts';
import type { ElementRenderProps } from '../render/types.ts';

export function useFieldValue<T>(
  props: ElementRenderProps['props'],
  initial: T,
  onChange?: (value: T) => void,
): [T, (value: T) => void] {
  const runtime = useRuntime();
  const stateName = typeof props.stateName === 'string' ? props.stateName : '';
  const bound = stateName !== '' && Object.hasOwn(runtime.pageState, stateName);
  const [own, setOwn] = useState<T>(initial);
  const initialKey = JSON.stringify(initial);
  useEffect(() => setOwn(JSON.parse(initialKey) as T), [initialKey]);
  const value = bound ? (runtime.pageState[stateName] as T) : own;
  const setValue = (next: T) => {
    if (bound) runtime.actions.setState(stateName, next);
    else setOwn(next);
    onChange?.(next);
  };
  return [value, setValue];
}
