// Several processes starting on a new version against one PostgreSQL database migrate once: the
// first takes the migration lock and applies the migrations, the others wait and find them applied.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/database.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrate-entry.ts');

function runProcess(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe.skipIf(!adminUrl)('migrations on PostgreSQL', () => {
  const name = `vitrine_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl ?? 'postgres://localhost/test');
  url.pathname = `/${name}`;

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('two processes starting at once on a new database migrate it once, and both start', async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();

    // Both load their code first, then open the database at the same moment.
    const env = { DATABASE_URL: url.toString(), START_AT: String(Date.now() + 4_000) };
    const runs = await Promise.all([runProcess(env), runProcess(env)]);
    for (const run of runs) {
      expect(run.output).toContain('migrated');
      expect(run.code).toBe(0);
    }

    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const applied = await client.query('select count(*)::int as count from drizzle.__drizzle_migrations');
    await client.end();
    expect(applied.rows[0].count).toBe(journal.entries.length);
  }, 60_000);
});
