// The part of a GltfModel that dresses its meshes with a child's material (see model-meshes.ts): the
// material is built as usual but attached to nothing; the chosen meshes wear it while it is rendered
// and get their own material back after. Loaded with the model, not with every 3D page.
import { useContext, useLayoutEffect, useMemo, useState } from 'react';
import type { Material, Mesh, Object3D } from 'three';
import { MaterialFromData, type MaterialAttach } from './material-from-data.tsx';
import { ModelMeshesContext, type DressProps } from './model-meshes.ts';
import { useInvalidateOnCommit } from './invalidate-on-commit.tsx';
import { DRESS_TEXTS } from './texts.ts';

/** The model's meshes named `meshName` (the names the material overrides list), or all of them. */
export function modelMeshes(object: Object3D, meshName = ''): Mesh[] {
  const meshes: Mesh[] = [];
  object.traverse((child) => {
    if ((child as Mesh).isMesh && (!meshName || child.name === meshName)) meshes.push(child as Mesh);
  });
  return meshes;
}

/** Puts `material` on the meshes; the returned function gives each its own material back. */
export function dressMeshes(meshes: readonly Mesh[], material: Material): () => void {
  const own = meshes.map((mesh) => mesh.material);
  for (const mesh of meshes) mesh.material = material;
  return () =>
    meshes.forEach((mesh, index) => {
      if (mesh.material === material) mesh.material = own[index]!;
    });
}

/** The model's meshes take the material themselves: it is not attached to the model's group. */
const UNATTACHED: MaterialAttach = () => () => {};

export function DressModel({ meshName, data, name }: DressProps) {
  const object = useContext(ModelMeshesContext)?.object ?? null;
  const [material, setMaterial] = useState<Material | null>(null);
  const meshes = useMemo(() => (object ? modelMeshes(object, meshName) : null), [object, meshName]);
  useLayoutEffect(() => {
    if (!material || !meshes) return;
    return dressMeshes(meshes, material);
  }, [material, meshes]);
  // The meshes change material by hand, not through a prop: the scene draws again.
  useInvalidateOnCommit();
  if (meshes?.length === 0)
    throw new Error(meshName ? DRESS_TEXTS.noMeshNamed(meshName) : DRESS_TEXTS.noMesh);
  return <MaterialFromData data={data} name={name} attach={UNATTACHED} materialRef={setMaterial} />;
}
