// The insert menu's search: the product's ranking (trimmed, case-insensitive, prefix above
// substring, name plus display name).
import { searchComponents } from '@vitrine/core';
import type { ComponentMeta } from './use-registry.ts';

export function rankComponents(query: string, components: readonly ComponentMeta[]): ComponentMeta[] {
  return searchComponents(components, query);
}
