// Material override list edits as pure functions: the model's `materialOverrides` prop holds
// [{type: 'material', mesh, targetMaterialId}], at most one per mesh.
import type { MaterialOverride } from '@vitrine/core';

export const MATERIAL_OVERRIDES_PROP = 'materialOverrides';

export function readOverrides(content: unknown): MaterialOverride[] {
  if (!Array.isArray(content)) return [];
  return content.filter(
    (item): item is MaterialOverride =>
      !!item &&
      typeof item === 'object' &&
      typeof (item as MaterialOverride).mesh === 'string' &&
      typeof (item as MaterialOverride).targetMaterialId === 'string',
  );
}

/** Sets (or with null removes) the override of one mesh. */
export function withOverride(
  overrides: readonly MaterialOverride[],
  mesh: string,
  targetMaterialId: string | null,
): MaterialOverride[] {
  const rest = overrides.filter((override) => override.mesh !== mesh);
  if (targetMaterialId === null) return rest;
  return [...rest, { type: 'material', mesh, targetMaterialId }];
}
