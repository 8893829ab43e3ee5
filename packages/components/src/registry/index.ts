export * from './schema.ts';
export * from './registry.ts';
