// `npm run restore -- FILE [--force]`: a backup archive back into DATA_DIR. The archive is verified
// whole before anything changes; then, with DATA_DIR taken (no server may start meanwhile), it is
// unpacked into a staging folder beside the data, read against the manifest a second time, and only
// then moved into place. --force first moves the data DATA_DIR holds into a folder of its own there.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_TEXTS } from './texts.ts';
import { BackupError } from './errors.ts';
import { claimDataDir, ownerOf } from './data-dir-lock.ts';
import { SIGNING_KEY_NAME, type Manifest } from './manifest.ts';
import { readArchive } from './read-archive.ts';

export interface RestoreOptions {
  dataDir: string;
  file: string;
  /** Move the data DATA_DIR holds aside instead of refusing. */
  force: boolean;
  /** JWT_SECRET as configured, to tell whether the restored key is the one the server will use. */
  jwtSecret: string | undefined;
  say(line: string): void;
}

/** What a restore puts in DATA_DIR, and so what it will not overwrite. */
const DATA_NAMES = ['db', 'files', SIGNING_KEY_NAME];

async function dataIn(dataDir: string): Promise<string[]> {
  const found: string[] = [];
  for (const name of DATA_NAMES) {
    const target = path.join(dataDir, name);
    const info = await stat(target).catch(() => null);
    if (!info) continue;
    if (info.isDirectory() && (await readdir(target)).length === 0) continue;
    found.push(name);
  }
  return found;
}

/** `replaced-2026-05-01T10-00-00Z`: a name that sorts by time and is valid on every file system. */
const asideName = () =>
  `replaced-${new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}`;

async function signingKeyNote(options: RestoreOptions, manifest: Manifest): Promise<string | null> {
  if (manifest.signingKey === 'JWT_SECRET') return options.jwtSecret ? null : BACKUP_TEXTS.keyNeeded;
  if (!manifest.entries[SIGNING_KEY_NAME]) return null;
  const restored = (await readFile(path.join(options.dataDir, SIGNING_KEY_NAME), 'utf8')).trim();
  return options.jwtSecret && options.jwtSecret !== restored
    ? BACKUP_TEXTS.keyDiffers
    : BACKUP_TEXTS.keyRestored;
}

export async function restore(options: RestoreOptions): Promise<Manifest> {
  const { dataDir, file } = options;
  const running = await ownerOf(dataDir);
  if (running?.holder === 'server') throw new BackupError(BACKUP_TEXTS.serverRunning(dataDir, running.pid));
  const manifest = await readArchive(file);
  options.say(BACKUP_TEXTS.verified(manifest.createdAt, manifest.vitrineVersion, manifest.serverRunning));

  const lock = await claimDataDir(dataDir, 'restore');
  try {
    const found = await dataIn(dataDir);
    if (found.length && !options.force) throw new BackupError(BACKUP_TEXTS.holdsData(dataDir, found));
    const staging = path.join(dataDir, `.restore-staging-${randomBytes(8).toString('hex')}`);
    try {
      await readArchive(file, { extractTo: staging, expected: manifest });
      if (found.length) {
        const aside = path.join(dataDir, asideName());
        await mkdir(aside, { mode: 0o700 });
        for (const name of found) await rename(path.join(dataDir, name), path.join(aside, name));
        options.say(BACKUP_TEXTS.movedAside(aside));
      }
      for (const name of DATA_NAMES) {
        const unpacked = path.join(staging, name);
        if (!existsSync(unpacked)) continue;
        // An empty folder left in place (not data) gives way to the restored one; nothing else does.
        await rmdir(path.join(dataDir, name)).catch(() => undefined);
        await rename(unpacked, path.join(dataDir, name));
      }
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  } finally {
    await lock.close();
  }
  options.say(BACKUP_TEXTS.summary(manifest.counts));
  const note = await signingKeyNote(options, manifest);
  if (note) options.say(note);
  options.say(BACKUP_TEXTS.restored(dataDir));
  return manifest;
}
