// Geometries of the parent mesh: box, sphere, plane, cylinder. Sizes become constructor args.
import type { ElementRenderProps } from '../render/types.ts';
import { num } from './three-props.ts';

export function BoxGeometry({ props }: ElementRenderProps) {
  return <boxGeometry args={[num(props.width, 1), num(props.height, 1), num(props.depth, 1)]} />;
}

export function SphereGeometry({ props }: ElementRenderProps) {
  return (
    <sphereGeometry
      args={[
        num(props.radius, 1),
        Math.max(3, num(props.widthSegments, 32)),
        Math.max(2, num(props.heightSegments, 16)),
      ]}
    />
  );
}

export function PlaneGeometry({ props }: ElementRenderProps) {
  return <planeGeometry args={[num(props.width, 1), num(props.height, 1)]} />;
}

export function CylinderGeometry({ props }: ElementRenderProps) {
  return (
    <cylinderGeometry
      args={[
        num(props.radiusTop, 1),
        num(props.radiusBottom, 1),
        num(props.height, 1),
        Math.max(3, num(props.radialSegments, 32)),
      ]}
    />
  );
}
