// generateThumbnail: a PNG data URL of the top of the rendered page, as wide as the page and at most
// a window high. html-to-image draws the DOM; WebGL canvases are kept readable (preserveDrawingBuffer)
// so 3D scenes appear in the picture. It copies computed styles into every node it draws, on the
// preview's main thread (the builder's too where the browser keeps the sandboxed frame in the
// builder's process): only the elements that reach into the pictured area are drawn, with the
// properties that show in a picture, so a page of 10 000 elements costs what its first screen holds
// (about half a second here) instead of 15–35 s of frozen builder.
import { OUTLINE_ATTRIBUTE, OUTLINE_STYLE_ATTRIBUTE } from '@vitrine/components';
import { toPng } from 'html-to-image';
import { OFFSCREEN_ATTRIBUTE, POSITIONED } from './offscreen-units.ts';

/** Marks a skipped part of the page that the picture shows: it renders while the page is drawn. */
const CAPTURED_ATTRIBUTE = 'data-vitrine-captured';

/**
 * While the page is drawn: the skipped parts in the picture rendered (html-to-image copies computed
 * styles, a skipped part would come out empty) and no selection outline (it is not part of the page).
 */
const CAPTURE_RULES =
  `[${CAPTURED_ATTRIBUTE}]{content-visibility:visible!important}` +
  `[${OUTLINE_ATTRIBUTE}]{outline:none!important}`;

const TRANSPARENT_PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * The computed properties copied into the picture (html-to-image copies all ~360 by default, about a
 * millisecond per node): layout, box, flex and grid, backgrounds and borders, effects, text, media and
 * SVG paint. Inherited ones left out come from the parent's copy; others take their initial value.
 */
const PICTURED_PROPERTIES = [
  'display position top right bottom left z-index float clear box-sizing vertical-align visibility',
  'width height min-width min-height max-width max-height aspect-ratio overflow-x overflow-y',
  'margin-top margin-right margin-bottom margin-left',
  'padding-top padding-right padding-bottom padding-left',
  'flex-direction flex-wrap flex-grow flex-shrink flex-basis order row-gap column-gap',
  'justify-content justify-items justify-self align-content align-items align-self',
  'grid-template-columns grid-template-rows grid-template-areas grid-auto-flow grid-auto-columns',
  'grid-auto-rows grid-column-start grid-column-end grid-row-start grid-row-end',
  'border-top-width border-right-width border-bottom-width border-left-width',
  'border-top-style border-right-style border-bottom-style border-left-style',
  'border-top-color border-right-color border-bottom-color border-left-color',
  'border-top-left-radius border-top-right-radius border-bottom-right-radius border-bottom-left-radius',
  'border-collapse border-spacing table-layout caption-side',
  'background-color background-image background-size background-position background-repeat',
  'background-clip background-origin background-blend-mode',
  'opacity box-shadow filter backdrop-filter mix-blend-mode clip-path mask-image',
  'transform transform-origin translate rotate scale perspective transform-style',
  'color font-family font-size font-weight font-style font-stretch font-variant line-height',
  'letter-spacing word-spacing text-align text-indent text-transform text-shadow text-overflow',
  'text-decoration-line text-decoration-style text-decoration-color text-decoration-thickness',
  'text-underline-offset white-space word-break overflow-wrap hyphens direction writing-mode',
  'unicode-bidi tab-size list-style-type list-style-position list-style-image',
  '-webkit-line-clamp -webkit-box-orient -webkit-text-fill-color',
  'object-fit object-position image-rendering',
  'fill fill-opacity stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin stroke-dasharray',
].flatMap((line) => line.split(' '));

interface Area {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * Whether an element lies wholly outside the pictured area (in viewport coordinates). An element
 * without a box (display: contents, or not rendered) is kept: its children may still be in the picture.
 */
export function outsideArea(
  rect: Pick<DOMRect, 'top' | 'bottom' | 'left' | 'right' | 'width' | 'height'>,
  area: Area,
) {
  if (rect.width === 0 && rect.height === 0) return false;
  return (
    rect.top >= area.bottom || rect.bottom <= area.top || rect.left >= area.right || rect.right <= area.left
  );
}

/**
 * Fixed and sticky elements are always drawn: where they are on screen now (pinned to the window, or
 * stuck while the page is scrolled) says nothing of where the picture, the page's top, puts them.
 */
function pinned(element: Element): boolean {
  const position = element.ownerDocument.defaultView?.getComputedStyle(element).position;
  return position === 'fixed' || position === 'sticky';
}

/** The elements styled fixed or sticky under `root` and their ancestors, drawn wherever they lie. */
function pinnedAndAncestors(root: HTMLElement): Set<Element> {
  const kept = new Set<Element>();
  for (const element of root.querySelectorAll(POSITIONED)) {
    let node: Element | null = element;
    while (node && node !== root && !kept.has(node)) {
      kept.add(node);
      node = node.parentElement;
    }
  }
  return kept;
}

export async function captureThumbnail(root: HTMLElement): Promise<string> {
  const width = Math.max(1, root.scrollWidth || window.innerWidth);
  const height = Math.max(1, Math.min(root.scrollHeight || window.innerHeight, window.innerHeight));
  const rootRect = root.getBoundingClientRect();
  const area: Area = {
    top: rootRect.top,
    bottom: rootRect.top + height,
    left: rootRect.left,
    right: rootRect.left + width,
  };
  // Skipped parts keep their size, so where they lie is known without rendering them.
  const captured = [...root.querySelectorAll<HTMLElement>(`[${OFFSCREEN_ATTRIBUTE}]`)].filter(
    (unit) => !outsideArea(unit.getBoundingClientRect(), area),
  );
  for (const unit of captured) unit.setAttribute(CAPTURED_ATTRIBUTE, '');
  const kept = pinnedAndAncestors(root);
  const capturing = document.createElement('style');
  capturing.textContent = CAPTURE_RULES;
  document.head.append(capturing);
  try {
    return await toPng(root, {
      width,
      height,
      backgroundColor: '#ffffff',
      cacheBust: false,
      includeStyleProperties: PICTURED_PROPERTIES,
      // The page's fonts are embedded (html-to-image keeps fetched files for the next capture);
      // without them the picture fell back to a wider font and its text wrapped over itself. A font
      // that cannot be fetched (another origin without CORS) is left out, not a failed capture.
      skipFonts: false,
      // A broken image must not fail the whole capture.
      imagePlaceholder: TRANSPARENT_PIXEL,
      filter: (node) => {
        if (!(node instanceof Element)) return true;
        if (node instanceof HTMLImageElement && node.complete && node.naturalWidth === 0) return false;
        if (node instanceof HTMLStyleElement) return !node.hasAttribute(OUTLINE_STYLE_ATTRIBUTE);
        return kept.has(node) || !outsideArea(node.getBoundingClientRect(), area) || pinned(node);
      },
    });
  } finally {
    capturing.remove();
    for (const unit of captured) unit.removeAttribute(CAPTURED_ATTRIBUTE);
  }
}
