// A plain JSON copy of the project document kept current by ProjectPatches (project-patch.ts): the
// preview frame's document. Patches copy only the objects along their path, so everything untouched
// keeps its reference and a renderer can skip it — except a page's element map, which is updated in
// place: copying a 10 000-key object costs more than the whole rest of an edit. The element ids it
// changed are collected instead, so a renderer wakes just those elements.
//
// Objects copied since the last `take()` belong to this copy alone and change in place; `take()`
// hands the project over (readers may keep it), after which the next patch copies again.
import type { ProjectPatch } from './project-patch.ts';

export type ProjectRecord = Record<string, unknown>;
type Container = Record<string | number, unknown>;
type Path = readonly (string | number)[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

function copyOf(value: Container): Container {
  return (Array.isArray(value) ? value.slice() : { ...value }) as Container;
}

/** ['pages', pageId, 'elements']: a page's element map, kept as one object. */
function isElementMap(path: Path, length: number): boolean {
  return length === 3 && path[0] === 'pages' && path[2] === 'elements';
}

export interface ProjectChange {
  project: ProjectRecord;
  /** The elements whose objects changed, or undefined when anything may have changed. */
  changedElements: ReadonlySet<string> | undefined;
}

export class PatchedProject {
  #snapshot: Container | null = null;
  #fresh = new WeakSet<object>();
  /** Elements replaced since the last take, or null when anything may have changed. */
  #changed: Set<string> | null = null;

  /** The whole project (the host's syncState answer); patches apply on top of it. */
  reset(project: ProjectRecord): void {
    this.#snapshot = project;
    this.#fresh = new WeakSet([project]);
    this.#changed = null;
  }

  /** One transaction of the source document; false (and nothing done) before the first reset. */
  apply(patches: readonly ProjectPatch[]): boolean {
    if (!this.#snapshot) return false;
    for (const patch of patches) this.#applyOne(patch);
    return true;
  }

  /** The project as it is now, still changing in place until the next take. */
  snapshot(): ProjectRecord | null {
    return this.#snapshot;
  }

  /** Hands over the project and what changed since the last take (null before the first reset). */
  take(): ProjectChange | null {
    const project = this.#snapshot;
    if (!project) return null;
    const changedElements = this.#changed ?? undefined;
    this.#fresh = new WeakSet();
    this.#changed = new Set();
    return { project, changedElements };
  }

  clear(): void {
    this.#snapshot = null;
  }

  #applyOne(patch: ProjectPatch): void {
    const path = patch.path;
    if (patch.kind === 'keys') {
      const target = this.#reach(path, path.length);
      if (!target || Array.isArray(target)) return;
      for (const [key, value] of Object.entries(patch.set)) target[key] = value;
      for (const key of patch.removed) delete target[key];
      if (isElementMap(path, path.length))
        for (const key of [...Object.keys(patch.set), ...patch.removed]) this.#changed?.add(key);
      return;
    }
    if (path.length === 0) {
      if (isContainer(patch.value) && !Array.isArray(patch.value)) this.reset(patch.value);
      return;
    }
    const parent = this.#reach(path, path.length - 1);
    if (!parent) return;
    parent[path[path.length - 1]!] = patch.value;
    if (isElementMap(path, path.length - 1)) this.#changed?.add(String(path[3]));
  }

  /**
   * The container at the first `length` keys of `path`, with every object on the way copied once.
   * Null when the path is gone: a parent replaced or removed earlier in the same transaction (Yjs
   * orders a transaction's events parents first), whose new value already holds this change.
   */
  #reach(path: Path, length: number): Container | null {
    let node = this.#snapshot!;
    if (!this.#fresh.has(node)) {
      node = copyOf(node);
      this.#fresh.add(node);
      this.#snapshot = node;
    }
    for (let index = 0; index < length; index++) {
      const key = path[index]!;
      const child = node[key];
      if (!isContainer(child)) return null;
      if (this.#fresh.has(child) || isElementMap(path, index + 1)) {
        node = child;
        continue;
      }
      const copy = copyOf(child);
      this.#fresh.add(copy);
      node[key] = copy;
      if (index === 3 && isElementMap(path, 3)) this.#changed?.add(String(key));
      node = copy;
    }
    return node;
  }
}
