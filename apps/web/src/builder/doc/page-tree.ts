// A plain mirror of one page's element tree (roots, children, parents) for the outliner. It is
// rebuilt lazily only after a structural change (an element added or removed, a children list or a
// parent changed); renames and prop edits leave it alone, so a keystroke in a label never re-flattens
// a 10 000-element tree. Label changes bump a separate version that only the search filter reads.
import * as Y from 'yjs';
import { asYMap, readIds, readString } from './y-read.ts';

const STRUCTURAL_KEYS = new Set(['children', 'parent']);
const LABEL_KEYS = new Set(['name', 'displayName', 'elementType']);

export interface TreeSnapshot {
  roots: readonly string[];
  children: ReadonlyMap<string, readonly string[]>;
  parent: ReadonlyMap<string, string | null>;
}

export class PageTree {
  readonly page: Y.Map<unknown>;
  private snapshot: TreeSnapshot | null = null;
  private structureListeners = new Set<() => void>();
  private labelListeners = new Set<() => void>();
  private labelVersion = 0;

  constructor(page: Y.Map<unknown>) {
    this.page = page;
    this.page.observeDeep(this.onChange);
  }

  dispose(): void {
    this.page.unobserveDeep(this.onChange);
    this.structureListeners.clear();
    this.labelListeners.clear();
  }

  get elements(): Y.Map<unknown> | null {
    return asYMap(this.page.get('elements'));
  }

  element(id: string): Y.Map<unknown> | null {
    return asYMap(this.elements?.get(id));
  }

  /** The current tree; the same object until the next structural change. */
  read(): TreeSnapshot {
    this.snapshot ??= this.build();
    return this.snapshot;
  }

  get labelsVersion(): number {
    return this.labelVersion;
  }

  subscribeStructure = (listener: () => void): (() => void) => {
    this.structureListeners.add(listener);
    return () => this.structureListeners.delete(listener);
  };

  subscribeLabels = (listener: () => void): (() => void) => {
    this.labelListeners.add(listener);
    return () => this.labelListeners.delete(listener);
  };

  /** The ids of an element and all its descendants. */
  subtree(id: string): string[] {
    const { children } = this.read();
    const out: string[] = [];
    const stack = [id];
    while (stack.length) {
      const next = stack.pop()!;
      out.push(next);
      const kids = children.get(next);
      if (kids) for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
    }
    return out;
  }

  /** The ancestors of an element, nearest first. */
  ancestors(id: string): string[] {
    const { parent } = this.read();
    const out: string[] = [];
    let current = parent.get(id) ?? null;
    while (current && !out.includes(current)) {
      out.push(current);
      current = parent.get(current) ?? null;
    }
    return out;
  }

  private build(): TreeSnapshot {
    const roots = readIds(this.page.get('children'));
    const children = new Map<string, readonly string[]>();
    const parent = new Map<string, string | null>();
    const elements = this.elements;
    for (const id of roots) parent.set(id, null);
    elements?.forEach((value, id) => {
      const element = asYMap(value);
      if (!element) return;
      const kids = readIds(element.get('children'));
      children.set(id, kids);
      for (const kid of kids) parent.set(kid, id);
      if (!parent.has(id)) parent.set(id, readString(element.get('parent')) ?? null);
    });
    // Only ids that name an element are part of the tree (an update may be half applied).
    const known = (id: string) => elements?.has(id) ?? false;
    for (const [id, kids] of children)
      if (kids.some((kid) => !known(kid))) children.set(id, kids.filter(known));
    return { roots: roots.filter(known), children, parent };
  }

  private onChange = (events: Y.YEvent<Y.AbstractType<unknown>>[]): void => {
    let structural = false;
    let labels = false;
    for (const event of events) {
      const { target } = event;
      if (target === this.page) {
        if (event.changes.keys.has('children') || event.changes.keys.has('elements')) structural = true;
        continue;
      }
      if (target instanceof Y.Array) {
        // The page's root list or an element's children list.
        const path = event.path;
        if (path.length === 1 || path[path.length - 1] === 'children') structural = true;
        continue;
      }
      if (target instanceof Y.Map) {
        if (target === this.elements) {
          structural = true;
          continue;
        }
        const keys = (event as Y.YMapEvent<unknown>).keysChanged;
        // Direct keys of an element map: path is ['elements', id].
        if (event.path.length === 2 && event.path[0] === 'elements') {
          for (const key of keys) {
            if (STRUCTURAL_KEYS.has(key)) structural = true;
            if (LABEL_KEYS.has(key)) labels = true;
          }
        }
      }
    }
    if (structural) {
      this.snapshot = null;
      this.structureListeners.forEach((listener) => listener());
    }
    if (labels || structural) {
      this.labelVersion++;
      this.labelListeners.forEach((listener) => listener());
    }
  };
}
