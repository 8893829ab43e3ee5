// What the fidelity story (preview-fidelity.e2e.ts) compares: the computed styles of a rendered page,
// element by element, and two screenshots by pixelmatch; and the page that holds every web component
// as the insert dialog makes it.
import { elementSpec, registry } from '@vitrine/components';
import { insertElement, staticProps } from '@vitrine/core';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Locator } from 'playwright-core';
import type * as Y from 'yjs';

/** Components the all-components page leaves out: the 3D ones (the 3D template covers the Canvas). */
const NOT_ON_THE_COMPONENTS_PAGE = new Set(['Canvas', 'Hotspot']);

/** Every web component that may stand on a page, in registry order. */
export function domComponents(): string[] {
  return registry
    .freeStanding()
    .filter((meta) => meta.renderer.includes('dom') && !NOT_ON_THE_COMPONENTS_PAGE.has(meta.name))
    .map((meta) => meta.name);
}

/**
 * A Flex that wraps its children (so most of them show at once on a desktop) holding one element of
 * every web component, each with the props and children the insert dialog gives it (elementSpec).
 */
export function buildComponentsPage(doc: Y.Doc, pageId: string): void {
  const flex = elementSpec(registry, 'Flex');
  const root = insertElement(doc, {
    pageId,
    parentId: null,
    ...flex,
    props: { ...flex.props, ...staticProps({ wrap: 'wrap', align: 'flex-start' }) },
  });
  for (const name of domComponents())
    insertElement(doc, { pageId, parentId: root, ...elementSpec(registry, name) });
}

/**
 * What legitimately differs between the builder's preview frame and the published page, each for one
 * reason:
 * - content-visibility, contain-intrinsic-*: while editing, the builder skips the rendering of page
 *   parts far below what the author looks at (apps/web/src/preview/offscreen-units.ts marks them
 *   data-vitrine-offscreen); they get their rendering back before they are scrolled into view. Left
 *   out only on the parts the builder marked.
 * - custom properties named --vitrine-…: the builder's own editing UI (the selection outline's width,
 *   kept thin at any zoom), which draws nothing while nothing is selected or hovered.
 */
const OFFSCREEN_PROPERTIES = new Set([
  'content-visibility',
  'contain-intrinsic-size',
  'contain-intrinsic-width',
  'contain-intrinsic-height',
  'contain-intrinsic-block-size',
  'contain-intrinsic-inline-size',
]);
const OFFSCREEN_MARK = 'data-vitrine-offscreen';
const EDITING_PROPERTY = /^--vitrine-/;

export type StyleSnapshot = Record<string, Record<string, string>>;

/**
 * Every element under the page's root (`[data-page-id]`, what <PageView> renders) with all of its
 * computed style. An element is keyed by its element id; an inner node of a component (a Radix part,
 * an icon's path) by the element it belongs to and its path from it, so both renderings match node
 * for node.
 */
export function styleSnapshot(root: Locator): Promise<StyleSnapshot> {
  return root.evaluate(
    (node, mark) => {
      // Both renderings are compared at the start of their animations (a Spinner turns).
      for (const animation of document.getAnimations()) {
        animation.pause();
        animation.currentTime = 0;
      }
      const snapshot: Record<string, Record<string, string>> = {};
      const seen: Record<string, number> = {};
      const record = (key: string, element: Element) => {
        const style = getComputedStyle(element);
        const values: Record<string, string> = {};
        for (let i = 0; i < style.length; i += 1) values[style[i]!] = style.getPropertyValue(style[i]!);
        if (element.hasAttribute(mark)) values[mark] = '';
        snapshot[key] = values;
      };
      const walk = (parent: Element, owner: string | null, path: string) => {
        let index = 0;
        for (const child of parent.children) {
          const id = child.getAttribute('data-element-id');
          if (id) {
            seen[id] = (seen[id] ?? 0) + 1;
            const key = seen[id] > 1 ? `${id}#${seen[id]}` : id;
            record(key, child);
            walk(child, key, '');
          } else {
            const childPath = `${path}/${child.tagName.toLowerCase()}[${index}]`;
            if (owner) record(`${owner} ${childPath}`, child);
            walk(child, owner, childPath);
          }
          index += 1;
        }
      };
      walk(node, null, '');
      return snapshot;
    },
    OFFSCREEN_MARK,
    // A page drawing a 3D scene on a software renderer leaves its main thread little time.
    { timeout: 90_000 },
  );
}

/** Where the page's 3D scenes are (the box of each element holding a canvas), in viewport pixels. */
export function sceneBoxes(root: Locator): Promise<Box[]> {
  return root.evaluate(
    (node) =>
      [...node.querySelectorAll('canvas')].map((canvas) => {
        const box = (canvas.closest('[data-element-id]') ?? canvas).getBoundingClientRect();
        return { x: box.x, y: box.y, width: box.width, height: box.height };
      }),
    undefined,
    { timeout: 90_000 },
  );
}

/** The differences between two snapshots, one line each (empty when they are equal). */
export function styleDifferences(builder: StyleSnapshot, published: StyleSnapshot): string[] {
  const lines: string[] = [];
  for (const key of new Set([...Object.keys(builder), ...Object.keys(published)])) {
    const a = builder[key];
    const b = published[key];
    if (!a || !b) {
      lines.push(`${key}: ${a ? 'only in the builder' : 'only on the published page'}`);
      continue;
    }
    const skipped = OFFSCREEN_MARK in a || OFFSCREEN_MARK in b;
    for (const name of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (name === OFFSCREEN_MARK || EDITING_PROPERTY.test(name)) continue;
      if (skipped && OFFSCREEN_PROPERTIES.has(name)) continue;
      if (a[name] !== b[name]) lines.push(`${key} ${name}: builder ${a[name]} ≠ published ${b[name]}`);
    }
  }
  return lines;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Paints each box in one colour on a PNG, so what it holds is not compared. */
function mask(png: PNG, boxes: Box[]): void {
  for (const box of boxes)
    for (
      let y = Math.max(0, Math.floor(box.y));
      y < Math.min(png.height, Math.ceil(box.y + box.height));
      y += 1
    )
      for (
        let x = Math.max(0, Math.floor(box.x));
        x < Math.min(png.width, Math.ceil(box.x + box.width));
        x += 1
      ) {
        const at = (y * png.width + x) * 4;
        png.data[at] = 255;
        png.data[at + 1] = 0;
        png.data[at + 2] = 255;
        png.data[at + 3] = 255;
      }
}

/** The share of pixels that differ (pixelmatch, threshold 0.1), with the boxes masked on both. */
export function pixelDifference(
  builder: Buffer,
  published: Buffer,
  masked: Box[] = [],
): { ratio: number; diff: PNG | null; size: string } {
  const a = PNG.sync.read(builder);
  const b = PNG.sync.read(published);
  if (a.width !== b.width || a.height !== b.height)
    return { ratio: 1, diff: null, size: `${a.width}x${a.height} vs ${b.width}x${b.height}` };
  mask(a, masked);
  mask(b, masked);
  const diff = new PNG({ width: a.width, height: a.height });
  const pixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 });
  return { ratio: pixels / (a.width * a.height), diff, size: `${a.width}x${a.height}` };
}
