export * from './events.ts';
export * from './query.ts';
export * from './steps.ts';
