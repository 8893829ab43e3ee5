// generateThumbnail: a PNG data URL of the rendered page. html-to-image draws the DOM; WebGL
// canvases are kept readable (preserveDrawingBuffer) so 3D scenes appear in the picture.
import { OUTLINE_ATTRIBUTE, OUTLINE_STYLE_ATTRIBUTE } from '@vitrine/components';
import { toPng } from 'html-to-image';
import { OFFSCREEN_ATTRIBUTE } from './offscreen-units.ts';

/**
 * While the page is drawn: every part rendered (html-to-image copies computed styles, a skipped part
 * would come out empty) and no selection outline (it is not part of the page).
 */
const CAPTURE_RULES =
  `[${OFFSCREEN_ATTRIBUTE}]{content-visibility:visible!important}` +
  `[${OUTLINE_ATTRIBUTE}]{outline:none!important}`;

const TRANSPARENT_PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export async function captureThumbnail(root: HTMLElement): Promise<string> {
  const width = Math.max(1, root.scrollWidth || window.innerWidth);
  const height = Math.max(1, Math.min(root.scrollHeight || window.innerHeight, window.innerHeight));
  const capturing = document.createElement('style');
  capturing.textContent = CAPTURE_RULES;
  document.head.append(capturing);
  try {
    return await toPng(root, {
      width,
      height,
      backgroundColor: '#ffffff',
      cacheBust: false,
      // Fonts of other origins cannot be embedded from a sandboxed capture; skip rather than fail.
      skipFonts: true,
      // A broken image must not fail the whole capture.
      imagePlaceholder: TRANSPARENT_PIXEL,
      filter: (node) =>
        !(node instanceof HTMLImageElement && node.complete && node.naturalWidth === 0) &&
        !(node instanceof HTMLStyleElement && node.hasAttribute(OUTLINE_STYLE_ATTRIBUTE)),
    });
  } finally {
    capturing.remove();
  }
}
