// Whether a point is hidden from the camera by an object of the scene (Hotspot's `occlude`): a ray
// from the camera towards the point, stopped at the point, hits a visible, opaque mesh first.
import * as THREE from 'three';

const raycaster = new THREE.Raycaster();
const origin = new THREE.Vector3();
const direction = new THREE.Vector3();

function shownOnScreen(object: THREE.Object3D): boolean {
  for (let node: THREE.Object3D | null = object; node; node = node.parent) if (!node.visible) return false;
  return true;
}

function isOpaque(mesh: THREE.Mesh): boolean {
  const materials = Array.isArray(mesh.material) ? mesh.material : [mesh.material];
  // Contact shadow planes and glass are transparent: content behind them stays visible.
  return materials.some((material) => material && !material.transparent && material.visible);
}

export function isOccluded(scene: THREE.Object3D, camera: THREE.Camera, point: THREE.Vector3): boolean {
  camera.getWorldPosition(origin);
  const distance = origin.distanceTo(point);
  if (distance < 1e-6) return false;
  direction.subVectors(point, origin).normalize();
  raycaster.set(origin, direction);
  raycaster.near = 0;
  // A hit within a small margin of the point is the surface the content sits on, not a blocker.
  raycaster.far = distance * 0.995;
  for (const hit of raycaster.intersectObject(scene, true)) {
    const mesh = hit.object as THREE.Mesh;
    if (mesh.isMesh && shownOnScreen(mesh) && isOpaque(mesh)) return true;
  }
  return false;
}
