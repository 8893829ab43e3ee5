// generateThumbnail: a PNG data URL of the rendered page. html-to-image draws the DOM; WebGL
// canvases are kept readable (preserveDrawingBuffer) so 3D scenes appear in the picture.
import { toPng } from 'html-to-image';

const TRANSPARENT_PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export async function captureThumbnail(root: HTMLElement): Promise<string> {
  const width = Math.max(1, root.scrollWidth || window.innerWidth);
  const height = Math.max(1, Math.min(root.scrollHeight || window.innerHeight, window.innerHeight));
  return toPng(root, {
    width,
    height,
    backgroundColor: '#ffffff',
    cacheBust: false,
    // Fonts of other origins cannot be embedded from a sandboxed capture; skip rather than fail.
    skipFonts: true,
    // A broken image must not fail the whole capture.
    imagePlaceholder: TRANSPARENT_PIXEL,
    // The builder's selection outline is not part of the page.
    filter: (node) =>
      !(node instanceof HTMLImageElement && node.complete && node.naturalWidth === 0) &&
      !(node instanceof HTMLStyleElement && node.hasAttribute('data-vitrine-selection')),
  });
}
