export * from './dashboard-layout.ts';
