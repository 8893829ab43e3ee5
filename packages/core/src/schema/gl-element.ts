// A project-level 3D resource shared by scenes: a material (with its texture children) or a texture.
import { z } from 'zod';
import { PropValueSchema } from './prop-value.ts';

const GL_ELEMENT_TYPES = ['material', 'texture'] as const;

export const GlElementSchema = z.object({
  id: z.string().min(1),
  type: z.enum(GL_ELEMENT_TYPES),
  name: z.string(),
  props: z.record(z.string(), PropValueSchema).default({}),
  meta: z.record(z.string(), z.unknown()).default({}),
  /** Texture ids of a material. */
  children: z.array(z.string()).default([]),
  parentId: z.string().nullable().default(null),
});
export type GlElement = z.infer<typeof GlElementSchema>;
