// How a material element inside a GltfModel reaches the model's meshes. A material element dresses
// its parent; a model's meshes come from its file, not from elements, so the GltfModel shares its
// loaded copy with its children here, with the component that puts a material on its meshes
// (dress-model.tsx, loaded with the model), and a MaterialVariant under it renders that component
// with the chosen material, as product configurators swap a model's finish. Kept apart from
// gltf-model.tsx, which loads with the glTF loaders only when a page has a model.
import { createContext, useContext, type ComponentType } from 'react';
import type { Object3D } from 'three';

export interface DressProps {
  /** The model mesh to dress (its name, as the material overrides list it); empty: every mesh. */
  meshName: string;
  /** A material asset's data, and its name in the library. */
  data: Record<string, unknown>;
  name?: string;
}

export interface ModelMeshes {
  /** The GltfModel element whose children read this. */
  elementId: string;
  /** This element's copy of the loaded model; null while the file loads. */
  object: Object3D | null;
  /** Puts a material on this model's meshes while it is rendered. */
  Dress: ComponentType<DressProps>;
}

export const ModelMeshesContext = createContext<ModelMeshes | null>(null);

/** The model an element dresses when its parent is a GltfModel; null otherwise. */
export function useParentModel(parentId: string | null | undefined): ModelMeshes | null {
  const model = useContext(ModelMeshesContext);
  return model && parentId && model.elementId === parentId ? model : null;
}
