export * from './allowed-domain.ts';
export * from './project-name.ts';
export * from './texts.ts';
