// The transitions of a prop value between static and binding (SPEC.md §4), as pure functions of
// the current value. `undefined` means the prop is unset.
import type { PropValue } from '../schema/prop-value.ts';

/** Setting a static content: while bound, it becomes the binding's fallback. */
export function withStaticContent(current: PropValue | undefined, content: unknown): PropValue {
  if (current?.type === 'binding') return { type: 'binding', content: current.content, fallback: content };
  return { type: 'static', content };
}

/** Binding an expression: a static value is kept as the fallback; a binding keeps its fallback. */
export function withBinding(current: PropValue | undefined, expression: string): PropValue {
  if (current?.type === 'static') return { type: 'binding', content: expression, fallback: current.content };
  if (current?.type === 'binding' && current.fallback !== undefined) {
    return { type: 'binding', content: expression, fallback: current.fallback };
  }
  return { type: 'binding', content: expression };
}

/**
 * The binding toggle: a binding with a fallback reverts to that static value, a binding without
 * one is removed (undefined); anything else becomes a binding of `expression`.
 */
export function toggledBinding(current: PropValue | undefined, expression = ''): PropValue | undefined {
  if (current?.type === 'binding') {
    return current.fallback !== undefined ? { type: 'static', content: current.fallback } : undefined;
  }
  return withBinding(current, expression);
}
