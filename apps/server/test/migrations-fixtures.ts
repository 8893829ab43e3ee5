// For tests of one migration: run the committed migrations before it, store rows the way the schema
// was then, run it and the rest, and check what became of them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrationsFolder } from '../src/db/database.ts';

async function runMigrations(client: PGlite, files: string[]): Promise<void> {
  for (const file of files) {
    const text = readFileSync(path.join(migrationsFolder(), file), 'utf8');
    for (const statement of text.split('--> statement-breakpoint'))
      if (statement.trim()) await client.exec(statement);
  }
}

const migrationFiles = () =>
  readdirSync(migrationsFolder())
    .filter((file) => file.endsWith('.sql'))
    .sort();

/** Runs every migration before `file` (its name, e.g. '0004_snapshot_chunks.sql'). */
export const migrateUntil = (client: PGlite, file: string) =>
  runMigrations(
    client,
    migrationFiles().filter((name) => name < file),
  );

/** Runs `file` and every migration after it. */
export const migrateFrom = (client: PGlite, file: string) =>
  runMigrations(
    client,
    migrationFiles().filter((name) => name >= file),
  );
