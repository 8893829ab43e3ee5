// Hotspot: web content anchored to a 3D point, drawn in the Canvas overlay and moved in every frame
// the scene draws to the point's screen position; hidden behind the camera, and behind scene objects when `occlude` is
// on; z-index from 16777271 (near) to 0 (far).
import { useFrame, useThree } from '@react-three/fiber';
import { HOTSPOT_Z_INDEX_RANGE } from '@vitrine/core';
import { useContext, useEffect, useRef } from 'react';
import * as THREE from 'three';
import { ScopeContext, useRuntime } from '../render/context.ts';
import type { RenderProps } from '../render/types.ts';
import type { hotspotMeta } from './hotspot.meta.ts';
import { OverlayContext } from './overlay-store.ts';
import { num, vector3 } from './three-props.ts';
import { isOccluded } from './occlusion.ts';
import { useInvalidateOnCommit } from './invalidate-on-commit.tsx';
import { useOverlayEntry } from './use-overlay-entry.ts';

const point = new THREE.Vector3();
const cameraPosition = new THREE.Vector3();
/** Ray casts cost CPU on large models: the occlusion is checked at most this often. */
const OCCLUSION_CHECK_SECONDS = 0.1;

export function Hotspot({ element, props, attributes, events, children }: RenderProps<typeof hotspotMeta>) {
  const group = useRef<THREE.Group>(null);
  const store = useContext(OverlayContext);
  const scope = useContext(ScopeContext);
  const { track } = useRuntime();
  const camera = useThree((state) => state.camera);
  const size = useThree((state) => state.size);
  const center = props.center !== false;
  const distanceFactor = num(props.distanceFactor, 0);
  const occlude = props.occlude === true;
  const occlusion = useRef<{
    checkedAt: number;
    hidden: boolean;
    timer: ReturnType<typeof setTimeout> | null;
  }>({
    checkedAt: Number.NEGATIVE_INFINITY,
    hidden: false,
    timer: null,
  });

  const key = useOverlayEntry(
    true,
    () => (
      <ScopeContext.Provider value={scope}>
        <div
          {...attributes}
          onClick={() => {
            track?.({ type: 'hotspot_click', elementId: element.id });
            events.onClick?.();
          }}
        >
          {children}
        </div>
      </ScopeContext.Provider>
    ),
    [scope, events, track, element.id, JSON.stringify(attributes), element.children?.join(',')],
  );

  // Places the node at the point's screen position. Run in every frame the scene draws; when the
  // occlusion check was due but skipped, once more after the wait (a scene at rest draws no frame
  // that would run it, and the node needs no new frame of the scene to be placed).
  const place = (scene: THREE.Scene) => {
    const node = store?.nodes.get(key);
    if (!node || !group.current) return;
    group.current.getWorldPosition(point);
    const check = occlusion.current;
    if (!occlude) check.hidden = false;
    else {
      const now = performance.now();
      const wait = OCCLUSION_CHECK_SECONDS * 1000 - (now - check.checkedAt);
      if (wait <= 0) {
        check.checkedAt = now;
        check.hidden = isOccluded(scene, camera, point);
      } else if (check.timer === null)
        check.timer = setTimeout(() => {
          check.timer = null;
          place(scene);
        }, wait);
    }
    const distance = point.distanceTo(camera.getWorldPosition(cameraPosition));
    point.project(camera);
    const hidden = point.z > 1 || check.hidden;
    node.style.display = hidden ? 'none' : 'block';
    node.dataset.occluded = String(check.hidden);
    if (hidden) return;
    const x = ((point.x + 1) / 2) * size.width;
    const y = ((1 - point.y) / 2) * size.height;
    const scale = distanceFactor > 0 ? distanceFactor / Math.max(distance, 1e-3) : 1;
    node.style.transform = `translate3d(${x}px, ${y}px, 0) scale(${scale})${center ? ' translate(-50%, -50%)' : ''}`;
    const far = 'far' in camera ? (camera as THREE.PerspectiveCamera).far : 1000;
    const [near, farZ] = HOTSPOT_Z_INDEX_RANGE;
    node.style.zIndex = String(Math.round(near - (near - farZ) * Math.min(1, Math.max(0, distance / far))));
  };
  useFrame((state) => place(state.scene));
  useEffect(() => {
    const check = occlusion.current;
    return () => {
      if (check.timer !== null) clearTimeout(check.timer);
      check.timer = null;
    };
  }, []);
  // A moved point, or a change of what the overlay shows, is placed in the next frame.
  useInvalidateOnCommit();

  return <group ref={group} position={vector3(props.position, [0, 0, 0])} />;
}
