// Pure text and number helpers the UI shows values with.
export * from './format-number.ts';
export * from './next-version.ts';
export * from './relative-time.ts';
export * from './sentence-case.ts';
export * from './snake-case.ts';
