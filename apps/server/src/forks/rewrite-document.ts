// Rewrites every string of a project document — map keys and values, at any depth — through one
// replacement, inside one transaction. A fork uses it to point the copied document at the copied
// files (new asset ids, new URLs) while keeping everything else exactly as it was.
import { PROJECT_ROOT, deepEqual } from '@vitrine/core';
import * as Y from 'yjs';

export type Replace = (text: string) => string;

/** A replacement of each `from` substring by its `to`. */
export function replaceAll(pairs: ReadonlyMap<string, string>): Replace {
  const entries = [...pairs].filter(([from, to]) => from && from !== to);
  return (text) => {
    let result = text;
    for (const [from, to] of entries) if (result.includes(from)) result = result.split(from).join(to);
    return result;
  };
}

function rewritePlain(value: unknown, replace: Replace): unknown {
  if (typeof value === 'string') return replace(value);
  if (Array.isArray(value)) return value.map((item) => rewritePlain(item, replace));
  if (value && typeof value === 'object' && !(value instanceof Uint8Array)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        replace(key),
        rewritePlain(item, replace),
      ]),
    );
  }
  return value;
}

const changed = (before: unknown, after: unknown) => !deepEqual(before, after);

function rewriteType(type: unknown, replace: Replace): void {
  if (type instanceof Y.Map) {
    for (const [key, value] of [...type.entries()]) {
      const newKey = replace(key);
      if (value instanceof Y.AbstractType) {
        rewriteType(value, replace);
        if (newKey !== key) {
          // An integrated type cannot move to another key: a copy takes its place.
          const copy = (value as Y.Map<unknown> | Y.Array<unknown> | Y.Text).clone();
          type.delete(key);
          type.set(newKey, copy);
        }
        continue;
      }
      const newValue = rewritePlain(value, replace);
      if (newKey !== key) type.delete(key);
      if (newKey !== key || changed(value, newValue)) type.set(newKey, newValue);
    }
  } else if (type instanceof Y.Array) {
    const items = type.toArray();
    items.forEach((value, index) => {
      if (value instanceof Y.AbstractType) {
        rewriteType(value, replace);
        return;
      }
      const newValue = rewritePlain(value, replace);
      if (!changed(value, newValue)) return;
      type.delete(index, 1);
      type.insert(index, [newValue]);
    });
  } else if (type instanceof Y.Text) {
    const text = type.toString();
    const next = replace(text);
    if (next !== text) {
      type.delete(0, text.length);
      type.insert(0, next);
    }
  }
}

/** Applies `replace` to every string of the project root map. */
export function rewriteDocumentStrings(doc: Y.Doc, replace: Replace): void {
  doc.transact(() => rewriteType(doc.getMap(PROJECT_ROOT), replace));
}
