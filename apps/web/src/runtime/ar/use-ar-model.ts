// The AR view's files, made from the live three.js scene of the page: a GLB with every material
// variant (KHR_materials_variants) for <model-viewer> and Android, and a USDZ of the configuration on
// screen for AR Quick Look on iOS. Both as object URLs, revoked when the view closes.
import type { ProjectJson } from '@vitrine/components/page';
import { useEffect, useState } from 'react';

export interface ArModel {
  glbUrl: string;
  usdzUrl: string;
}

export function useArModel(project: ProjectJson, pageId: string) {
  const [model, setModel] = useState<ArModel | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let urls: string[] = [];
    let cancelled = false;
    (async () => {
      const { exportGlb, exportUsdz, sceneToExport } = await import('@vitrine/components/scene-export');
      const { defineModelViewer } = await import('@vitrine/ar-viewer');
      const live = sceneToExport();
      const glb = await exportGlb(live, { project, pageId, variants: 'all' });
      const usdz = await exportUsdz(live, { project, pageId });
      await defineModelViewer();
      if (cancelled) return;
      urls = [
        URL.createObjectURL(new Blob([glb], { type: 'model/gltf-binary' })),
        URL.createObjectURL(new Blob([usdz as Uint8Array<ArrayBuffer>], { type: 'model/vnd.usdz+zip' })),
      ];
      setModel({ glbUrl: urls[0]!, usdzUrl: urls[1]! });
    })().catch((failure: unknown) => {
      if (!cancelled) setError(failure instanceof Error ? failure.message : String(failure));
    });
    return () => {
      cancelled = true;
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [project, pageId]);
  return { model, error };
}
