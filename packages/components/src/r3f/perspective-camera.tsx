// PerspectiveCamera: a camera; the default one renders the scene (drei).
import { PerspectiveCamera as DreiPerspectiveCamera } from '@react-three/drei';
import type { RenderProps } from '../render/types.ts';
import type { perspectiveCameraMeta } from './perspective-camera.meta.ts';
import { num, vector3 } from './three-props.ts';

export function PerspectiveCamera({ props }: RenderProps<typeof perspectiveCameraMeta>) {
  return (
    <DreiPerspectiveCamera
      makeDefault={props.makeDefault !== false}
      position={vector3(props.position, [0, 0, 5])}
      fov={num(props.fov, 75)}
      near={num(props.near, 0.1)}
      far={num(props.far, 1000)}
    />
  );
}
