// What a published page loads before its first render, read from its document: the metadata and the
// modules of the components it uses, and the page logic when it has bindings or interactions.
import type { ProjectJson } from '../model/project-json.ts';
import type { ComponentLookup } from '../registry/meta-defaults.ts';
import { loadComponentLookup } from '../registry/partial-registry.ts';
import { preloadImplementations } from './dom-implementations.ts';
import { loadEngine } from './engine-slot.ts';
import { elementTypesOf, hasPageLogic } from './page-needs.ts';

export { elementTypesOf, hasPageLogic };

/**
 * Loads what the project's pages need and answers the metadata to render them with. A module that
 * fails to load is not fatal: its elements show as errors, or load again when they render. With
 * `scene: false` (the server's render, which draws a Canvas as its box) the 3D renderer is not
 * fetched.
 */
export async function preparePage(
  project: ProjectJson,
  { scene = true }: { scene?: boolean } = {},
): Promise<ComponentLookup> {
  const types = elementTypesOf(project);
  const modules = [...types].filter((type) => scene || type !== 'Canvas');
  const [registry] = await Promise.all([
    loadComponentLookup(types),
    preloadImplementations(modules).catch(() => undefined),
    hasPageLogic(project) ? loadEngine().catch(() => undefined) : undefined,
  ]);
  return registry;
}
