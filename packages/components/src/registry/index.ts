export * from './schema.ts';
export * from './registry.ts';
export { elementSpec } from './element-spec.ts';
export { itemTemplate } from './widgets.ts';
export * from './define-component.ts';
