// The three.js catalogue handed to react-three-fiber (apps/web/three-catalogue.ts): the build's scan
// finds the scene elements a chunk creates however the minifier quoted them, leaves DOM and SVG
// elements out, and the catalogue holds every element the project's own 3D components write.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import * as catalogue from '../../../packages/components/src/r3f/three-catalogue.ts';
import { sceneElementsIn } from '../three-catalogue.ts';

describe('three.js catalogue', () => {
  it('finds the elements built chunks create, and only three.js classes', () => {
    const found = sceneElementsIn([
      {
        fileName: 'a.js',
        code: 'return(0,L.jsx)(`boxGeometry`,{args:[1]}),(0,L.jsxs)("group",{children:[]})',
      },
      { fileName: 'b.js', code: 'React.createElement("cubeCamera",{ref:r}),React.createElement("div",null)' },
      {
        fileName: 'c.js',
        code: "e.jsx('path',{d:'M0 0'}),e.jsx('line',{}),e.jsx(`group`,{}),e.jsx(`span`,{})",
      },
    ]);
    expect(Object.fromEntries(found)).toEqual({
      BoxGeometry: ['a.js'],
      Group: ['a.js', 'c.js'],
      CubeCamera: ['b.js'],
    });
  });

  it('holds every three.js element the 3D components write', () => {
    const directory = path.join(import.meta.dirname, '../../../packages/components/src/r3f');
    const written = new Set<string>();
    for (const file of readdirSync(directory).filter((name) => name.endsWith('.tsx')))
      for (const [, name] of readFileSync(path.join(directory, file), 'utf8').matchAll(
        /<([a-z][A-Za-z0-9]*)[\s/>]/g,
      )) {
        const className = name![0]!.toUpperCase() + name!.slice(1);
        if (className in THREE) written.add(className);
      }
    expect(written.size).toBeGreaterThan(10);
    expect([...written].filter((className) => !(className in catalogue))).toEqual([]);
  });
});
