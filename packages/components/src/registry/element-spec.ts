// What a new element of a component is made of: its display name, its props' defaults as static
// values and the children of its template (each with its own defaults), ready for core's
// insertElement.
import { staticProps, type NewElement } from '@vitrine/core';
import type { ComponentRegistry } from './registry.ts';
import type { ElementTemplate } from './schema.ts';

export function elementSpec(registry: ComponentRegistry, template: ElementTemplate | string): NewElement {
  const { elementType, name, props, children } =
    typeof template === 'string' ? { elementType: template } : template;
  const meta = registry.get(elementType);
  const childTemplates = children ?? meta?.template ?? [];
  return {
    elementType,
    displayName: meta?.displayName ?? elementType,
    ...(name ? { name } : {}),
    props: staticProps({ ...registry.defaults(elementType), ...props }),
    children: childTemplates.map((child) => elementSpec(registry, child)),
  };
}
