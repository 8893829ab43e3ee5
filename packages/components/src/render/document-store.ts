// The project and page a PageRenderer shows, as a store each component subscribes to for just the
// part it reads (its element, its children, the whole project): with a document whose unchanged
// parts keep their references, an edit re-renders only the elements it touched.
import { useRef, useSyncExternalStore } from 'react';
import type { ElementJson, PageJson, ProjectJson } from '../model/project-json.ts';

export class DocumentStore {
  #project: ProjectJson;
  #page: PageJson;
  readonly #listeners = new Set<() => void>();

  constructor(project: ProjectJson, page: PageJson) {
    this.#project = project;
    this.#page = page;
  }

  readonly project = (): ProjectJson => this.#project;
  readonly page = (): PageJson => this.#page;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Takes the new project and page; subscribers hear of it on `notify`. */
  set(project: ProjectJson, page: PageJson): void {
    this.#project = project;
    this.#page = page;
  }

  notify(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}

export function useStoredProject(store: DocumentStore): ProjectJson {
  return useSyncExternalStore(store.subscribe, store.project, store.project);
}

export function useStoredPage(store: DocumentStore): PageJson {
  return useSyncExternalStore(store.subscribe, store.page, store.page);
}

export function useStoredElement(store: DocumentStore, id: string): ElementJson | undefined {
  const read = () => store.page().elements?.[id];
  return useSyncExternalStore(store.subscribe, read, read);
}

const NO_ELEMENTS: ElementJson[] = [];

/** The elements of `ids` that exist, as the same array while none of them changed. */
export function useStoredElements(store: DocumentStore, ids: readonly string[]): ElementJson[] {
  const last = useRef<ElementJson[]>(NO_ELEMENTS);
  const read = () => {
    const elements = store.page().elements ?? {};
    const next = ids.map((id) => elements[id]).filter((element): element is ElementJson => Boolean(element));
    const previous = last.current;
    if (next.length === previous.length && next.every((element, index) => element === previous[index]))
      return previous;
    last.current = next;
    return next;
  };
  return useSyncExternalStore(store.subscribe, read, read);
}
