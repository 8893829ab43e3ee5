// ContactShadows: soft shadows on a ground plane (drei), drawn again only when the scene's shapes
// move (see use-scene-revision.ts), not on every frame.
import { ContactShadows as DreiContactShadows } from '@react-three/drei';
import type { RenderProps } from '../render/types.ts';
import type { contactShadowsMeta } from './contact-shadows.meta.ts';
import { num, vector3 } from './three-props.ts';
import { useSceneRevision } from './use-scene-revision.ts';

export function ContactShadows({ props }: RenderProps<typeof contactShadowsMeta>) {
  // drei's shadows count their frames from each render of theirs: a new revision re-renders them,
  // so they draw one more frame.
  const revision = useSceneRevision(null);
  return (
    <DreiContactShadows
      frames={1}
      userData={{ revision }}
      position={vector3(props.position, [0, -1, 0])}
      opacity={num(props.opacity, 0.5)}
      blur={num(props.blur, 1)}
      scale={num(props.scale, 10)}
      far={num(props.far, 10)}
      color={String(props.color ?? '#000000')}
    />
  );
}
