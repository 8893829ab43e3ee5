// A texture of a material asset, in three.js's JSON vocabulary (wrap and filter constants, colour
// space names) so the renderer can hand it to three unchanged.
import { z } from 'zod';
import type { TEXTURE_SLOTS } from './texture-slots.ts';

export { TEXTURE_SLOTS } from './texture-slots.ts';

/** three.js wrapping constants. */
export const TEXTURE_WRAP = { Repeat: 1000, Clamp: 1001, Mirror: 1002 } as const;
const TextureWrapSchema = z.union([
  z.literal(TEXTURE_WRAP.Repeat),
  z.literal(TEXTURE_WRAP.Clamp),
  z.literal(TEXTURE_WRAP.Mirror),
]);

/** three.js filter constants. */
export const TEXTURE_FILTER = {
  Nearest: 1003,
  NearestMipmapNearest: 1004,
  NearestMipmapLinear: 1005,
  Linear: 1006,
  LinearMipmapNearest: 1007,
  LinearMipmapLinear: 1008,
} as const;
const MagFilterSchema = z.union([z.literal(TEXTURE_FILTER.Nearest), z.literal(TEXTURE_FILTER.Linear)]);
const MinFilterSchema = z.number().int().min(TEXTURE_FILTER.Nearest).max(TEXTURE_FILTER.LinearMipmapLinear);

/** three.js colour spaces: none, sRGB, linear sRGB. */
export const COLOR_SPACES = { none: '', sRGB: 'srgb', linearSRGB: 'srgb-linear' } as const;
const ColorSpaceSchema = z.enum([COLOR_SPACES.none, COLOR_SPACES.sRGB, COLOR_SPACES.linearSRGB]);

export type TextureSlot = (typeof TEXTURE_SLOTS)[number];

/** Colour maps hold sRGB colours; data maps (normals, roughness, ...) are not colours. */
export function defaultColorSpace(slot: TextureSlot): z.infer<typeof ColorSpaceSchema> {
  return slot === 'map' || slot === 'emissiveMap' ? COLOR_SPACES.sRGB : COLOR_SPACES.none;
}

export const TextureSchema = z.object({
  uuid: z.string().min(1),
  /** The uuid of an image in the material's images list. */
  image: z.string().min(1),
  wrap: z.tuple([TextureWrapSchema, TextureWrapSchema]).default([TEXTURE_WRAP.Repeat, TEXTURE_WRAP.Repeat]),
  repeat: z.tuple([z.number(), z.number()]).default([1, 1]),
  colorSpace: ColorSpaceSchema.default(COLOR_SPACES.none),
  flipY: z.boolean().default(false),
  /** UV set: 0 is uv, 3 is uv3. */
  channel: z.number().int().min(0).max(3).default(0),
  magFilter: MagFilterSchema.default(TEXTURE_FILTER.Linear),
  minFilter: MinFilterSchema.default(TEXTURE_FILTER.LinearMipmapLinear),
  rotation: z.number().default(0),
});
export type Texture = z.infer<typeof TextureSchema>;
