import { describe, expect, it } from 'vitest';
import { Group, Mesh, MeshBasicMaterial, MeshStandardMaterial, type Material } from 'three';
import { dressMeshes, modelMeshes } from './dress-model.tsx';

function model() {
  const root = new Group();
  const seat = new Mesh(undefined, new MeshStandardMaterial({ name: 'seat' }));
  seat.name = 'Seat';
  const legs = new Mesh(undefined, new MeshStandardMaterial({ name: 'legs' }));
  legs.name = 'Legs';
  const frame = new Group();
  frame.add(legs);
  root.add(seat, frame);
  return { root, seat, legs };
}

describe('dressing a model', () => {
  it('finds every mesh of the model, or the one named', () => {
    const { root, seat, legs } = model();
    expect(modelMeshes(root)).toEqual([seat, legs]);
    expect(modelMeshes(root, 'Legs')).toEqual([legs]);
    expect(modelMeshes(root, 'Arm')).toEqual([]);
  });

  it('puts the material on the meshes and gives each its own back', () => {
    const { root, seat, legs } = model();
    const velvet = new MeshBasicMaterial({ name: 'velvet' });
    const undress = dressMeshes(modelMeshes(root), velvet);
    expect([seat, legs].map((mesh) => (mesh.material as Material).name)).toEqual(['velvet', 'velvet']);
    undress();
    expect([seat, legs].map((mesh) => (mesh.material as Material).name)).toEqual(['seat', 'legs']);
  });
});
