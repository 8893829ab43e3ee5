// Where Vitrine serves the environment maps of the built-in presets (the CC0 HDRIs of @pmndrs/assets,
// decoded into the web build by apps/web's Vite config), so scenes are lit without reaching a CDN.
export const ENVIRONMENT_MAP_PATH = '/environments/';

export const ENVIRONMENT_PRESETS = [
  'studio',
  'city',
  'sunset',
  'dawn',
  'night',
  'warehouse',
  'forest',
  'apartment',
  'park',
  'lobby',
] as const;
export type EnvironmentPreset = (typeof ENVIRONMENT_PRESETS)[number];

/** The URL of a preset's map; an unknown name falls back to the studio. */
export function environmentMapUrl(preset: unknown): string {
  const name = ENVIRONMENT_PRESETS.includes(preset as EnvironmentPreset) ? String(preset) : 'studio';
  return `${ENVIRONMENT_MAP_PATH}${name}.exr`;
}
