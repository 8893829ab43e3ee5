// What the 3D components say in the studio (material variants, dressed models).

export const MATERIAL_VARIANT_TEXTS = {
  assetMissing: (label: string) => `Material asset of variant "${label}" was not found`,
  misplaced:
    'A material variant dresses its parent: move it into a Mesh or a GLTF model (it changes nothing here).',
} as const;

export const DRESS_TEXTS = {
  noMeshNamed: (mesh: string) =>
    `The model has no mesh named "${mesh}": choose one of its meshes, or every mesh, in Model mesh.`,
  noMesh: 'The model has no mesh to dress.',
} as const;
