// Web implementations by component name. The components nearly every page has (layout, text, links,
// buttons, images, prices) are part of the renderer; every other one — fields, icons, variants, and
// each component built on Radix, marked or DOMPurify — and the Canvas with
// three.js, react-three-fiber, drei and konva, is its own module fetched only when a page renders it
// (lazy-implementations.ts). A published page preloads the modules its document uses before its first
// render, so it neither downloads widgets it does not show nor flashes while they load.
import { Anchor } from '../dom/anchor.tsx';
import { Button } from '../dom/button.tsx';
import { CurrencyLabel } from '../dom/currency-label.tsx';
import { Flex } from '../dom/flex.tsx';
import { Image } from '../dom/image.tsx';
import { Text } from '../dom/text.tsx';
import { TotalPrice } from '../dom/total-price.tsx';
import { For } from '../logic/for.tsx';
import { Show } from '../logic/show.tsx';
import { LazyCanvas, preloadSceneCanvas } from './lazy-canvas.tsx';
import { lazyImplementations, type ComponentModuleLoaders } from './lazy-implementations.ts';
import { DOM_MODULES } from './lazy-modules.ts';
import type { ImplementationMap, Implementations } from './types.ts';

/** The loader of each module of DOM_MODULES. */
const DOM_LOADERS: ComponentModuleLoaders<typeof DOM_MODULES> = {
  'dom/accordion.tsx': () => import('../dom/accordion.tsx'),
  'dom/aspect-ratio.tsx': () => import('../dom/aspect-ratio.tsx'),
  'dom/avatar.tsx': () => import('../dom/avatar.tsx'),
  'dom/checkbox.tsx': () => import('../dom/checkbox.tsx'),
  'dom/collapsible.tsx': () => import('../dom/collapsible.tsx'),
  'dom/component-variant.tsx': () => import('../dom/component-variant.tsx'),
  'dom/context-menu.tsx': () => import('../dom/context-menu.tsx'),
  'dom/dialog.tsx': () => import('../dom/dialog.tsx'),
  'dom/dropdown.tsx': () => import('../dom/dropdown.tsx'),
  'dom/hover-card.tsx': () => import('../dom/hover-card.tsx'),
  'dom/icon.tsx': () => import('../dom/icon.tsx'),
  'dom/icon-button.tsx': () => import('../dom/icon-button.tsx'),
  'dom/input.tsx': () => import('../dom/input.tsx'),
  'dom/label.tsx': () => import('../dom/label.tsx'),
  'dom/loaders.tsx': () => import('../dom/loaders.tsx'),
  'dom/markdown.tsx': () => import('../dom/markdown.tsx'),
  'dom/number-format.tsx': () => import('../dom/number-format.tsx'),
  'dom/popover.tsx': () => import('../dom/popover.tsx'),
  'dom/progress.tsx': () => import('../dom/progress.tsx'),
  'dom/radio-group.tsx': () => import('../dom/radio-group.tsx'),
  'dom/scroll-area.tsx': () => import('../dom/scroll-area.tsx'),
  'dom/search-input.tsx': () => import('../dom/search-input.tsx'),
  'dom/select.tsx': () => import('../dom/select.tsx'),
  'dom/sheet.tsx': () => import('../dom/sheet.tsx'),
  'dom/slider.tsx': () => import('../dom/slider.tsx'),
  'dom/svg.tsx': () => import('../dom/svg.tsx'),
  'dom/switch.tsx': () => import('../dom/switch.tsx'),
  'dom/tabler-icon.tsx': () => import('../dom/tabler-icon.tsx'),
  'dom/tabs.tsx': () => import('../dom/tabs.tsx'),
  'dom/text-area.tsx': () => import('../dom/text-area.tsx'),
  'dom/toggle-group.tsx': () => import('../dom/toggle-group.tsx'),
  'dom/tooltip.tsx': () => import('../dom/tooltip.tsx'),
};

export const { implementations: LAZY_DOM_IMPLEMENTATIONS, preload: preloadDomModules } = lazyImplementations(
  DOM_MODULES,
  DOM_LOADERS,
);

/** The implementations that come with the renderer. */
const BUNDLED = {
  Anchor,
  Button,
  Canvas: LazyCanvas,
  CurrencyLabel,
  Flex,
  For,
  Image,
  Show,
  Text,
  TotalPrice,
} satisfies Implementations;

export const DOM_IMPLEMENTATIONS: ImplementationMap = { ...LAZY_DOM_IMPLEMENTATIONS, ...BUNDLED };

/**
 * Loads ahead the implementations of these component types (every one loaded on demand when
 * omitted). A Canvas only starts the 3D renderer's download: a page's first render does not wait
 * for three.js.
 */
export function preloadImplementations(types?: Iterable<string>): Promise<void> {
  const list = types ? [...types] : undefined;
  if (list?.includes('Canvas')) preloadSceneCanvas(list);
  return preloadDomModules(list);
}
