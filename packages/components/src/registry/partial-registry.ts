// The metadata a published page reads, loaded by part: the general and commerce components come with
// the renderer; the widgets, the 3D scene and the materials (most of the registry) load only when
// the page has a component of theirs. The studio uses the whole registry (registry.ts).
import { COMMERCE_COMPONENTS } from './commerce.ts';
import { GENERAL_COMPONENTS } from './general.ts';
import { withDefaults, type ComponentLookup } from './meta-defaults.ts';
import type { ComponentMeta, ComponentMetaInput } from './schema.ts';

const loadRest = () =>
  Promise.all([
    import('./widgets.ts').then((module) => module.WIDGET_COMPONENTS),
    import('./scene.ts').then((module) => module.SCENE_COMPONENTS),
    import('./scene-materials.ts').then((module) => module.MATERIAL_COMPONENTS),
  ]);

/** A registry holding the components of these types (and those that come with the renderer). */
export async function loadComponentLookup(types: Iterable<string>): Promise<ComponentLookup> {
  const byName = new Map<string, ComponentMeta>();
  const add = (definitions: readonly ComponentMetaInput[]) => {
    for (const definition of definitions) byName.set(definition.name, withDefaults(definition));
  };
  add(GENERAL_COMPONENTS);
  add(COMMERCE_COMPONENTS);
  if ([...types].some((type) => !byName.has(type))) for (const part of await loadRest()) add(part);
  return { get: (name) => byName.get(name) };
}
