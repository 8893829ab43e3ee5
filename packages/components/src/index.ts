// @vitrine/components: the component registry, the page renderer and the builder ↔ preview bridge.
export * from './registry/index.ts';
export * from './expression/index.ts';
export * from './bridge.ts';
export { PageRenderer, type PageRendererProps } from './render/page-renderer.tsx';
export { preloadImplementations } from './render/dom-implementations.ts';
export { elementTypesOf, preparePage } from './render/page-preload.ts';
export { isStaticProject, STATIC_COMPONENTS } from './render/static-page.ts';
export type { Diagnostics } from './render/diagnostics.ts';
export type { InitialRuntimeState } from './render/use-runtime-state.ts';
export type { ElementRenderProps, ComponentImplementation } from './render/types.ts';
export * from './model/project-json.ts';
export { type PageAction, DEFAULT_EVENT } from './runtime/actions.ts';
export { isSafeUrl, safeUrl } from '@vitrine/core';
export { parseAction } from './runtime/run-action.ts';
export { PageActionSchema } from './runtime/action-schema.ts';
export type { TrackedEvent, Track } from './runtime/track.ts';
export {
  announceCartItem,
  ADD_TO_CART_EVENT,
  cartItem,
  type CartItem,
  type CartProduct,
} from './runtime/cart.ts';
export { currencySymbol, formatNumber, totalPrice, type Grouping } from './runtime/commerce.ts';
export { DRACO_DECODER_PATH, DRACO_DECODER_FILES } from './r3f/decoders.ts';
export { ENVIRONMENT_MAP_PATH, ENVIRONMENT_PRESETS, environmentMapUrl } from './registry/environment-maps.ts';
export { sanitizeHtml, sanitizeSvg, renderMarkdown } from './sanitize.ts';
export { loadTablerIcon, type TablerIconComponent } from './dom/tabler-icon.tsx';
export { liveScenes, subscribeScenes, type LiveScene } from './r3f/scene-registry.ts';
export {
  measurePage,
  measureScene,
  type PageCost,
  type SceneCost,
  type MeshCost,
  type TextureCost,
} from './budget/measure-scene.ts';
export {
  OUTLINE_ATTRIBUTE,
  OUTLINE_STYLE_ATTRIBUTE,
  OUTLINE_WIDTH_PROPERTY,
} from './render/selection-store.ts';
export { IMAGE_FILE_TYPES } from './registry/props.ts';
