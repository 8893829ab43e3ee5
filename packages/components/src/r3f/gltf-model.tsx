// GltfModel: a .gltf or .glb model of the project library, by URL. Draco-compressed models decode
// with the decoder Vitrine serves itself (DRACO_DECODER_PATH).
import { useGLTF } from '@react-three/drei';
import { Suspense, useMemo } from 'react';
import type { Object3D } from 'three';
import type { ElementRenderProps } from '../render/types.ts';
import { DRACO_DECODER_PATH } from './decoders.ts';
import { objectHandlers } from './pointer-events.ts';
import { transform } from './three-props.ts';

/** A URL whose path names a file other than .gltf/.glb is refused; extension-less asset URLs pass. */
export function isModelUrl(url: string): boolean {
  if (url.startsWith('data:')) return /^data:(model\/gltf|application\/octet-stream)/i.test(url);
  const path = url.split(/[?#]/)[0] ?? '';
  const file = path.slice(path.lastIndexOf('/') + 1);
  return !file.includes('.') || /\.(gltf|glb)$/i.test(file);
}

function Model({
  url,
  castShadow,
  receiveShadow,
}: {
  url: string;
  castShadow: boolean;
  receiveShadow: boolean;
}) {
  const { scene } = useGLTF(url, DRACO_DECODER_PATH);
  // Each element gets its own copy so the same model can appear twice.
  const object = useMemo(() => {
    const copy = scene.clone(true);
    copy.traverse((child: Object3D) => {
      child.castShadow = castShadow;
      child.receiveShadow = receiveShadow;
    });
    return copy;
  }, [scene, castShadow, receiveShadow]);
  return <primitive object={object} />;
}

export function GltfModel({ element, props, events, children }: ElementRenderProps) {
  const url = typeof props.src === 'string' ? props.src : '';
  if (url && !isModelUrl(url)) throw new Error('GltfModel accepts only .gltf and .glb files');
  return (
    <group {...transform(props)} userData={{ elementId: element.id }} {...objectHandlers(events)}>
      {url && (
        <Suspense fallback={null}>
          <Model
            url={url}
            castShadow={props.castShadow !== false}
            receiveShadow={props.receiveShadow !== false}
          />
        </Suspense>
      )}
      {children}
    </group>
  );
}
