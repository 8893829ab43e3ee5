import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCommand } from './command.ts';

describe('npm run backup / restore arguments and setups', () => {
  let dataDir: string;
  let output: { said: string[]; complaints: string[] };
  const run = (argv: string[], env: Record<string, string> = {}) =>
    runCommand(
      argv,
      { DATA_DIR: dataDir, INIT_CWD: dataDir, ...env },
      {
        say: (line) => output.said.push(line),
        complain: (line) => output.complaints.push(line),
      },
    );

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-command-'));
    output = { said: [], complaints: [] };
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers the usage for missing or unknown arguments', async () => {
    expect(await run(['backup'])).toBe(2);
    expect(await run(['backup', 'a.tar.gz', '--force'])).toBe(2);
    expect(await run(['restore', 'a.tar.gz', 'b.tar.gz'])).toBe(2);
    expect(output.complaints[0]).toContain('Name one archive file');
    expect(output.complaints[0]).toContain('Usage: npm run backup -- FILE');
    expect(output.complaints[1]).toContain('Unknown option --force');
  });

  it('refuses PostgreSQL and S3 setups, naming the commands to use instead', async () => {
    expect(
      await run(['backup', 'a.tar.gz'], { DATABASE_URL: 'postgres://vitrine@127.0.0.1:1/vitrine' }),
    ).toBe(1);
    expect(await run(['restore', 'a.tar.gz'], { S3_BUCKET: 'studio-files' })).toBe(1);
    expect(output.complaints).toEqual([
      expect.stringContaining('DATABASE_URL is set: the database is a PostgreSQL server'),
      expect.stringContaining('S3_BUCKET is set: stored files live in the bucket'),
    ]);
    expect(output.complaints[0]).toContain('pg_dump -Fc');
    expect(output.complaints[1]).toContain('aws s3 sync or rclone copy');
  });

  it('says what is missing: a database to back up, an archive to restore, a folder to write to', async () => {
    expect(await run(['backup', 'backup.tar.gz'])).toBe(1);
    expect(output.complaints).toEqual([
      `Vitrine: Nothing to back up: ${dataDir} holds no database (db/ is missing; has the server run with this DATA_DIR?)`,
    ]);
    expect(await run(['restore', 'missing.tar.gz'])).toBe(1);
    expect(output.complaints[1]).toBe(`Vitrine: ${path.join(dataDir, 'missing.tar.gz')} does not exist`);

    const nowhere = path.join(dataDir, 'no-such-folder', 'backup.tar.gz');
    expect(await run(['backup', nowhere])).toBe(1);
    expect(output.complaints[2]).toBe(
      `Vitrine: Cannot write ${nowhere}: the folder ${path.dirname(nowhere)} does not exist`,
    );
  });
});
