// The preview's copy of the project document: the JSON the host sent once, kept current by the
// host's patches (one per transaction; the format and its application, PatchedProject, are in
// @vitrine/core). Listeners hear at most once per animation frame, with the element ids whose
// objects changed so the renderer wakes just those elements.
import { PatchedProject, type ProjectPatch, type ProjectRecord } from '@vitrine/core';
import type { ProjectJson } from '@vitrine/components';

export type ReplicaListener = (
  project: ProjectJson,
  changedElements: ReadonlySet<string> | undefined,
) => void;

// The host's document as the renderer reads it: the renderer reads ProjectJson defensively, field by
// field, so any JSON object the host sends serves as one.
const asProjectJson = (project: ProjectRecord): ProjectJson => project as ProjectJson;

export class ProjectReplica {
  readonly #project = new PatchedProject();
  #frame: number | null = null;
  readonly #onChange: ReplicaListener;

  constructor(onChange: ReplicaListener) {
    this.#onChange = onChange;
  }

  /** The whole project (the host's syncState answer); patches apply on top of it. */
  reset(project: ProjectRecord): void {
    this.#project.reset(project);
    this.#schedule();
  }

  /** One transaction of the host's document. Ignored until the first reset. */
  apply(patches: readonly ProjectPatch[]): void {
    if (this.#project.apply(patches)) this.#schedule();
  }

  snapshot(): ProjectJson | null {
    const project = this.#project.snapshot();
    return project && asProjectJson(project);
  }

  destroy(): void {
    if (this.#frame !== null) cancelAnimationFrame(this.#frame);
    this.#frame = null;
    this.#project.clear();
  }

  #schedule(): void {
    if (this.#frame !== null) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = null;
      const change = this.#project.take();
      if (change) this.#onChange(asProjectJson(change.project), change.changedElements);
    });
  }
}
