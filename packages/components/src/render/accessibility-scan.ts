// The builder's accessibility checks (docs/accessibility.md), loaded on demand in the builder only.
//
// Images: an element drawn as an <img> whose alternative text is not the author's own (the file's
// name stands in, or there is none) and that is not marked decorative. It reads the element's static
// props: a bound alternative text counts as the author's.
//
// Contrast: every piece of text of the shown page, its
// colour as drawn against the background colours below it — its own element's and its ancestors',
// painted over each other down to the first opaque one (white past the top) — compared with what
// WCAG AA asks of its size and weight. It reads the browser's computed styles, so theme tokens,
// component defaults (a Button's primary colour) and advanced styles all count. It cannot see a
// background image or gradient (such text is skipped), an element placed over another, opacity or
// filters, or text drawn inside a 3D scene or an SVG.
import { imageAlt } from '../dom/image-alt.ts';
import type { AssetJson, PageJson } from '../model/project-json.ts';
import { IMAGE_PLACEHOLDER_CLASS } from '../styles/page-classes.ts';
import { contrastRatio, composite, parseColor, requiredRatio, WHITE, type Rgba } from './contrast.ts';
import { A11Y_TEXTS } from './texts.ts';

/** The computed styles the check reads. */
export type StyleOf = (
  element: Element,
) => Pick<
  CSSStyleDeclaration,
  'color' | 'backgroundColor' | 'backgroundImage' | 'fontSize' | 'fontWeight' | 'visibility'
>;

/** An element whose text has too little contrast: its worst piece of text. */
export interface LowContrast {
  elementId: string;
  ratio: number;
  required: number;
}

/** The background colour behind `element`, or null when a background image makes it unknowable. */
function backgroundBehind(element: Element, styleOf: StyleOf): Rgba | null {
  const layers: Rgba[] = [];
  for (let current: Element | null = element; current; current = current.parentElement) {
    const style = styleOf(current);
    if (style.backgroundImage && style.backgroundImage !== 'none') return null;
    // An empty value (a DOM without layout) is no background.
    const color = style.backgroundColor ? parseColor(style.backgroundColor) : null;
    if (style.backgroundColor && !color) return null;
    if (color && color.a > 0) layers.push(color);
    if (color && color.a >= 1) break;
  }
  return layers.reduceRight((below, layer) => composite(layer, below), WHITE);
}

/** The elements (by data-element-id) under `root` with text below its required contrast. */
export function findLowContrast(root: Element, styleOf: StyleOf): LowContrast[] {
  const worst = new Map<string, LowContrast>();
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent?.trim() || !parent || parent.closest('svg, style, script')) continue;
    const elementId = parent.closest('[data-element-id]')?.getAttribute('data-element-id');
    if (!elementId) continue;
    const style = styleOf(parent);
    const color = parseColor(style.color);
    if (!color || style.visibility === 'hidden') continue;
    const background = backgroundBehind(parent, styleOf);
    if (!background) continue;
    const ratio = contrastRatio(color, background);
    const required = requiredRatio(parseFloat(style.fontSize) || 16, Number(style.fontWeight) || 400);
    const known = worst.get(elementId);
    if (ratio < required && (!known || ratio / required < known.ratio / known.required))
      worst.set(elementId, { elementId, ratio, required });
  }
  return [...worst.values()];
}

/** '4.49' for 4.497: a ratio shown never reads as meeting what it misses. */
export const formatRatio = (ratio: number) => String(Math.floor(ratio * 100) / 100);

/** Each element's warnings by kind, for the diagnostics. */
export interface AccessibilityWarnings {
  altText: Map<string, string>;
  contrast: Map<string, string>;
}

/** The images of the page without alternative text of the author's own (not decorative). */
function imagesWithoutAlt(root: Element, page: PageJson, assets: Record<string, AssetJson>) {
  const warnings = new Map<string, string>();
  for (const image of root.querySelectorAll('img[data-element-id]')) {
    const id = image.getAttribute('data-element-id')!;
    const props = page.elements?.[id]?.props ?? {};
    const own = (name: string) => {
      const value = props[name];
      if (value?.type === 'binding') return 'bound';
      return value?.type === 'static' ? value.content : undefined;
    };
    const src = props.src;
    const assetName = src?.type === 'reference' ? assets[src.content ?? '']?.name : undefined;
    const alt = own('alt');
    const { origin } = imageAlt({
      alt: typeof alt === 'string' ? alt : '',
      decorative: own('decorative') === true,
      assetName,
      src: image.classList.contains(IMAGE_PLACEHOLDER_CLASS) ? '' : (image.getAttribute('src') ?? ''),
    });
    if (origin === 'file') warnings.set(id, A11Y_TEXTS.altFromFileName(image.getAttribute('alt') ?? ''));
    if (origin === 'none') warnings.set(id, A11Y_TEXTS.noAlt);
  }
  return warnings;
}

export function findAccessibilityWarnings(
  root: Element,
  styleOf: StyleOf,
  page: PageJson,
  assets: Record<string, AssetJson>,
): AccessibilityWarnings {
  return {
    altText: imagesWithoutAlt(root, page, assets),
    contrast: new Map(
      findLowContrast(root, styleOf).map((entry) => [
        entry.elementId,
        A11Y_TEXTS.lowContrast(formatRatio(entry.ratio), String(entry.required)),
      ]),
    ),
  };
}
