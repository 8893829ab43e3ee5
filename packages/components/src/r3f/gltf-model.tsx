// GltfModel: a .gltf or .glb model of the project library, by URL. Draco-compressed models decode
// with the decoder Vitrine serves itself (DRACO_DECODER_PATH). A model that failed to load offline
// loads when the browser is back online (reload-when-online.tsx). Its copy of the model is shared
// with its children (model-meshes.ts), so a MaterialVariant inside dresses the model's meshes.
import { useGLTF } from '@react-three/drei';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import type { MaterialOverride } from '@vitrine/core';
import { Mesh, type Object3D } from 'three';
import { useProject } from '../render/context.ts';
import type { RenderProps } from '../render/types.ts';
import type { gltfModelMeta } from './gltf-model.meta.ts';
import { buildMaterial } from './build-material.ts';
import { DRACO_DECODER_PATH } from './decoders.ts';
import { projectMaterialData } from './gl-material-data.ts';
import { ModelMeshesContext, type DressProps } from './model-meshes.ts';
import { ReloadWhenOnline } from './reload-when-online.tsx';
import { objectHandlers } from './pointer-events.ts';
import { transform } from './three-props.ts';

/** A URL whose path names a file other than .gltf/.glb is refused; extension-less asset URLs pass. */
export function isModelUrl(url: string): boolean {
  if (url.startsWith('data:')) return /^data:(model\/gltf|application\/octet-stream)/i.test(url);
  const path = url.split(/[?#]/)[0] ?? '';
  const file = path.slice(path.lastIndexOf('/') + 1);
  return !file.includes('.') || /\.(gltf|glb)$/i.test(file);
}

// Loaded when a material variant first dresses a model, not with every page that shows one.
const DressModel = lazy(() => import('./dress-model.tsx').then((module) => ({ default: module.DressModel })));

function Dress(props: DressProps) {
  return (
    <Suspense fallback={null}>
      <DressModel {...props} />
    </Suspense>
  );
}

/** One override as a document being edited may hold it. */
type Override = Partial<MaterialOverride>;

interface ModelProps {
  url: string;
  castShadow: boolean;
  receiveShadow: boolean;
  overrides: Override[];
  /** Hears of each copy made (and null when it goes), for the element's children. */
  onObject: (object: Object3D | null) => void;
}

function Model({ url, castShadow, receiveShadow, overrides, onObject }: ModelProps) {
  const project = useProject();
  const { scene } = useGLTF(url, DRACO_DECODER_PATH);
  const overridesKey = JSON.stringify(overrides);
  // Each element gets its own copy so the same model can appear twice.
  const object = useMemo(() => {
    const copy = scene.clone(true);
    const byMesh = new Map<string, string>();
    for (const override of JSON.parse(overridesKey) as Override[])
      if (override.mesh && override.targetMaterialId) byMesh.set(override.mesh, override.targetMaterialId);
    copy.traverse((child: Object3D) => {
      child.castShadow = castShadow;
      child.receiveShadow = receiveShadow;
      const materialId = byMesh.get(child.name);
      const data = materialId ? projectMaterialData(project, materialId) : null;
      if (data && child instanceof Mesh) child.material = buildMaterial(data);
    });
    return copy;
  }, [scene, castShadow, receiveShadow, overridesKey, project]);
  useEffect(() => {
    onObject(object);
    return () => onObject(null);
  }, [object, onObject]);
  return <primitive object={object} />;
}

export function GltfModel({ element, props, events, children }: RenderProps<typeof gltfModelMeta>) {
  const url = typeof props.src === 'string' ? props.src : '';
  const [object, setObject] = useState<Object3D | null>(null);
  const shared = useMemo(() => ({ elementId: element.id, object, Dress }), [element.id, object]);
  if (url && !isModelUrl(url)) throw new Error('GltfModel accepts only .gltf and .glb files');
  return (
    <group {...transform(props)} userData={{ elementId: element.id }} {...objectHandlers(events)}>
      {url && (
        <ReloadWhenOnline clear={() => useGLTF.clear(url)}>
          <Suspense fallback={null}>
            <Model
              url={url}
              castShadow={props.castShadow !== false}
              receiveShadow={props.receiveShadow !== false}
              overrides={
                Array.isArray(props.materialOverrides) ? (props.materialOverrides as Override[]) : []
              }
              onObject={setObject}
            />
          </Suspense>
        </ReloadWhenOnline>
      )}
      <ModelMeshesContext.Provider value={shared}>{children}</ModelMeshesContext.Provider>
    </group>
  );
}
