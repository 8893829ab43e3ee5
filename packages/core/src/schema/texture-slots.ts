// The texture slots of a material, apart from the texture schemas so the 3D renderer of a published
// page reads them without loading zod.
export const TEXTURE_SLOTS = [
  'map',
  'normalMap',
  'roughnessMap',
  'metalnessMap',
  'sheenRoughnessMap',
  'aoMap',
  'alphaMap',
  'bumpMap',
  'lightMap',
  'transmissionMap',
  'specularIntensityMap',
  'specularColorMap',
  'displacementMap',
  'emissiveMap',
  'envMap',
] as const;
