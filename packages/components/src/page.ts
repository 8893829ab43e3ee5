// @vitrine/components/page: what a published page needs to render, and nothing of the studio's —
// no zod, no metadata schema, no builder bridge; component metadata, widget modules and page logic
// only when the page uses them (preparePage).
export { PageView, type PageRendererProps } from './render/page-view.tsx';
export { preparePage, elementTypesOf, hasPageLogic } from './render/page-preload.ts';
export type { ComponentLookup } from './registry/meta-defaults.ts';
export type { ProjectJson } from './model/project-json.ts';
export type { TrackedEvent } from './runtime/track.ts';
export { announceCartItem, type CartItem } from './runtime/cart.ts';
export { ServerRenderContext } from './runtime/shown-event.ts';
export { isServerRenderedProject, isStaticProject } from './render/static-page.ts';
