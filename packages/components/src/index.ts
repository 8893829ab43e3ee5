// @vitrine/components: the component registry, the page renderer and the builder ↔ preview bridge.
export * from './registry/index.ts';
export * from './expression/index.ts';
export * from './bridge.ts';
export { PageRenderer, type PageRendererProps } from './render/page-renderer.tsx';
export type { Diagnostics } from './render/diagnostics.ts';
export type { InitialRuntimeState } from './render/use-runtime-state.ts';
export type { ElementRenderProps, ComponentImplementation } from './render/types.ts';
export * from './model/project-json.ts';
export { PageActionSchema, type PageAction, isSafeUrl, DEFAULT_EVENT } from './runtime/actions.ts';
export {
  currencySymbol,
  formatNumber,
  formatPrice,
  totalPrice,
  fromMinorUnits,
  type Grouping,
} from './runtime/commerce.ts';
export { DRACO_DECODER_PATH, DRACO_DECODER_FILES } from './r3f/decoders.ts';
export { sanitizeHtml, sanitizeSvg, renderMarkdown } from './sanitize.ts';
