// GLB/USDZ export of a rendered 3D page (loaded on demand: it brings three's exporters).
export * from './export-scene.ts';
export { KHR_MATERIALS_VARIANTS } from './materials-variants-plugin.ts';
