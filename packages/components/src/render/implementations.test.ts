// Every registered component has a renderer, found under its name in the implementation maps: the
// web map (with the modules loaded on demand), the 3D map or the 2D canvas map.
import { describe, expect, it } from 'vitest';
import { KONVA_IMPLEMENTATIONS } from '../konva/implementations.ts';
import { R3F_IMPLEMENTATIONS } from '../r3f/implementations.ts';
import { registry } from '../registry/registry.ts';
import { DOM_IMPLEMENTATIONS } from './dom-implementations.ts';

describe('implementations', () => {
  it('renders every registered component, and only those', () => {
    const maps = [DOM_IMPLEMENTATIONS, R3F_IMPLEMENTATIONS, KONVA_IMPLEMENTATIONS];
    const unrendered = registry.list().filter((meta) => !maps.some((map) => map[meta.name]));
    expect(unrendered.map((meta) => meta.name)).toEqual([]);
    const unknown = maps.flatMap((map) => Object.keys(map)).filter((name) => !registry.has(name));
    expect(unknown).toEqual([]);
  });

  it('renders the web components in pages and the 3D ones in scenes', () => {
    for (const meta of registry.list()) {
      if (meta.renderer.length > 1) continue;
      const map =
        meta.renderer[0] === 'dom'
          ? DOM_IMPLEMENTATIONS
          : { ...R3F_IMPLEMENTATIONS, ...KONVA_IMPLEMENTATIONS };
      expect(map[meta.name], meta.name).toBeDefined();
    }
  });
});
