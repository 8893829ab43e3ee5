import { describe, expect, it } from 'vitest';
import { createMaterialData, MATERIAL_BOUNDS, MaterialDataSchema } from './material-data.ts';
import { defaultColorSpace, TextureSchema } from './texture.ts';

describe('MaterialDataSchema', () => {
  it('fills the SPEC defaults', () => {
    const data = createMaterialData();
    expect(data).toMatchObject({
      ior: 1.5,
      metalness: 0,
      roughness: 1,
      aoMapIntensity: 1,
      lightMapIntensity: 1,
      alphaTest: 0,
      normalScale: [1, 1],
      transparent: false,
      textures: [],
      images: [],
    });
    expect(MATERIAL_BOUNDS.ior).toEqual({ min: 1, max: 2.33, step: 0.001, default: 1.5 });
    expect(MATERIAL_BOUNDS.alphaTest.step).toBe(0.01);
    expect(MATERIAL_BOUNDS.bumpScale.step).toBe(0.01);
  });

  it('enforces the bounds', () => {
    for (const invalid of [
      { ior: 0.9 },
      { ior: 2.4 },
      { metalness: 1.1 },
      { roughness: -0.1 },
      { sheen: 2 },
      { transmission: 1.5 },
      { specularIntensity: -1 },
      { alphaTest: 1.01 },
      { bumpScale: 2 },
      { normalScale: [0.5, 1.5] },
    ]) {
      expect(MaterialDataSchema.safeParse(invalid).success, JSON.stringify(invalid)).toBe(false);
    }
    expect(MaterialDataSchema.safeParse({ ior: 2.33, metalness: 1, map: 'tex-1' }).success).toBe(true);
  });
});

describe('TextureSchema', () => {
  it('defaults to repeat wrapping, uv channel and linear filters', () => {
    expect(TextureSchema.parse({ uuid: 't', image: 'i' })).toEqual({
      uuid: 't',
      image: 'i',
      wrap: [1000, 1000],
      repeat: [1, 1],
      colorSpace: '',
      flipY: false,
      channel: 0,
      magFilter: 1006,
      minFilter: 1008,
      rotation: 0,
    });
    expect(TextureSchema.safeParse({ uuid: 't', image: 'i', channel: 4 }).success).toBe(false);
    expect(TextureSchema.safeParse({ uuid: 't', image: 'i', wrap: [1000, 999] }).success).toBe(false);
  });

  it('uses sRGB for colour maps only', () => {
    expect(defaultColorSpace('map')).toBe('srgb');
    expect(defaultColorSpace('emissiveMap')).toBe('srgb');
    expect(defaultColorSpace('normalMap')).toBe('');
  });
});
