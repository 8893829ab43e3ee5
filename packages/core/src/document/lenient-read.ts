// Lenient readers of the shared document's Y types, for views that must show whatever is there: a
// value may be a Y type, a plain JSON value (older documents, imports) or missing while a
// collaborator's update is half applied. They never throw; the strict accessors that operations use
// (missing parts are errors) are in access.ts.
import * as Y from 'yjs';
import { SPECIAL_PROPS } from '../schema/prop-value.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function asYMap(value: unknown): Y.Map<unknown> | null {
  return value instanceof Y.Map ? (value as Y.Map<unknown>) : null;
}

export function readString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** An ordered list of ids stored as a Y.Array or a plain array; anything but a string is skipped. */
export function readIds(value: unknown): string[] {
  const list: readonly unknown[] =
    value instanceof Y.Array ? (value as Y.Array<unknown>).toArray() : Array.isArray(value) ? value : [];
  return list.filter((id): id is string => typeof id === 'string');
}

/** A plain JSON view of a value that may be a Y type. */
export function toPlain(value: unknown): unknown {
  if (value instanceof Y.AbstractType) return value.toJSON() as unknown;
  return value;
}

/** A static prop's content (`{type: 'static', content}`), whether the props are a Y.Map or plain. */
export function readStaticProp(props: unknown, name: string): unknown {
  const raw =
    props instanceof Y.Map ? (props as Y.Map<unknown>).get(name) : isRecord(props) ? props[name] : undefined;
  const prop = toPlain(raw);
  return isRecord(prop) && prop.type === 'static' ? prop.content : undefined;
}

/** SPEC §3: the visibility prop is a static boolean; anything but `false` shows the element. */
export function isElementVisible(element: Y.Map<unknown> | null): boolean {
  if (!element) return true;
  return readStaticProp(element.get('props'), SPECIAL_PROPS.visibility) !== false;
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

/** Page ids in display order: by each page's `order` (0 when it has none), then id, on every replica. */
export function pageIdsInOrder(pages: Y.Map<unknown> | null): string[] {
  if (!pages) return [];
  const entries: { id: string; order: number }[] = [];
  pages.forEach((value, id) => {
    const order = asYMap(value)?.get('order');
    entries.push({ id, order: typeof order === 'number' ? order : 0 });
  });
  entries.sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return entries.map((entry) => entry.id);
}
