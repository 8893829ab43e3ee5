// Geometries of the parent mesh: box, sphere, plane, cylinder. Sizes become constructor args.
import type { RenderProps } from '../render/types.ts';
import type {
  boxGeometryMeta,
  cylinderGeometryMeta,
  planeGeometryMeta,
  sphereGeometryMeta,
} from './geometries.meta.ts';
import { num } from './three-props.ts';

export function BoxGeometry({ props }: RenderProps<typeof boxGeometryMeta>) {
  return <boxGeometry args={[num(props.width, 1), num(props.height, 1), num(props.depth, 1)]} />;
}

export function SphereGeometry({ props }: RenderProps<typeof sphereGeometryMeta>) {
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

export function PlaneGeometry({ props }: RenderProps<typeof planeGeometryMeta>) {
  return <planeGeometry args={[num(props.width, 1), num(props.height, 1)]} />;
}

export function CylinderGeometry({ props }: RenderProps<typeof cylinderGeometryMeta>) {
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
