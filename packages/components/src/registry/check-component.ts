// A component definition validated against the metadata schema, with the shared props appended:
// throws on invalid metadata. The registry builds from the same definitions without zod
// (withDefaults), which its tests hold equal to this for every definition.
import { commonProps } from './props.ts';
import { componentMetaSchema, type ComponentMeta, type ComponentMetaInput } from './schema.ts';

export function checkComponent(input: ComponentMetaInput): ComponentMeta {
  const props = [...(input.props ?? [])];
  for (const prop of commonProps()) if (!props.some((p) => p.name === prop.name)) props.push(prop);
  return componentMetaSchema.parse({ ...input, props });
}
