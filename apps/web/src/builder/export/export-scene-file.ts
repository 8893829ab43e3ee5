// Asks the preview frame for its 3D scene as GLB or USDZ (the preview holds the live three.js scene)
// and saves the bytes as a file named after the project and page.
import { requestOverBridge } from '@vitrine/components';

export type SceneExport = { format: 'glb' | 'usdz'; variants: 'current' | 'all' };

/** Exports can take a while on a large scene with many textures. */
const EXPORT_TIMEOUT_MS = 120_000;

function previewWindow(): Window {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[data-testid="preview-frame"]');
  if (!frame?.contentWindow) throw new Error('The preview is not ready yet');
  return frame.contentWindow;
}

export const exportFileName = (project: string, page: string, format: SceneExport['format']) =>
  `${`${project}-${page}`.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'scene'}.${format}`;

export async function exportSceneFile(request: SceneExport, fileName: string): Promise<void> {
  const result = await requestOverBridge(previewWindow(), 'exportScene', EXPORT_TIMEOUT_MS, request);
  if (result.error || !result.bytes) throw new Error(result.error ?? 'The export produced nothing');
  const type = request.format === 'glb' ? 'model/gltf-binary' : 'model/vnd.usdz+zip';
  const url = URL.createObjectURL(new Blob([result.bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
