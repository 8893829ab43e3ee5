// Lights: ambient, directional, point, spot, hemisphere.
import type { ElementRenderProps } from '../render/types.ts';
import { num, vector3 } from './three-props.ts';

const SHADOW_MAP = { 'shadow-mapSize': [1024, 1024] as [number, number] };

export function AmbientLight({ props }: ElementRenderProps) {
  return <ambientLight color={String(props.color)} intensity={num(props.intensity, 1)} />;
}

export function DirectionalLight({ props }: ElementRenderProps) {
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

export function PointLight({ props }: ElementRenderProps) {
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

export function SpotLight({ props }: ElementRenderProps) {
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

export function HemisphereLight({ props }: ElementRenderProps) {
  return (
    <hemisphereLight
      color={String(props.color)}
      groundColor={String(props.groundColor)}
      intensity={num(props.intensity, 1)}
    />
  );
}
