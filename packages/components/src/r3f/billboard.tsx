// Billboard: keeps its children facing the camera (drei).
import { Billboard as DreiBillboard } from '@react-three/drei';
import type { RenderProps } from '../render/types.ts';
import type { billboardMeta } from './billboard.meta.ts';
import { vector3 } from './three-props.ts';

export function Billboard({ props, children }: RenderProps<typeof billboardMeta>) {
  return (
    <DreiBillboard position={vector3(props.position, [0, 0, 0])} follow={props.follow !== false}>
      {children}
    </DreiBillboard>
  );
}
