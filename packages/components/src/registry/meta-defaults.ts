// A component's metadata as the renderer reads it, built from its definition without zod.
import { commonProps } from './props.ts';
import type { ComponentMeta, ComponentMetaInput } from './schema.ts';

/**
 * One definition with the props every component shares and the schema's defaults filled in — what
 * defineComponent (define-component.ts) answers for a valid definition, without zod, so the published
 * runtime does not load it. The definitions are checked against the schema by the registry's tests.
 */
export function withDefaults(input: ComponentMetaInput): ComponentMeta {
  const props = [...(input.props ?? [])];
  for (const prop of commonProps()) if (!props.some((p) => p.name === prop.name)) props.push(prop);
  return {
    ...input,
    acceptsChildren: input.acceptsChildren ?? false,
    events: (input.events ?? []).map((event) => ({ ...event, args: event.args ?? [] })),
    props: props.map((prop) => ({ ...prop, dynamic: prop.dynamic ?? false })),
    template: (input.template ?? []) as ComponentMeta['template'],
  };
}

/** What the renderer reads of the registry: one component's metadata by name. */
export interface ComponentLookup {
  get(name: string): ComponentMeta | undefined;
}
