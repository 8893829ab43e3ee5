import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { exportableGeometry } from './exportable-geometry.ts';

describe('exportableGeometry', () => {
  it('uses a geometry of floats with unit normals as it is', () => {
    const box = new THREE.BoxGeometry();
    expect(exportableGeometry(box)).toBe(box);
  });

  it('writes quantized vertex data as floats and makes normals unit length', () => {
    const geometry = new THREE.BufferGeometry();
    geometry.setAttribute(
      'position',
      new THREE.BufferAttribute(new Int16Array([0, 0, 0, 32767, 0, 0, 0, 32767, 0]), 3, true),
    );
    // Normals a Draco decoder leaves slightly short.
    geometry.setAttribute(
      'normal',
      new THREE.BufferAttribute(new Float32Array([0, 0, 0.999, 0, 0, 0.999, 0, 0, 0]), 3),
    );
    geometry.setAttribute(
      'uv',
      new THREE.BufferAttribute(new Uint16Array([0, 0, 65535, 0, 0, 65535]), 2, true),
    );
    const copy = exportableGeometry(geometry);
    expect(copy).not.toBe(geometry);
    expect(exportableGeometry(geometry)).toBe(copy);
    expect(copy.getAttribute('position').array).toBeInstanceOf(Float32Array);
    expect(copy.getAttribute('position').getX(1)).toBe(1);
    expect(copy.getAttribute('uv').getX(1)).toBe(1);
    expect([copy.getAttribute('normal').getZ(0), copy.getAttribute('normal').getY(2)]).toEqual([1, 1]);
    expect(geometry.getAttribute('normal').getZ(0)).toBeCloseTo(0.999);
  });
});
