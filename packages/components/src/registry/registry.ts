// The one component registry read by the insert menu, the property panel and the renderer.
// Definitions are trusted code checked by the tests, so building it needs no zod.
import { COMMERCE_COMPONENTS } from './commerce.ts';
import { GENERAL_COMPONENTS } from './general.ts';
import { MATERIAL_COMPONENTS } from './scene-materials.ts';
import { SCENE_COMPONENTS } from './scene.ts';
import { withDefaults, type ComponentLookup } from './meta-defaults.ts';
import type { ComponentMeta, ComponentMetaInput, Renderer } from './schema.ts';
import { WIDGET_COMPONENTS } from './widgets.ts';

export { withDefaults, type ComponentLookup };

/** Every component's definition, each written beside its renderer, in the insert menu's order. */
export const COMPONENT_DEFINITIONS = [
  ...GENERAL_COMPONENTS,
  ...COMMERCE_COMPONENTS,
  ...WIDGET_COMPONENTS,
  ...SCENE_COMPONENTS,
  ...MATERIAL_COMPONENTS,
] as const satisfies readonly ComponentMetaInput[];

/** The name of a registered component ('Button', 'mesh', …). */
export type ComponentName = (typeof COMPONENT_DEFINITIONS)[number]['name'];
/** The definition of the component of this name. */
export type DefinitionOf<Name extends ComponentName> = Extract<
  (typeof COMPONENT_DEFINITIONS)[number],
  { name: Name }
>;

export interface ComponentGroup {
  name: string;
  components: ComponentMeta[];
}

export class ComponentRegistry implements ComponentLookup {
  readonly #byName = new Map<string, ComponentMeta>();

  constructor(definitions: readonly ComponentMetaInput[]) {
    for (const definition of definitions) {
      if (this.#byName.has(definition.name))
        throw new Error(`Component ${definition.name} is registered twice`);
      this.#byName.set(definition.name, withDefaults(definition));
    }
  }

  get(name: string): ComponentMeta | undefined {
    return this.#byName.get(name);
  }

  has(name: string): boolean {
    return this.#byName.has(name);
  }

  list(): ComponentMeta[] {
    return [...this.#byName.values()];
  }

  /** Groups in registration order, each with its components. */
  groups(): ComponentGroup[] {
    const groups = new Map<string, ComponentMeta[]>();
    for (const meta of this.#byName.values()) {
      const list = groups.get(meta.group) ?? [];
      list.push(meta);
      groups.set(meta.group, list);
    }
    return [...groups].map(([name, components]) => ({ name, components }));
  }

  /** Default values of every prop that has one, keyed by prop name. */
  defaults(name: string): Record<string, unknown> {
    const meta = this.get(name);
    const values: Record<string, unknown> = {};
    for (const prop of meta?.props ?? []) if (prop.default !== undefined) values[prop.name] = prop.default;
    return values;
  }

  /**
   * Components that may be inserted into an element of type `parentType` (SPEC §4 insert menu):
   * renderers overlap, the parent's child types (if it names some) and the child's parent types.
   */
  insertableInto(parentType: string): ComponentMeta[] {
    const parent = this.get(parentType);
    if (!parent?.acceptsChildren) return [];
    return this.list().filter(
      (child) =>
        canContain(parent.renderer, child.renderer) &&
        (!parent.childTypes || parent.childTypes.includes(child.name)) &&
        (!child.parentTypes || child.parentTypes.includes(parent.name)),
    );
  }

  /** Components that may stand anywhere (page root, wrappers): those without parent types. */
  freeStanding(): ComponentMeta[] {
    return this.list().filter((component) => !component.parentTypes);
  }
}

/** A child may go under a parent only when their renderers overlap. */
export function canContain(parentRenderer: readonly Renderer[], childRenderer: readonly Renderer[]): boolean {
  return childRenderer.some((renderer) => parentRenderer.includes(renderer));
}

/** Page roots are web content. */
export const PAGE_RENDERER: readonly Renderer[] = ['dom'];

export const registry = new ComponentRegistry(COMPONENT_DEFINITIONS);
