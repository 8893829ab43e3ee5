// The builder's selection as the renderer's widgets read it: an Accordion or Tabs opens the item
// that holds a selected element, so authors see what they edit. A store, not runtime state: a
// selection change re-renders only the widgets whose open item it changes.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { DocumentStore } from './document-store.ts';

const NONE: readonly string[] = [];

export class SelectionStore {
  #selected: readonly string[] = NONE;
  readonly #listeners = new Set<() => void>();

  readonly get = (): readonly string[] => this.#selected;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  set(selected: readonly string[] | undefined): void {
    const next = selected ?? NONE;
    if (next.length === this.#selected.length && next.every((id, index) => id === this.#selected[index]))
      return;
    this.#selected = next;
    for (const listener of [...this.#listeners]) listener();
  }
}

export const SelectionContext = createContext<SelectionStore | null>(null);

/** Which of `childIds` holds (or is) the first selected element, following parent links. */
export function selectedChild(
  document: DocumentStore,
  selected: readonly string[],
  childIds: readonly string[],
): string | null {
  const elements = document.page().elements ?? {};
  const children = new Set(childIds);
  for (const start of selected) {
    const seen = new Set<string>();
    for (let id: string | null | undefined = start; id && !seen.has(id); id = elements[id]?.parent) {
      if (children.has(id)) return id;
      seen.add(id);
    }
  }
  return null;
}

/** The child holding the builder's selection; null in published pages and without a selection. */
export function useSelectedChild(document: DocumentStore, childIds: readonly string[]): string | null {
  const store = useContext(SelectionContext);
  const read = () => (store ? selectedChild(document, store.get(), childIds) : null);
  return useSyncExternalStore(store?.subscribe ?? noSubscribe, read, read);
}

const noSubscribe = () => () => undefined;
