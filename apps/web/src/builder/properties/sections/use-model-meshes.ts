// The meshes of a GltfModel element's file, for the editors that name them (material overrides, a
// material variant inside the model): the file is fetched and only its JSON is read (gltf-meshes.ts).
import type { PropValue } from '@vitrine/core';
import { useEffect, useState } from 'react';
import type * as Y from 'yjs';
import { useYMapKey } from '../../doc/use-y.ts';
import { useProjectAssets } from '../project-data.ts';
import { shownContent } from '../prop-values.ts';
import { useElementPart } from '../use-selection.ts';
import { gltfMeshNames } from './gltf-meshes.ts';

/** The URL of a GltfModel element's file (its `src`), or null without one. */
export function useModelUrl(element: Y.Map<unknown> | null): string | null {
  const props = useElementPart(element, 'props');
  const src = useYMapKey<PropValue>(props, 'src');
  const assets = useProjectAssets();
  if (src?.type === 'reference')
    return assets.find((asset) => asset.id === src.content)?.url ?? src.url ?? null;
  const content = shownContent(src, {});
  return typeof content === 'string' && content ? content : null;
}

/** The mesh names of the model at `url` (empty while it loads, or when it cannot be read). */
export function useMeshNames(url: string | null): string[] {
  const [meshes, setMeshes] = useState<string[]>([]);
  useEffect(() => {
    setMeshes([]);
    if (!url) return;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then((response) =>
        response.ok ? response.arrayBuffer() : Promise.reject(new Error(String(response.status))),
      )
      .then((buffer) => setMeshes(gltfMeshNames(buffer)))
      .catch(() => setMeshes([]));
    return () => controller.abort();
  }, [url]);
  return meshes;
}
