// Pages without 3D must not pay for three.js: the modules PageRenderer imports statically (what a
// DOM-only page loads) never reach three, react-three-fiber, drei or konva; those come in through
// the lazily imported Canvas module only. The component registry (every definition, the 3D ones
// written beside their renderers in r3f/ and konva/) imports none of them either.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const HEAVY = /^(three|@react-three\/|konva|react-konva)/;
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm;

function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const specifier = match[1] ?? match[2]!;
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return { files, packages };
}

/** A component's definition (button.meta.ts beside button.tsx): data, no renderer code. */
const isDefinition = (file: string) => file.endsWith('.meta.ts');

describe('bundle split', () => {
  it('keeps three.js and its friends out of the static graph of PageRenderer', () => {
    const { files, packages } = staticGraph(resolve(import.meta.dirname, 'page-renderer.tsx'));
    expect([...packages].filter((name) => HEAVY.test(name))).toEqual([]);
    expect([...files].filter((file) => /\/(r3f|konva)\//.test(file) && !isDefinition(file))).toEqual([]);
    expect(files.size).toBeGreaterThan(20);
  });

  it('keeps them out of the component registry, whose 3D definitions sit beside their renderers', () => {
    const { files, packages } = staticGraph(resolve(import.meta.dirname, '../registry/registry.ts'));
    expect([...packages].filter((name) => HEAVY.test(name))).toEqual([]);
    expect([...files].filter((file) => /\/(r3f|konva)\//.test(file) && !isDefinition(file))).toEqual([]);
    expect([...files].filter(isDefinition).length).toBeGreaterThan(40);
  });

  it('loads them through the Canvas module', () => {
    const { packages } = staticGraph(resolve(import.meta.dirname, '../r3f/scene-canvas.tsx'));
    expect(packages.has('@react-three/fiber')).toBe(true);
    expect(packages.has('three')).toBe(true);
  });
});
