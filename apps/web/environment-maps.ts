// Serves the environment maps of the Environment and Stage presets at /environments/<preset>.exr —
// in the dev server from node_modules, in the build as emitted files — so 3D scenes are lit by real
// HDR images without reaching a CDN. The images are the CC0 HDRIs of @pmndrs/assets (512×256 EXR),
// which that package ships as base64 data URL modules; they are decoded to plain files here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Must match ENVIRONMENT_MAP_PATH and ENVIRONMENT_PRESETS in @vitrine/components. */
const PUBLIC_PATH = '/environments/';
export const PRESETS = [
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
];

export function hdriDirectory(): string {
  const pkg = createRequire(import.meta.url).resolve('@pmndrs/assets/package.json');
  return join(dirname(pkg), 'hdri');
}

/** The EXR bytes of one preset, decoded from the package's `export default 'data:…;base64,…'`. */
export function environmentMap(directory: string, preset: string): Buffer {
  const source = readFileSync(join(directory, `${preset}.exr.js`), 'utf8');
  const base64 = /;base64,([A-Za-z0-9+/=]+)/.exec(source)?.[1];
  if (!base64) throw new Error(`@pmndrs/assets/hdri/${preset}.exr.js holds no base64 data URL`);
  return Buffer.from(base64, 'base64');
}

export function environmentMaps(): Plugin {
  const directory = hdriDirectory();
  return {
    name: 'vitrine-environment-maps',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = request.url?.split('?')[0]?.slice(PUBLIC_PATH.length) ?? '';
        const preset = file.replace(/\.exr$/, '');
        if (!request.url?.startsWith(PUBLIC_PATH) || !file.endsWith('.exr') || !PRESETS.includes(preset))
          return next();
        response.setHeader('Content-Type', 'image/x-exr');
        response.end(environmentMap(directory, preset));
      });
    },
    generateBundle() {
      for (const preset of PRESETS)
        this.emitFile({
          type: 'asset',
          fileName: `${PUBLIC_PATH.slice(1)}${preset}.exr`,
          source: environmentMap(directory, preset),
        });
    },
  };
}
