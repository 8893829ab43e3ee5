// Replaces the material of one mesh of a model with a project material.
import { z } from 'zod';

export const MaterialOverrideSchema = z.object({
  type: z.literal('material'),
  mesh: z.string().min(1),
  targetMaterialId: z.string().min(1),
});
export type MaterialOverride = z.infer<typeof MaterialOverrideSchema>;
