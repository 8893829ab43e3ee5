// A small DATA_DIR for the archive and restore tests: a database folder shaped like PGlite's (with an
// empty folder and the runtime file a copy leaves out), stored files with a thumbnail and a file
// being written, and a signing key.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ARCHIVE_FORMAT, FORMAT_VERSION, type Manifest } from './manifest.ts';
import { writeArchive } from './write-archive.ts';

export const STORED_PREFIX = 'c'.repeat(32);

export const SAMPLE_ABOUT: Omit<Manifest, 'entries' | 'postgresVersion'> = {
  format: ARCHIVE_FORMAT,
  formatVersion: FORMAT_VERSION,
  vitrineVersion: '0.1.0',
  createdAt: '2026-01-02T03:04:05.000Z',
  database: 'pglite',
  serverRunning: false,
  signingKey: 'archive',
  counts: { users: 1, teams: 1, projects: 2, assets: 1, releases: 0, invoices: 0 },
};

export function writeSampleDataDir(dataDir: string, signingKey = 'signing key'): void {
  mkdirSync(path.join(dataDir, 'db', 'base', '1'), { recursive: true });
  mkdirSync(path.join(dataDir, 'db', 'pg_tblspc'));
  writeFileSync(path.join(dataDir, 'db', 'PG_VERSION'), '18\n');
  writeFileSync(path.join(dataDir, 'db', 'base', '1', '1247'), 'pages');
  writeFileSync(path.join(dataDir, 'db', 'postmaster.pid'), '-42');
  mkdirSync(path.join(dataDir, 'files', STORED_PREFIX, 't'), { recursive: true });
  writeFileSync(path.join(dataDir, 'files', STORED_PREFIX, 'photo.png'), 'png bytes');
  writeFileSync(path.join(dataDir, 'files', STORED_PREFIX, 't', 'thumbnail.webp'), 'webp bytes');
  writeFileSync(path.join(dataDir, 'files', STORED_PREFIX, 'next.png.12.34.part'), 'half');
  writeFileSync(path.join(dataDir, 'jwt-secret'), signingKey);
}

/** Archives a sample DATA_DIR as a backup of a stopped server would. */
export function archiveSampleDataDir(dataDir: string, file: string) {
  return writeArchive(file, {
    databaseFolder: path.join(dataDir, 'db'),
    filesFolder: path.join(dataDir, 'files'),
    signingKeyFile: path.join(dataDir, 'jwt-secret'),
    about: SAMPLE_ABOUT,
  });
}

/** Every file and folder under a folder, as relative path → content ('' for folders, named with a /). */
export function tree(root: string, relative = ''): Record<string, string> {
  const found: Record<string, string> = {};
  for (const item of readdirSync(path.join(root, relative), { withFileTypes: true })) {
    const name = relative ? `${relative}/${item.name}` : item.name;
    if (item.isDirectory()) {
      found[`${name}/`] = '';
      Object.assign(found, tree(root, name));
    } else found[name] = readFileSync(path.join(root, name), 'utf8');
  }
  return found;
}
