// Hotspot: web content anchored to a 3D point, drawn in the Canvas overlay and moved every frame to
// the point's screen position; hidden behind the camera; z-index from 16777271 (near) to 0 (far).
import { useFrame, useThree } from '@react-three/fiber';
import { HOTSPOT_Z_INDEX_RANGE } from '@vitrine/core';
import { useContext, useRef } from 'react';
import * as THREE from 'three';
import { ScopeContext } from '../render/context.ts';
import type { ElementRenderProps } from '../render/types.ts';
import { OverlayContext } from './overlay-store.ts';
import { num, vector3 } from './three-props.ts';
import { useOverlayEntry } from './use-overlay-entry.ts';

const point = new THREE.Vector3();
const cameraPosition = new THREE.Vector3();

export function Hotspot({ element, props, attributes, events, children }: ElementRenderProps) {
  const group = useRef<THREE.Group>(null);
  const store = useContext(OverlayContext);
  const scope = useContext(ScopeContext);
  const camera = useThree((state) => state.camera);
  const size = useThree((state) => state.size);
  const center = props.center !== false;
  const distanceFactor = num(props.distanceFactor, 0);

  const key = useOverlayEntry(
    true,
    () => (
      <ScopeContext.Provider value={scope}>
        <div {...attributes} onClick={events.onClick ? () => events.onClick?.() : undefined}>
          {children}
        </div>
      </ScopeContext.Provider>
    ),
    [scope, events, JSON.stringify(attributes), element.children?.join(',')],
  );

  useFrame(() => {
    const node = store?.nodes.get(key);
    if (!node || !group.current) return;
    group.current.getWorldPosition(point);
    const distance = point.distanceTo(camera.getWorldPosition(cameraPosition));
    point.project(camera);
    const behind = point.z > 1;
    node.style.display = behind ? 'none' : 'block';
    if (behind) return;
    const x = ((point.x + 1) / 2) * size.width;
    const y = ((1 - point.y) / 2) * size.height;
    const scale = distanceFactor > 0 ? distanceFactor / Math.max(distance, 1e-3) : 1;
    node.style.transform = `translate3d(${x}px, ${y}px, 0) scale(${scale})${center ? ' translate(-50%, -50%)' : ''}`;
    const far = 'far' in camera ? (camera as THREE.PerspectiveCamera).far : 1000;
    const [near, farZ] = HOTSPOT_Z_INDEX_RANGE;
    node.style.zIndex = String(Math.round(near - (near - farZ) * Math.min(1, Math.max(0, distance / far))));
  });

  return <group ref={group} position={vector3(props.position, [0, 0, 0])} />;
}
