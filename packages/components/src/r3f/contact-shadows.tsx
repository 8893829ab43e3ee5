// ContactShadows: soft shadows on a ground plane (drei).
import { ContactShadows as DreiContactShadows } from '@react-three/drei';
import type { ElementRenderProps } from '../render/types.ts';
import { num, vector3 } from './three-props.ts';

export function ContactShadows({ props }: ElementRenderProps) {
  return (
    <DreiContactShadows
      position={vector3(props.position, [0, -1, 0])}
      opacity={num(props.opacity, 0.5)}
      blur={num(props.blur, 1)}
      scale={num(props.scale, 10)}
      far={num(props.far, 10)}
      color={String(props.color ?? '#000000')}
    />
  );
}
