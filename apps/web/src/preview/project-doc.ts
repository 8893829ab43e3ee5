// The preview's replica of the project document: Yjs updates from the builder are applied to a
// local Y.Doc, and its JSON is re-read at most once per animation frame however many updates arrive.
import * as Y from 'yjs';
import type { ProjectJson } from '@vitrine/components';

const PROJECT_ROOT = 'project';

export class ProjectReplica {
  readonly #doc = new Y.Doc();
  #frame: number | null = null;
  #onChange: (project: ProjectJson) => void;

  constructor(onChange: (project: ProjectJson) => void) {
    this.#onChange = onChange;
  }

  applyUpdate(update: Uint8Array): void {
    Y.applyUpdate(this.#doc, update);
    this.#schedule();
  }

  #schedule(): void {
    if (this.#frame !== null) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = null;
      this.#onChange(this.#doc.getMap(PROJECT_ROOT).toJSON() as ProjectJson);
    });
  }

  destroy(): void {
    if (this.#frame !== null) cancelAnimationFrame(this.#frame);
    this.#doc.destroy();
  }
}
