// A counter that moves when the drawn shape of a part of the scene changes: an object moves, appears,
// disappears or swaps its geometry. Contact shadows depend on nothing else (their camera is fixed
// under the objects), so they re-render only then instead of every frame — on a software renderer
// their depth and blur passes would otherwise cost as much as the scene itself.
import { useFrame, useThree } from '@react-three/fiber';
import { useRef, useState, type RefObject } from 'react';
import type * as THREE from 'three';

/**
 * `root` null: the whole scene. With `movesCount` false only appearing, disappearing and swapped
 * geometry count (what changes a part's bounds when nothing is animated).
 */
export function useSceneRevision(
  root: RefObject<THREE.Object3D | null> | null,
  { movesCount = true }: { movesCount?: boolean } = {},
): number {
  const scene = useThree((state) => state.scene);
  const [revision, setRevision] = useState(0);
  const last = useRef<number[]>([]);

  useFrame(() => {
    const target = root ? root.current : scene;
    if (!target) return;
    const previous = last.current;
    let index = 0;
    let changed = false;
    const note = (value: number) => {
      if (previous[index] !== value) {
        previous[index] = value;
        changed = true;
      }
      index += 1;
    };
    target.traverseVisible((object) => {
      const mesh = object as THREE.Mesh;
      if (!mesh.isMesh) return;
      note(mesh.id);
      note(mesh.geometry?.id ?? -1);
      if (movesCount) for (const value of mesh.matrixWorld.elements) note(value);
    });
    if (index !== previous.length) {
      previous.length = index;
      changed = true;
    }
    if (changed) setRevision((value) => value + 1);
  });

  return revision;
}
