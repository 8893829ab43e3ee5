export * from './document/create-project.ts';
export * from './permissions.ts';
export * from './document/load-project.ts';
