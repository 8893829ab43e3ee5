import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimDataDir } from './data-dir-lock.ts';
import { ArchiveError, BackupError } from './errors.ts';
import { STORED_PREFIX, archiveSampleDataDir, tree, writeSampleDataDir } from './fixtures.ts';
import { restore, type RestoreOptions } from './restore.ts';

describe('restore', () => {
  let dir: string;
  let dataDir: string;
  let archive: string;
  let said: string[];
  const options = (extra: Partial<RestoreOptions> = {}): RestoreOptions => ({
    dataDir,
    file: archive,
    force: false,
    jwtSecret: undefined,
    say: (line) => said.push(line),
    ...extra,
  });

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'vitrine-restore-'));
    const source = path.join(dir, 'source');
    writeSampleDataDir(source);
    archive = path.join(dir, 'backup.tar.gz');
    await archiveSampleDataDir(source, archive);
    dataDir = path.join(dir, 'data');
    said = [];
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('puts the database, the stored files and the signing key into an empty DATA_DIR', async () => {
    mkdirSync(path.join(dataDir, 'files'), { recursive: true });
    await restore(options());
    expect(Object.keys(tree(dataDir)).sort()).toEqual([
      'db/',
      'db/PG_VERSION',
      'db/base/',
      'db/base/1/',
      'db/base/1/1247',
      'db/pg_tblspc/',
      'files/',
      `files/${STORED_PREFIX}/`,
      `files/${STORED_PREFIX}/photo.png`,
      `files/${STORED_PREFIX}/t/`,
      `files/${STORED_PREFIX}/t/thumbnail.webp`,
      'jwt-secret',
    ]);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe('signing key');
    expect(said).toEqual([
      'Archive verified: taken 2026-01-02T03:04:05.000Z by Vitrine 0.1.0',
      '1 user, 1 team, 2 projects, 1 asset, 0 releases, 0 invoices',
      'The signing key is restored: sessions from before the backup stay signed in.',
      `Restored into ${dataDir}. Start the server: npm start`,
    ]);
    expect(said.join('\n')).not.toContain('signing key\n');
  });

  it('leaves DATA_DIR as it was when it holds data, and moves that data aside with force', async () => {
    mkdirSync(path.join(dataDir, 'db'), { recursive: true });
    writeFileSync(path.join(dataDir, 'db', 'PG_VERSION'), 'old');
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'old key');
    const before = tree(dataDir);
    await expect(restore(options())).rejects.toThrow(
      new BackupError(
        `${dataDir} already holds data (db, jwt-secret): restore into an empty DATA_DIR, or pass --force to move that data aside first`,
      ),
    );
    expect(tree(dataDir)).toEqual(before);

    await restore(options({ force: true, jwtSecret: 'another key' }));
    const aside = readdirSync(dataDir).find((name) => name.startsWith('replaced-'))!;
    expect(tree(path.join(dataDir, aside))).toEqual(before);
    expect(readFileSync(path.join(dataDir, 'db', 'PG_VERSION'), 'utf8')).toBe('18\n');
    expect(said).toContain(`The data that was in DATA_DIR is now in ${path.join(dataDir, aside)}`);
    expect(said.join('\n')).toContain('JWT_SECRET is set and is not the archive’s signing key');
  });

  it('changes nothing when the archive is cut short, or while another process holds DATA_DIR', async () => {
    const cut = path.join(dir, 'cut.tar.gz');
    writeFileSync(cut, readFileSync(archive).subarray(0, 400));
    await expect(restore(options({ file: cut }))).rejects.toBeInstanceOf(ArchiveError);
    expect(existsSync(dataDir)).toBe(false);

    const server = await claimDataDir(dataDir, 'server');
    try {
      await expect(restore(options())).rejects.toThrow(
        `A Vitrine server is running on ${dataDir} (process ${process.pid}): stop it before restoring`,
      );
    } finally {
      await server.close();
    }
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
