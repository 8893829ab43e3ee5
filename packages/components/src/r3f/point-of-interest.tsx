// PointOfInterest: a camera position and look-at target. Invisible in live pages; in the builder a
// small marker shows where the camera would stand. The camera moves there when a
// focusPointOfInterest action names it (see point-of-interest-controls.tsx).
import { useRuntime } from '../render/context.ts';
import type { RenderProps } from '../render/types.ts';
import type { pointOfInterestMeta } from './point-of-interest.meta.ts';
import { objectHandlers } from './pointer-events.ts';
import { vector3 } from './three-props.ts';

export function PointOfInterest({ element, props, events }: RenderProps<typeof pointOfInterestMeta>) {
  const { mode } = useRuntime();
  if (mode !== 'edit') return null;
  return (
    <mesh
      position={vector3(props.position, [0, 0, 5])}
      userData={{ elementId: element.id }}
      {...objectHandlers(events)}
    >
      <octahedronGeometry args={[0.1]} />
      <meshBasicMaterial color="#f97316" wireframe />
    </mesh>
  );
}
