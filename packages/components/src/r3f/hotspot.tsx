// Hotspot: web content anchored to a 3D point (drei Html, z-index range 16777271 to 0 — SPEC §9).
import { Html } from '@react-three/drei';
import type { ElementRenderProps } from '../render/types.ts';
import { DomBridge, useBridgedContexts } from './dom-bridge.tsx';
import { num, vector3 } from './three-props.ts';

export const HOTSPOT_Z_INDEX_RANGE: [number, number] = [16777271, 0];

export function Hotspot({ props, attributes, events, children }: ElementRenderProps) {
  const contexts = useBridgedContexts();
  const distanceFactor = num(props.distanceFactor, 0);
  return (
    <Html
      position={vector3(props.position, [0, 0, 0])}
      center={props.center !== false}
      occlude={props.occlude === true}
      distanceFactor={distanceFactor > 0 ? distanceFactor : undefined}
      zIndexRange={HOTSPOT_Z_INDEX_RANGE}
    >
      <DomBridge contexts={contexts}>
        <div {...attributes} onClick={events.onClick ? () => events.onClick?.() : undefined}>
          {children}
        </div>
      </DomBridge>
    </Html>
  );
}
