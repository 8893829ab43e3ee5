// The data of a material asset (mime type MATERIAL_MIME_TYPE): physical material parameters with
// the editor's bounds and defaults (SPEC.md §5), its textures and images, and the texture uuid in
// each used slot.
import { z } from 'zod';
import { MaterialImageSchema } from './image.ts';
import { TEXTURE_SLOTS, TextureSchema, type TextureSlot } from './texture.ts';

/** Bounds and steps of the material editor's controls. */
export const MATERIAL_BOUNDS = {
  ior: { min: 1, max: 2.33, step: 0.001, default: 1.5 },
  metalness: { min: 0, max: 1, step: 0.001, default: 0 },
  roughness: { min: 0, max: 1, step: 0.001, default: 1 },
  sheen: { min: 0, max: 1, step: 0.001, default: 0 },
  sheenRoughness: { min: 0, max: 1, step: 0.001, default: 1 },
  transmission: { min: 0, max: 1, step: 0.001, default: 0 },
  specularIntensity: { min: 0, max: 1, step: 0.001, default: 1 },
  alphaTest: { min: 0, max: 1, step: 0.01, default: 0 },
  normalScale: { min: 0, max: 1, step: 0.01, default: 1 },
  bumpScale: { min: 0, max: 1, step: 0.01, default: 1 },
  aoMapIntensity: { min: 0, max: Infinity, step: 0.01, default: 1 },
  lightMapIntensity: { min: 0, max: Infinity, step: 0.01, default: 1 },
} as const;
type BoundedField = keyof typeof MATERIAL_BOUNDS;

function bounded(field: BoundedField) {
  const { min, max, default: fallback } = MATERIAL_BOUNDS[field];
  const schema = Number.isFinite(max) ? z.number().min(min).max(max) : z.number().min(min);
  return schema.default(fallback);
}

/** three.js sides: front, back, double. */
export const MATERIAL_SIDES = { Front: 0, Back: 1, Double: 2 } as const;
/** three.js normal map types: tangent space, object space. */
export const NORMAL_MAP_TYPES = { TangentSpace: 0, ObjectSpace: 1 } as const;

const normalScaleComponent = z
  .number()
  .min(MATERIAL_BOUNDS.normalScale.min)
  .max(MATERIAL_BOUNDS.normalScale.max);

const slotFields = Object.fromEntries(
  TEXTURE_SLOTS.map((slot) => [slot, z.string().nullable().optional()]),
) as {
  [slot in TextureSlot]: z.ZodOptional<z.ZodNullable<z.ZodString>>;
};

export const MaterialDataSchema = z.object({
  color: z.string().default('#ffffff'),
  ior: bounded('ior'),
  side: z
    .union([
      z.literal(MATERIAL_SIDES.Front),
      z.literal(MATERIAL_SIDES.Back),
      z.literal(MATERIAL_SIDES.Double),
    ])
    .default(MATERIAL_SIDES.Front),
  transparent: z.boolean().default(false),
  normalScale: z.tuple([normalScaleComponent, normalScaleComponent]).default([1, 1]),
  normalMapType: z
    .union([z.literal(NORMAL_MAP_TYPES.TangentSpace), z.literal(NORMAL_MAP_TYPES.ObjectSpace)])
    .default(NORMAL_MAP_TYPES.TangentSpace),
  metalness: bounded('metalness'),
  roughness: bounded('roughness'),
  sheen: bounded('sheen'),
  sheenRoughness: bounded('sheenRoughness'),
  sheenColor: z.string().default('#000000'),
  aoMapIntensity: bounded('aoMapIntensity'),
  alphaTest: bounded('alphaTest'),
  alphaHash: z.boolean().default(false),
  bumpScale: bounded('bumpScale'),
  lightMapIntensity: bounded('lightMapIntensity'),
  transmission: bounded('transmission'),
  specularIntensity: bounded('specularIntensity'),
  specularColor: z.string().default('#ffffff'),
  textures: z.array(TextureSchema).default([]),
  images: z.array(MaterialImageSchema).default([]),
  ...slotFields,
});
export type MaterialData = z.infer<typeof MaterialDataSchema>;

/** A material's data with every default filled in. */
export function createMaterialData(overrides: Partial<MaterialData> = {}): MaterialData {
  return MaterialDataSchema.parse(overrides);
}
