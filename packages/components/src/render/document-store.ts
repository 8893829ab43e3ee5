// The project and page a PageRenderer shows, as a store each component subscribes to for just the
// part it reads (its element, its children, the whole project). Element subscriptions are keyed by
// element id: when the caller says which elements changed, an edit wakes only their subscribers, so
// its cost does not grow with the page (a 10 000-element page re-checks one or two elements, not all).
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { ElementJson, PageJson, ProjectJson } from '../model/project-json.ts';

type Listener = () => void;

export class DocumentStore {
  #project: ProjectJson;
  #page: PageJson;
  /** Elements changed since the last notify, or every element. */
  #changed: ReadonlySet<string> | null = null;
  #everything = false;
  readonly #listeners = new Set<Listener>();
  readonly #elementListeners = new Map<string, Set<Listener>>();

  constructor(project: ProjectJson, page: PageJson) {
    this.#project = project;
    this.#page = page;
  }

  readonly project = (): ProjectJson => this.#project;
  readonly page = (): PageJson => this.#page;

  /** Project- and page-level readers: they hear of every change. */
  readonly subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Readers of some elements: they hear of a change of one of these ids (or of an unknown change). */
  subscribeElements(ids: readonly string[], listener: Listener): () => void {
    for (const id of ids) {
      let set = this.#elementListeners.get(id);
      if (!set) {
        set = new Set();
        this.#elementListeners.set(id, set);
      }
      set.add(listener);
    }
    return () => {
      for (const id of ids) {
        const set = this.#elementListeners.get(id);
        if (!set) continue;
        set.delete(listener);
        if (set.size === 0) this.#elementListeners.delete(id);
      }
    };
  }

  /**
   * Takes the new project and page; subscribers hear of it on `notify`. `changed` names the elements
   * whose objects differ from the previous page's (the others kept their references); without it,
   * or when the page's element map is another object, every element reader checks again.
   */
  set(project: ProjectJson, page: PageJson, changed?: ReadonlySet<string>): void {
    if (project === this.#project && page === this.#page) return;
    const sameElements = page.elements === this.#page.elements;
    this.#project = project;
    this.#page = page;
    if (!changed || !sameElements) this.#everything = true;
    else if (!this.#everything)
      this.#changed = this.#changed ? new Set([...this.#changed, ...changed]) : changed;
  }

  notify(): void {
    for (const listener of [...this.#listeners]) listener();
    if (this.#everything) {
      const all = new Set<Listener>();
      for (const set of this.#elementListeners.values()) for (const listener of set) all.add(listener);
      for (const listener of all) listener();
    } else if (this.#changed) {
      const woken = new Set<Listener>();
      for (const id of this.#changed)
        for (const listener of this.#elementListeners.get(id) ?? []) woken.add(listener);
      for (const listener of woken) listener();
    }
    this.#everything = false;
    this.#changed = null;
  }
}

export function useStoredProject(store: DocumentStore): ProjectJson {
  return useSyncExternalStore(store.subscribe, store.project, store.project);
}

export function useStoredPage(store: DocumentStore): PageJson {
  return useSyncExternalStore(store.subscribe, store.page, store.page);
}

export function useStoredElement(store: DocumentStore, id: string): ElementJson | undefined {
  const subscribe = useCallback((listener: Listener) => store.subscribeElements([id], listener), [store, id]);
  const read = () => store.page().elements?.[id];
  return useSyncExternalStore(subscribe, read, read);
}

const NO_ELEMENTS: ElementJson[] = [];

/** The elements of `ids` that exist, as the same array while none of them changed. */
export function useStoredElements(store: DocumentStore, ids: readonly string[]): ElementJson[] {
  const last = useRef<ElementJson[]>(NO_ELEMENTS);
  const subscribe = useCallback((listener: Listener) => store.subscribeElements(ids, listener), [store, ids]);
  const read = () => {
    const elements = store.page().elements ?? {};
    const next: ElementJson[] = [];
    for (const id of ids) {
      const element = elements[id];
      if (element) next.push(element);
    }
    const previous = last.current;
    if (next.length === previous.length && next.every((element, index) => element === previous[index]))
      return previous;
    last.current = next;
    return next;
  };
  return useSyncExternalStore(subscribe, read, read);
}
