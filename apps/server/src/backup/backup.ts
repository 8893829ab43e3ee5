// `npm run backup -- FILE`: the embedded setup's DATA_DIR in one archive. With the server running,
// the database comes from the server (a snapshot it takes between two queries, data-dir-lock.ts and
// serve-snapshots.ts); with no server, the backup takes DATA_DIR for itself and opens the database
// directly. Stored files are copied after the database, so every file it names is in the archive.
import { constants, existsSync } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_TEXTS } from './texts.ts';
import { BackupError } from './errors.ts';
import { snapshotDatabase } from './database-snapshot.ts';
import { DataDirInUseError, claimDataDir, connectToOwner, type Channel } from './data-dir-lock.ts';
import { ARCHIVE_FORMAT, FORMAT_VERSION, vitrineVersion, type Counts, type Manifest } from './manifest.ts';
import { writeArchive } from './write-archive.ts';

export interface BackupOptions {
  dataDir: string;
  file: string;
  /** Whether the server signs sessions with JWT_SECRET rather than DATA_DIR/jwt-secret. */
  signingKeyFromEnvironment: boolean;
  say(line: string): void;
}

export interface BackupResult {
  manifest: Manifest;
  storedFiles: number;
  bytes: number;
}

function archive(options: BackupOptions, databaseFolder: string, counts: Counts, serverRunning: boolean) {
  return writeArchive(options.file, {
    databaseFolder,
    filesFolder: path.join(options.dataDir, 'files'),
    signingKeyFile: path.join(options.dataDir, 'jwt-secret'),
    about: {
      format: ARCHIVE_FORMAT,
      formatVersion: FORMAT_VERSION,
      vitrineVersion: vitrineVersion(),
      createdAt: new Date().toISOString(),
      database: 'pglite',
      serverRunning,
      signingKey: options.signingKeyFromEnvironment ? 'JWT_SECRET' : 'archive',
      counts,
    },
  });
}

/** Asks the running server for a snapshot and archives it while the connection holds it. */
async function fromServer(options: BackupOptions, channel: Channel): Promise<BackupResult> {
  try {
    options.say(BACKUP_TEXTS.backingUp(options.dataDir, true));
    channel.send({ type: 'snapshot' });
    const answer = await channel.next();
    if (!answer) throw new BackupError(BACKUP_TEXTS.serverHungUp);
    if (answer.type !== 'snapshot')
      throw new BackupError(String(answer.message ?? BACKUP_TEXTS.serverHungUp));
    const folder = String(answer.folder);
    // The server names the folder it made in its DATA_DIR (the same folder, maybe by another path).
    if (!path.isAbsolute(folder) || !path.basename(folder).startsWith('.backup-snapshot-'))
      throw new BackupError(BACKUP_TEXTS.serverHungUp);
    let stopped = false;
    void channel.closed.then(() => (stopped = true));
    try {
      return await archive(options, folder, answer.counts as Counts, true);
    } catch (error) {
      if (stopped) throw new BackupError(BACKUP_TEXTS.serverStopped);
      throw error;
    }
  } finally {
    channel.close();
  }
}

/** Takes DATA_DIR (no server may start meanwhile), brings the database files up to date, archives. */
async function fromDataDir(options: BackupOptions): Promise<BackupResult> {
  const databaseFolder = path.join(options.dataDir, 'db');
  if (!existsSync(path.join(databaseFolder, 'PG_VERSION')))
    throw new BackupError(BACKUP_TEXTS.nothingToBackUp(options.dataDir));
  const lock = await claimDataDir(options.dataDir, 'backup');
  try {
    options.say(BACKUP_TEXTS.backingUp(options.dataDir, false));
    // Loaded here only: a restore, or a backup from the running server, never opens the database.
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = new PGlite(databaseFolder);
    let counts: Counts;
    try {
      counts = await snapshotDatabase(pglite);
    } finally {
      await pglite.close();
    }
    return await archive(options, databaseFolder, counts, false);
  } finally {
    await lock.close();
  }
}

export async function backup(options: BackupOptions): Promise<BackupResult> {
  // Before any work: the archive's folder must take a file.
  const folder = path.dirname(options.file);
  await access(folder, constants.W_OK).catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(BACKUP_TEXTS.cannotWrite(options.file, folder, error.code));
  });
  // A server may start between the two looks: the second finds it.
  for (let attempt = 0; ; attempt++) {
    const channel = await connectToOwner(options.dataDir);
    if (channel) return fromServer(options, channel);
    try {
      return await fromDataDir(options);
    } catch (error) {
      if (!(error instanceof DataDirInUseError) || attempt > 0) throw error;
    }
  }
}
