export * from './schema.ts';
export * from './registry.ts';
export { elementSpec } from './element-spec.ts';
export { itemTemplate } from './item-template.ts';
export * from './define-component.ts';
export * from './check-component.ts';
