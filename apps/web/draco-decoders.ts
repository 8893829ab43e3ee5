// Serves three's Draco decoder (examples/jsm/libs/draco/gltf/) at /decoders/draco/ — in the dev
// server from node_modules, in the build as emitted files — so compressed models never need a CDN.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Must match DRACO_DECODER_PATH in @vitrine/components. */
const PUBLIC_PATH = '/decoders/draco/';
const FILES = ['draco_decoder.js', 'draco_decoder.wasm', 'draco_wasm_wrapper.js'];
const TYPES: Record<string, string> = { js: 'text/javascript', wasm: 'application/wasm' };

function decoderDirectory(): string {
  const three = createRequire(import.meta.url).resolve('three');
  return join(dirname(three), '..', 'examples', 'jsm', 'libs', 'draco', 'gltf');
}

export function dracoDecoders(): Plugin {
  const directory = decoderDirectory();
  return {
    name: 'vitrine-draco-decoders',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = request.url?.split('?')[0]?.slice(PUBLIC_PATH.length);
        if (!request.url?.startsWith(PUBLIC_PATH) || !file || !FILES.includes(file)) return next();
        response.setHeader('Content-Type', TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream');
        response.end(readFileSync(join(directory, file)));
      });
    },
    generateBundle() {
      for (const file of FILES)
        this.emitFile({
          type: 'asset',
          fileName: `${PUBLIC_PATH.slice(1)}${file}`,
          source: readFileSync(join(directory, file)),
        });
    },
  };
}
