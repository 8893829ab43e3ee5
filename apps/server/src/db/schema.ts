// Every table of the database, the one module the code and drizzle-kit read them from: the studio's
// (studio-schema.ts) and analytics' (analytics-schema.ts, whose rows belong to the studio's projects).
export * from './studio-schema.ts';
export * from './analytics-schema.ts';
