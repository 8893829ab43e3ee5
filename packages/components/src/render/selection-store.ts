// The builder's selection as the renderer reads it. Widgets: an Accordion or Tabs opens the item
// that holds a selected element, so authors see what they edit. Elements: the selected and hovered
// ones carry an outline attribute. A store, not runtime state: a selection change re-renders only
// the widgets whose open item it changes and the elements that gain or lose an outline, and the
// outline's style rule never changes (a rule naming element ids would make the browser restyle
// every element of the page whenever the selection moves).
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { DocumentStore } from './document-store.ts';

const NONE: readonly string[] = [];

export type Highlight = 'selected' | 'hovered';

/** The attribute an outlined element carries, and the static rules that draw it. */
export const OUTLINE_ATTRIBUTE = 'data-vitrine-outline';
/** The attribute of the style element holding OUTLINE_RULES. */
export const OUTLINE_STYLE_ATTRIBUTE = 'data-vitrine-selection';
/** The width of the outlines (device pixels), set by the builder to keep them thin at any zoom. */
export const OUTLINE_WIDTH_PROPERTY = '--vitrine-outline-width';
export const OUTLINE_RULES =
  `[${OUTLINE_ATTRIBUTE}=selected]{outline:var(${OUTLINE_WIDTH_PROPERTY},2px) solid #f97316;outline-offset:-1px}` +
  `[${OUTLINE_ATTRIBUTE}=hovered]{outline:var(${OUTLINE_WIDTH_PROPERTY},1px) dashed #f97316;outline-offset:-1px}`;

export class SelectionStore {
  #selected: readonly string[] = NONE;
  #hovered: string | null = null;
  readonly #listeners = new Set<() => void>();
  readonly #elementListeners = new Map<string, Set<() => void>>();

  readonly get = (): readonly string[] => this.#selected;

  readonly highlight = (id: string): Highlight | null =>
    this.#selected.includes(id) ? 'selected' : this.#hovered === id ? 'hovered' : null;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  subscribeElement(id: string, listener: () => void): () => void {
    let set = this.#elementListeners.get(id);
    if (!set) this.#elementListeners.set(id, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.#elementListeners.delete(id);
    };
  }

  set(selected: readonly string[] | undefined, hovered: string | null = null): void {
    const next = selected ?? NONE;
    const sameSelection =
      next.length === this.#selected.length && next.every((id, index) => id === this.#selected[index]);
    if (sameSelection && hovered === this.#hovered) return;
    const touched = new Set([...this.#selected, ...next]);
    for (const id of [this.#hovered, hovered]) if (id) touched.add(id);
    this.#hovered = hovered;
    if (!sameSelection) this.#selected = next;
    for (const id of touched) for (const listener of [...(this.#elementListeners.get(id) ?? [])]) listener();
    if (!sameSelection) for (const listener of [...this.#listeners]) listener();
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
const noHighlight = () => null;

/** Whether the builder outlines this element as selected or hovered (never on published pages). */
export function useElementHighlight(id: string): Highlight | null {
  const store = useContext(SelectionContext);
  const subscribe = useCallback(
    (listener: () => void) => (store ? store.subscribeElement(id, listener) : noSubscribe()),
    [store, id],
  );
  const read = store ? () => store.highlight(id) : noHighlight;
  return useSyncExternalStore(subscribe, read, read);
}
