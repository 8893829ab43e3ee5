export { buildApp, type AppOptions } from './app.ts';
export { loadConfig, type Config } from './config.ts';
export { openDatabase, type Database, type DatabaseHandle } from './db/database.ts';
