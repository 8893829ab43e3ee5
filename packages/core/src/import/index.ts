// Scene-zip import: a guarded zip reader and the plan of what an import creates.
export * from './texts.ts';
export * from './read-zip.ts';
export * from './plan-scene-import.ts';
