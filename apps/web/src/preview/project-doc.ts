// The preview's replica of the project document: Yjs updates from the builder are applied to a
// local Y.Doc whose JSON snapshot is patched in place of being re-read. Each transaction re-reads
// only the Y types it changed and replaces them along a copy-on-write path from the root, so every
// untouched object keeps its reference and the renderer can skip it. Listeners hear at most once
// per animation frame however many updates arrive.
import * as Y from 'yjs';
import type { ProjectJson } from '@vitrine/components';

const PROJECT_ROOT = 'project';

type Json = Record<string, unknown> | unknown[];
type Path = (string | number)[];

function toJson(value: unknown): unknown {
  return value instanceof Y.AbstractType ? (value.toJSON() as unknown) : value;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function getIn(node: unknown, path: Path): unknown {
  let current = node;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** `node` with `value` at `path`: only the objects along the path are copied. */
function setIn(node: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(node) && typeof key === 'number') {
    const copy = node.slice();
    copy[key] = setIn(node[key], rest, value);
    return copy;
  }
  if (isObject(node)) return { ...node, [key]: setIn(node[key], rest, value) };
  throw new Error(`No object at ${String(key)}`);
}

export class ProjectReplica {
  readonly #doc = new Y.Doc();
  readonly #root = this.#doc.getMap(PROJECT_ROOT);
  #snapshot: Record<string, unknown> | null = null;
  #frame: number | null = null;
  #onChange: (project: ProjectJson) => void;

  constructor(onChange: (project: ProjectJson) => void) {
    this.#onChange = onChange;
    this.#root.observeDeep((events) => this.#patch(events));
  }

  applyUpdate(update: Uint8Array): void {
    Y.applyUpdate(this.#doc, update);
    this.#schedule();
  }

  /** The current snapshot (read in full the first time). */
  snapshot(): ProjectJson {
    this.#snapshot ??= this.#root.toJSON();
    return this.#snapshot as ProjectJson;
  }

  #patch(events: Y.YEvent<Y.AbstractType<unknown>>[]): void {
    if (this.#snapshot === null) return;
    try {
      let next: unknown = this.#snapshot;
      for (const event of events) next = this.#patchOne(next, event);
      if (!isObject(next)) throw new Error('The project is not an object');
      this.#snapshot = next;
    } catch {
      // A path that no longer matches the snapshot: read everything again.
      this.#snapshot = null;
    }
  }

  #patchOne(snapshot: unknown, event: Y.YEvent<Y.AbstractType<unknown>>): unknown {
    const path = event.path;
    const target = event.target;
    const previous = getIn(snapshot, path);
    // A map: only its changed keys are read again, its other values keep their references.
    if (event instanceof Y.YMapEvent && target instanceof Y.Map && isObject(previous)) {
      const copy: Record<string, unknown> = { ...previous };
      for (const key of event.keysChanged) {
        if (target.has(key)) copy[key] = toJson(target.get(key));
        else delete copy[key];
      }
      return setIn(snapshot, path, copy);
    }
    return setIn(snapshot, path, target.toJSON() as Json | string);
  }

  #schedule(): void {
    if (this.#frame !== null) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = null;
      this.#onChange(this.snapshot());
    });
  }

  destroy(): void {
    if (this.#frame !== null) cancelAnimationFrame(this.#frame);
    this.#doc.destroy();
  }
}
