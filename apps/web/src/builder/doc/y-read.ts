// Defensive readers of the shared document's Y types: a value may be a Y type, a plain JSON value
// (older documents, imports) or missing while a collaborator's update is half applied.
import * as Y from 'yjs';

export function asYMap(value: unknown): Y.Map<unknown> | null {
  return value instanceof Y.Map ? (value as Y.Map<unknown>) : null;
}

export function readString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** An ordered list of ids stored as a Y.Array or a plain array. */
export function readIds(value: unknown): string[] {
  const list = value instanceof Y.Array ? (value.toArray() as unknown[]) : Array.isArray(value) ? value : [];
  return list.filter((id): id is string => typeof id === 'string');
}

/** A plain JSON view of a value that may be a Y type. */
export function toPlain(value: unknown): unknown {
  if (value instanceof Y.AbstractType) return value.toJSON() as unknown;
  return value;
}

/** A static prop's content (`{type: 'static', content}`), whether the prop is a Y.Map or plain. */
export function readStaticProp(props: unknown, name: string): unknown {
  const prop = toPlain(props instanceof Y.Map ? props.get(name) : (props as Record<string, unknown>)?.[name]);
  if (prop && typeof prop === 'object' && (prop as { type?: unknown }).type === 'static') {
    return (prop as { content?: unknown }).content;
  }
  return undefined;
}

/** SPEC §3: the visibility prop is a static boolean; anything but `false` shows the element. */
export function isElementVisible(element: Y.Map<unknown> | null): boolean {
  if (!element) return true;
  return readStaticProp(element.get('props'), 'visibility') !== false;
}

/** The outliner label of an element: its author-given name, else its display name, else its type. */
export function elementLabel(element: Y.Map<unknown> | null): string {
  if (!element) return '';
  return (
    readString(element.get('name')) ||
    readString(element.get('displayName')) ||
    readString(element.get('elementType')) ||
    ''
  );
}
