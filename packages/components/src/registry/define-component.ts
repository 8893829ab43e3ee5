// A component's definition, written beside its renderer (dom/button.meta.ts beside dom/button.tsx),
// and the props its renderer receives, typed from it: adding a prop to a definition types the
// renderer's `props` (PropsOf). Definitions are checked against the metadata schema by the registry's
// tests (check-component.ts), so defining one costs the published runtime no zod.
import type * as TablerIcons from '@tabler/icons-react';
import type { commonProps } from './props.ts';
import type { ComponentMetaInput, PropMeta } from './schema.ts';

/** The export name of a Tabler icon ('IconClick'): the one icon the studio shows for a component. */
export type TablerIconName = Extract<keyof typeof TablerIcons, `Icon${string}`>;

/** What a component's definition holds: its metadata, with its icon one of the Tabler set. */
export type ComponentDefinition = ComponentMetaInput & { icon: TablerIconName };

/** The definition as written, names and defaults kept for PropsOf. */
export function defineComponent<const Definition extends ComponentDefinition>(
  definition: Definition,
): Definition {
  return definition;
}

/**
 * The value the renderer receives for a prop of this metadata: resolve-props.ts replaces a value of
 * the wrong type by the default (or coerces it: numbers from text, booleans from anything) and
 * clamps numbers to their bounds. Props without a type of their own (assets, code, custom, element
 * pickers) come as the document holds them.
 */
type ValueOf<Prop> = Prop extends { type: 'NUMBER' }
  ? number
  : Prop extends { type: 'BOOLEAN' }
    ? boolean
    : Prop extends { type: 'STRING' | 'COLOR' }
      ? string
      : Prop extends { type: 'SELECT'; default: infer Value }
        ? Value
        : Prop extends { type: 'VECTOR2D' }
          ? [number, number]
          : Prop extends { type: 'VECTOR3D' }
            ? [number, number, number]
            : unknown;

/** A prop without a default may be missing; a binding that yields null passes null through. */
type ResolvedValue<Prop> = ValueOf<Prop> | null | (Prop extends { default: unknown } ? never : undefined);

type PropsList<Definition> = Definition extends { props: readonly (infer Prop)[] } ? Prop : never;
type CommonProp = ReturnType<typeof commonProps>[number];

/** The resolved props of a component's elements, by prop name (the props every component has included). */
export type PropsOf<Definition extends ComponentMetaInput> = {
  [
    Prop in PropsList<Definition> | CommonProp as Prop extends PropMeta ? Prop['name'] : never
  ]: ResolvedValue<Prop>;
};
