// The definitions of the geometries of a mesh: box, sphere, plane, cylinder (their renderers:
// geometries.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { number } from '../registry/props.ts';
import type { PropMeta } from '../registry/schema.ts';

const geometry = <const Name extends string, const Props extends PropMeta[]>(
  name: Name,
  displayName: string,
  props: Props,
) =>
  defineComponent({
    name,
    displayName,
    icon: 'IconShape',
    group: 'Geometry',
    description: `${displayName} geometry of the parent mesh.`,
    renderer: ['r3f'],
    props,
  });

const segments = <const Name extends string>(name: Name, label: string, value: number, min: number) =>
  number(name, label, value, { min, max: 512, step: 1 });

export const boxGeometryMeta = geometry('boxGeometry', 'Box', [
  number('width', 'Width', 1, { min: 0, step: 0.01 }),
  number('height', 'Height', 1, { min: 0, step: 0.01 }),
  number('depth', 'Depth', 1, { min: 0, step: 0.01 }),
]);

export const sphereGeometryMeta = geometry('sphereGeometry', 'Sphere', [
  number('radius', 'Radius', 1, { min: 0, step: 0.01 }),
  segments('widthSegments', 'Width segments', 32, 3),
  segments('heightSegments', 'Height segments', 16, 2),
]);

export const planeGeometryMeta = geometry('planeGeometry', 'Plane', [
  number('width', 'Width', 1, { min: 0, step: 0.01 }),
  number('height', 'Height', 1, { min: 0, step: 0.01 }),
]);

export const cylinderGeometryMeta = geometry('cylinderGeometry', 'Cylinder', [
  number('radiusTop', 'Top radius', 1, { min: 0, step: 0.01 }),
  number('radiusBottom', 'Bottom radius', 1, { min: 0, step: 0.01 }),
  number('height', 'Height', 1, { min: 0, step: 0.01 }),
  segments('radialSegments', 'Radial segments', 32, 3),
]);
