// react-three-fiber's <Canvas> registers `import * as THREE from 'three'` whole as the classes JSX
// elements may name, which keeps every three.js module in the 3D bundle. This plugin hands that one
// import the project's catalogue (packages/components/src/r3f/three-catalogue.ts), so three.js is
// bundled for what scenes use; react-three-fiber's other uses of three.js are untouched. After the
// build it reads every chunk for the elements created by name (jsx("mesh", …), createElement(…)) and
// fails when one is a three.js class missing from the catalogue, which would break a scene at run
// time. SVG's <line> and <path> share a name with a three.js class and are not scene elements.
import { fileURLToPath } from 'node:url';
import * as THREE from 'three';
import type { Plugin } from 'vite';
import * as catalogue from '../../packages/components/src/r3f/three-catalogue.ts';

const CATALOGUE_FILE = fileURLToPath(
  new URL('../../packages/components/src/r3f/three-catalogue.ts', import.meta.url),
);
const CANVAS_MODULE = /[\\/]@react-three[\\/]fiber[\\/]dist[\\/]react-three-fiber\.esm\.js$/;
const CREATED = /\b(?:jsxs?|jsxDEV|createElement)\)?\(\s*["'`]([a-z][A-Za-z0-9]*)["'`]/g;
const NOT_SCENE_ELEMENTS = new Set(['line', 'path']);

/** The three.js class names the chunks' code creates elements of, with the chunks that do. */
export function sceneElementsIn(chunks: { fileName: string; code: string }[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const { fileName, code } of chunks)
    for (const [, name] of code.matchAll(CREATED)) {
      const className = name![0]!.toUpperCase() + name!.slice(1);
      if (NOT_SCENE_ELEMENTS.has(name!) || !(className in THREE)) continue;
      const files = found.get(className) ?? [];
      if (!files.includes(fileName)) files.push(fileName);
      found.set(className, files);
    }
  return found;
}

export function threeCatalogue(): Plugin {
  return {
    name: 'vitrine-three-catalogue',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (source === 'three' && importer && CANVAS_MODULE.test(importer)) return CATALOGUE_FILE;
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [{ fileName: output.fileName, code: output.code }] : [],
      );
      const found = sceneElementsIn(chunks);
      // Every build has scenes with meshes: finding none means the scan no longer reads the output.
      if (!found.has('Mesh'))
        this.error(
          'The three.js catalogue check found no <mesh> in the build: its scan no longer reads the chunks',
        );
      const missing = [...found].filter(([className]) => !(className in catalogue));
      if (missing.length)
        this.error(
          `Scene elements missing from packages/components/src/r3f/three-catalogue.ts: ${missing
            .map(([className, files]) => `${className} (${files.join(', ')})`)
            .join('; ')}`,
        );
    },
  };
}
