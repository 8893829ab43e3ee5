// One thumbnail refresh: ask the preview frame for generateThumbnail() and upload the PNG. An upload
// happens only when the generation succeeded; every failure is silent (SPEC §5, §8).
import { requestOverBridge } from '@vitrine/components';
import { dataUrlToBlob, uploadThumbnail } from './thumbnail-api.ts';

export const PREVIEW_FRAME_SELECTOR = 'iframe[data-testid="preview-frame"]';
const GENERATION_TIMEOUT_MS = 15_000;

export async function refreshThumbnail(
  projectId: string,
  frame: HTMLIFrameElement | null = document.querySelector<HTMLIFrameElement>(PREVIEW_FRAME_SELECTOR),
): Promise<boolean> {
  const target = frame?.contentWindow;
  if (!target) return false;
  try {
    const result = await requestOverBridge(target, 'generateThumbnail', GENERATION_TIMEOUT_MS);
    if (result.error || !result.dataUrl?.startsWith('data:image/')) return false;
    await uploadThumbnail(projectId, await dataUrlToBlob(result.dataUrl));
    return true;
  } catch {
    return false;
  }
}
