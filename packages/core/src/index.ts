export * from './document/create-project.ts';
export * from './permissions.ts';
