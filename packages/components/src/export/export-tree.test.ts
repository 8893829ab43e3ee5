import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import type { ElementJson } from '../model/project-json.ts';
import { exportTree, type ExportNames } from './export-tree.ts';

const elements: Record<string, ElementJson> = {
  seat: { id: 'seat', elementType: 'mesh', name: 'Seat' },
  model: { id: 'model', elementType: 'GltfModel', name: 'Lamp model' },
  poi: { id: 'poi', elementType: 'PointOfInterest' },
};
const names: ExportNames = {
  element: (id) => elements[id],
  materialName: (id) => (id === 'seat' ? 'Seat finish' : undefined),
  name: (element) => element.name ?? element.elementType,
};

const mesh = (material: THREE.Material = new THREE.MeshStandardMaterial(), elementId?: string) => {
  const object = new THREE.Mesh(new THREE.BoxGeometry(), material);
  if (elementId) object.userData.elementId = elementId;
  return object;
};

/** A live scene as Stage and ContactShadows draw it around a mesh element and a loaded model. */
function stagedScene() {
  const scene = new THREE.Scene();
  scene.add(new THREE.AmbientLight(), new THREE.SpotLight(), new THREE.GridHelper());
  const centre = new THREE.Group();
  centre.position.y = -0.5;
  const seat = mesh(undefined, 'seat');
  seat.position.x = 2;
  const model = new THREE.Group();
  model.userData.elementId = 'model';
  const part = mesh(new THREE.MeshStandardMaterial({ name: 'Brass' }));
  part.name = 'Arm';
  model.add(part);
  const hotspot = new THREE.Group();
  centre.add(new THREE.Group().add(seat), model, hotspot, mesh(undefined, 'poi'));
  const shadowTarget = new THREE.WebGLRenderTarget(8, 8);
  const contactShadows = new THREE.Group().add(
    mesh(new THREE.MeshBasicMaterial({ map: shadowTarget.texture })),
    new THREE.OrthographicCamera(),
  );
  const shadowCatcher = mesh(new THREE.ShadowMaterial(), 'seat');
  const hidden = mesh(undefined, 'seat');
  hidden.visible = false;
  scene.add(centre, contactShadows, shadowCatcher, hidden, mesh());
  return { scene, seat, part };
}

describe('exportTree', () => {
  it('keeps only the product meshes, placed and named as in the outliner', () => {
    const { scene, seat, part } = stagedScene();
    const { root, meshes } = exportTree(scene, names);
    expect([...meshes.keys()]).toEqual([seat, part]);
    const kept: string[] = [];
    root.traverse((object) => kept.push(`${object.type}:${object.name}`));
    // The identity group around the seat is dropped; the centring group stays.
    expect(kept).toEqual(['Scene:', 'Group:', 'Mesh:Seat', 'Group:Lamp model', 'Mesh:Arm']);
    const seatCopy = meshes.get(seat)!;
    seatCopy.updateWorldMatrix(true, false);
    expect(new THREE.Vector3().setFromMatrixPosition(seatCopy.matrixWorld).toArray()).toEqual([2, -0.5, 0]);
    expect(seatCopy.matrix.elements[12]).toBe(2);
  });

  it('shares geometry and names unnamed materials without touching the live scene', () => {
    const { scene, seat, part } = stagedScene();
    const { meshes } = exportTree(scene, names);
    const seatCopy = meshes.get(seat)!;
    expect(seatCopy.geometry).toBe(seat.geometry);
    expect((seatCopy.material as THREE.Material).name).toBe('Seat finish');
    expect((seat.material as THREE.Material).name).toBe('');
    expect(meshes.get(part)!.material).toBe(part.material);
    expect(seat.parent).not.toBeNull();
  });

  it('adds tangents for a normal map and leaves out maps it cannot read', () => {
    const scene = new THREE.Scene();
    const normalMap = new THREE.Texture();
    normalMap.image = new THREE.DataTexture(new Uint8Array(4), 1, 1).image;
    (normalMap as unknown as { isDataTexture: boolean }).isDataTexture = true;
    const video = new THREE.Texture({} as HTMLVideoElement);
    const live = mesh(new THREE.MeshStandardMaterial({ normalMap, emissiveMap: video }), 'seat');
    scene.add(live);
    const copy = exportTree(scene, names).meshes.get(live)!;
    expect(copy.geometry.getAttribute('tangent')).toBeDefined();
    expect(live.geometry.getAttribute('tangent')).toBeUndefined();
    const material = copy.material as THREE.MeshStandardMaterial;
    expect(material.emissiveMap).toBeNull();
    expect(material.normalMap).toBe(normalMap);
    expect((live.material as THREE.MeshStandardMaterial).emissiveMap).toBe(video);
  });
});
