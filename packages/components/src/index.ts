// @vitrine/components: the component registry, the page renderer and the builder ↔ preview bridge.
export * from './registry/index.ts';
export * from './expression/index.ts';
