// A plain mirror of one page's element tree (roots, children, parents) for the outliner. A
// structural change (an element added or removed, a children list or a parent changed) patches just
// the lists it touched, so a move on a 10 000-element page reads two lists, not the whole page;
// anything unusual (a page-level replacement, a list naming an element not there yet) rebuilds it
// lazily instead. Renames and prop edits leave it alone, so a keystroke in a label never re-flattens
// the tree. Label changes bump a separate version that only the search filter reads.
import * as Y from 'yjs';
import { asYMap, readIds, readString } from './lenient-read.ts';

const STRUCTURAL_KEYS = new Set(['children', 'parent']);
const LABEL_KEYS = new Set(['name', 'displayName', 'elementType']);

export interface TreeSnapshot {
  roots: readonly string[];
  children: ReadonlyMap<string, readonly string[]>;
  parent: ReadonlyMap<string, string | null>;
}

/** What one transaction changed in the tree, as the event handler collected it. */
interface StructuralChange {
  /** The page's own lists were replaced: only a rebuild is right. */
  rebuild: boolean;
  roots: boolean;
  /** Elements whose children list changed (or was replaced). */
  lists: Set<string>;
  /** Elements added to (or replaced in) the element map, and removed from it. */
  added: Set<string>;
  removed: Set<string>;
  /** Elements whose parent pointer changed. */
  parents: Set<string>;
}

/** The tree with its maps kept between changes: a new snapshot object shares them. */
interface MutableTree {
  roots: string[];
  children: Map<string, readonly string[]>;
  parent: Map<string, string | null>;
}

export class PageTree {
  readonly page: Y.Map<unknown>;
  private snapshot: TreeSnapshot | null = null;
  private tree: MutableTree | null = null;
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
    if (!this.snapshot) {
      this.tree ??= this.build();
      this.snapshot = { roots: this.tree.roots, children: this.tree.children, parent: this.tree.parent };
    }
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

  private build(): MutableTree {
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

  /**
   * Applies a transaction's structural change to the kept tree; false when it cannot (the tree is
   * then rebuilt on the next read). Ends with the same tree build() would give for a valid page.
   */
  private patch(change: StructuralChange): boolean {
    const tree = this.tree;
    const elements = this.elements;
    if (!tree || !elements || change.rebuild) return false;
    const { children, parent } = tree;
    const recheck = new Set<string>(change.parents);
    for (const id of change.removed) {
      if (elements.has(id)) continue;
      for (const kid of children.get(id) ?? []) recheck.add(kid);
      children.delete(id);
      parent.delete(id);
    }
    for (const id of change.added) {
      if (!elements.has(id)) continue;
      change.lists.add(id);
      recheck.add(id);
    }
    for (const id of change.lists) {
      const element = this.element(id);
      if (!element) continue;
      const kids = readIds(element.get('children'));
      for (const kid of children.get(id) ?? []) if (!kids.includes(kid)) recheck.add(kid);
      for (const kid of kids) {
        if (!elements.has(kid)) return false;
        parent.set(kid, id);
      }
      children.set(id, kids);
    }
    if (change.roots) {
      const roots = readIds(this.page.get('children'));
      for (const id of tree.roots) if (!roots.includes(id)) recheck.add(id);
      for (const id of roots) {
        if (!elements.has(id)) return false;
        parent.set(id, null);
      }
      tree.roots = roots;
    }
    // An element left a list or got another parent pointer: its parent is the list naming it.
    for (const id of recheck) {
      if (!elements.has(id)) continue;
      const pointer = readString(this.element(id)?.get('parent')) ?? null;
      const listed =
        pointer === null ? tree.roots.includes(id) : (children.get(pointer)?.includes(id) ?? false);
      // Listed elsewhere or nowhere (a half-applied move): only a full read knows.
      if (!listed) return false;
      parent.set(id, pointer);
    }
    return true;
  }

  private onChange = (events: Y.YEvent<Y.AbstractType<unknown>>[]): void => {
    const change: StructuralChange = {
      rebuild: false,
      roots: false,
      lists: new Set(),
      added: new Set(),
      removed: new Set(),
      parents: new Set(),
    };
    let structural = false;
    let labels = false;
    for (const event of events) {
      const { target } = event;
      const path = event.path;
      if (target === this.page) {
        if (event.changes.keys.has('children') || event.changes.keys.has('elements')) {
          structural = true;
          change.rebuild = true;
        }
        continue;
      }
      if (target instanceof Y.Array) {
        // The page's root list or an element's children list.
        if (path.length === 1 && path[0] === 'children') {
          structural = true;
          change.roots = true;
        } else if (path.length === 3 && path[0] === 'elements' && path[2] === 'children') {
          structural = true;
          change.lists.add(String(path[1]));
        } else if (path[path.length - 1] === 'children') {
          structural = true;
          change.rebuild = true;
        }
        continue;
      }
      if (target instanceof Y.Map) {
        const keys = (event as Y.YMapEvent<unknown>).keysChanged;
        if (target === this.elements) {
          structural = true;
          for (const key of keys) (target.has(key) ? change.added : change.removed).add(key);
          continue;
        }
        // Direct keys of an element map: path is ['elements', id].
        if (path.length === 2 && path[0] === 'elements') {
          const id = String(path[1]);
          for (const key of keys) {
            if (key === 'children') change.lists.add(id);
            if (key === 'parent') change.parents.add(id);
            if (STRUCTURAL_KEYS.has(key)) structural = true;
            if (LABEL_KEYS.has(key)) labels = true;
          }
        }
      }
    }
    if (structural) {
      if (!this.patch(change)) this.tree = null;
      this.snapshot = null;
      this.structureListeners.forEach((listener) => listener());
    }
    if (labels || structural) {
      this.labelVersion++;
      this.labelListeners.forEach((listener) => listener());
    }
  };
}
