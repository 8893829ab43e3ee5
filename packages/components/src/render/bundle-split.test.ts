// Pages without 3D must not pay for three.js: the modules PageRenderer imports statically (what a
// DOM-only page loads) never reach three, react-three-fiber, drei or konva; those come in through
// the lazily imported Canvas module only.
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

describe('bundle split', () => {
  it('keeps three.js and its friends out of the static graph of PageRenderer', () => {
    const { files, packages } = staticGraph(resolve(import.meta.dirname, 'page-renderer.tsx'));
    expect([...packages].filter((name) => HEAVY.test(name))).toEqual([]);
    expect([...files].some((file) => file.includes('/r3f/'))).toBe(false);
    expect(files.size).toBeGreaterThan(20);
  });

  it('loads them through the Canvas module', () => {
    const { packages } = staticGraph(resolve(import.meta.dirname, '../r3f/scene-canvas.tsx'));
    expect(packages.has('@react-three/fiber')).toBe(true);
    expect(packages.has('three')).toBe(true);
  });
});
