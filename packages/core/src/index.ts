export * from './document/create-project.ts';
