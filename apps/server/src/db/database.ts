// Opens Vitrine's database: PGlite in DATA_DIR/db by default, PostgreSQL when DATABASE_URL is set.
// Both run the same committed drizzle migrations at start.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Whether the database answers bytea values as bytes cheaply: node-postgres does (a Buffer per
 * value); PGlite parses them slowly, so large values are read from it as base64 text instead.
 */
export function readsByteaFast(db: Database): boolean {
  return (db as { $client?: unknown }).$client instanceof pg.Pool;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself (backups take their snapshot from it); unset for PostgreSQL. */
  pglite?: PGlite;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** The connection pool's counts (PostgreSQL; the embedded database has no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true } | { pglite: PGlite };

/** The committed migrations folder, found from the source tree or from the bundled dist/. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Missing drizzle migrations folder next to the server');
}

/**
 * The key of the advisory lock PostgreSQL holds while one process migrates: processes that start
 * together on a new version wait for it, then find the migrations applied (drizzle skips them).
 */
export const MIGRATION_LOCK_KEY = 0x76697472; // 'vitr'

/** Runs the committed migrations while holding the migration lock on one connection. */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * The embedded database's settings (docs/deploy.md, "Memory"): PGlite's own start parameters, plus a
 * smaller buffer cache. PostgreSQL's default 128 MB of shared_buffers lives inside the WebAssembly
 * memory, which never shrinks, and is mostly touched at start: 16 MB keeps the server small while the
 * files stay in the operating system's page cache. maintenance_work_mem bounds what a VACUUM or an
 * index build may take. Durability is untouched: every commit is written to the data directory
 * before it is acknowledged, as with PGlite's defaults.
 */
export const PGLITE_START_PARAMS = [
  '--single',
  '-F',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
  '-c',
  'shared_buffers=8MB',
  '-c',
  'maintenance_work_mem=16MB',
];

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server ends (restart, failover) must not crash the process: the pool
    // drops it and opens a new one on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    await migrateUnderLock(pool);
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const client =
    'pglite' in target
      ? target.pglite
      : 'memory' in target
        ? new PGlite({ startParams: PGLITE_START_PARAMS })
        : new PGlite(path.join(target.dataDir, 'db'), { startParams: PGLITE_START_PARAMS });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: async () => void (await client.query('select 1')),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
