// Lights: ambient, directional, point, spot, hemisphere.
import type { RenderProps } from '../render/types.ts';
import type {
  ambientLightMeta,
  directionalLightMeta,
  hemisphereLightMeta,
  pointLightMeta,
  spotLightMeta,
} from './lights.meta.ts';
import { num, vector3 } from './three-props.ts';

const SHADOW_MAP = { 'shadow-mapSize': [1024, 1024] as [number, number] };

export function AmbientLight({ props }: RenderProps<typeof ambientLightMeta>) {
  return <ambientLight color={String(props.color)} intensity={num(props.intensity, 1)} />;
}

export function DirectionalLight({ props }: RenderProps<typeof directionalLightMeta>) {
  return (
    <directionalLight
      color={String(props.color)}
      intensity={num(props.intensity, 1)}
      position={vector3(props.position, [5, 5, 5])}
      castShadow={props.castShadow === true}
      {...SHADOW_MAP}
    />
  );
}

export function PointLight({ props }: RenderProps<typeof pointLightMeta>) {
  return (
    <pointLight
      color={String(props.color)}
      intensity={num(props.intensity, 1)}
      position={vector3(props.position, [0, 2, 0])}
      distance={num(props.distance, 0)}
      decay={num(props.decay, 2)}
      castShadow={props.castShadow === true}
    />
  );
}

export function SpotLight({ props }: RenderProps<typeof spotLightMeta>) {
  return (
    <spotLight
      color={String(props.color)}
      intensity={num(props.intensity, 1)}
      position={vector3(props.position, [0, 5, 0])}
      angle={num(props.angle, Math.PI / 6)}
      penumbra={num(props.penumbra, 0)}
      distance={num(props.distance, 0)}
      castShadow={props.castShadow === true}
      {...SHADOW_MAP}
    />
  );
}

export function HemisphereLight({ props }: RenderProps<typeof hemisphereLightMeta>) {
  return (
    <hemisphereLight
      color={String(props.color)}
      groundColor={String(props.groundColor)}
      intensity={num(props.intensity, 1)}
    />
  );
}
