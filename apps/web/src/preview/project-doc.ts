// The preview's copy of the project document: the JSON the host sent once, kept current by the
// host's patches (one per transaction, see ProjectPatch in @vitrine/components). Patches copy only
// the objects along their path, so everything untouched keeps its reference and the renderer skips
// it — except a page's element map, which is updated in place: copying a 10 000-key object costs
// more than the whole rest of an edit. Its changed element ids are handed on instead, so the renderer
// wakes just those elements. Listeners hear at most once per animation frame.
import type { ProjectJson, ProjectPatch } from '@vitrine/components';

type Container = Record<string | number, unknown>;
type Path = readonly (string | number)[];

export type ReplicaListener = (
  project: ProjectJson,
  changedElements: ReadonlySet<string> | undefined,
) => void;

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

export class ProjectReplica {
  #snapshot: ProjectJson | null = null;
  /** Objects copied since listeners last heard: nobody else holds them, so they change in place. */
  #fresh = new WeakSet<object>();
  /** Elements replaced since listeners last heard, or null when anything may have changed. */
  #changed: Set<string> | null = null;
  #frame: number | null = null;
  readonly #onChange: ReplicaListener;

  constructor(onChange: ReplicaListener) {
    this.#onChange = onChange;
  }

  /** The whole project (the host's syncState answer); patches apply on top of it. */
  reset(project: ProjectJson): void {
    this.#snapshot = project;
    this.#fresh = new WeakSet([project]);
    this.#changed = null;
    this.#schedule();
  }

  /** One transaction of the host's document. Ignored until the first reset. */
  apply(patches: readonly ProjectPatch[]): void {
    if (!this.#snapshot) return;
    for (const patch of patches) this.#applyOne(patch);
    this.#schedule();
  }

  snapshot(): ProjectJson | null {
    return this.#snapshot;
  }

  destroy(): void {
    if (this.#frame !== null) cancelAnimationFrame(this.#frame);
    this.#frame = null;
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
      if (isContainer(patch.value)) this.reset(patch.value as ProjectJson);
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
    let node = this.#snapshot as unknown as Container;
    if (!this.#fresh.has(node)) {
      node = copyOf(node);
      this.#fresh.add(node);
      this.#snapshot = node as unknown as ProjectJson;
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

  #schedule(): void {
    if (this.#frame !== null) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = null;
      const snapshot = this.#snapshot;
      if (!snapshot) return;
      const changed = this.#changed ?? undefined;
      this.#fresh = new WeakSet();
      this.#changed = new Set();
      this.#onChange(snapshot, changed);
    });
  }
}
