// Differences between two project documents (release diff).
export * from './project-diff.ts';
