// mesh: one geometry and one material (its children), with a transform and shadows.
import type { RenderProps } from '../render/types.ts';
import type { meshMeta } from './mesh.meta.ts';
import { objectHandlers } from './pointer-events.ts';
import { transform } from './three-props.ts';

export function Mesh({ element, props, events, children }: RenderProps<typeof meshMeta>) {
  return (
    <mesh
      {...transform(props)}
      castShadow={props.castShadow !== false}
      receiveShadow={props.receiveShadow !== false}
      userData={{ elementId: element.id }}
      {...objectHandlers(events)}
    >
      {children}
    </mesh>
  );
}
