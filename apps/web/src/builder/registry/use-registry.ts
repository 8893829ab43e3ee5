// The component registry as the builder reads it (one module so the rest of the builder does not
// depend on where the registry lives).
import { registry, type ComponentMeta, type ComponentRegistry } from '@vitrine/components';

export type { ComponentMeta };

export function useComponentRegistry(): ComponentRegistry {
  return registry;
}

export { registry };
