// Every message of `npm run backup` and `npm run restore` (and of a server that finds DATA_DIR taken).
// None of them ever holds a secret: the signing key and the database's contents are never printed.
import type { Counts } from './manifest.ts';

type Holder = 'server' | 'backup' | 'restore';

const holderName: Record<Holder, string> = {
  server: 'a running Vitrine server',
  backup: 'a backup (npm run backup)',
  restore: 'a restore (npm run restore)',
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export const BACKUP_TEXTS = {
  usage: [
    'Usage: npm run backup -- FILE',
    '       npm run restore -- FILE [--force]',
    '',
    'backup   writes DATA_DIR (database, stored files, signing key) to FILE, a .tar.gz archive;',
    '         the server may be running.',
    'restore  verifies FILE, then restores it into DATA_DIR; the server must be stopped and DATA_DIR',
    '         empty (--force moves the data there aside first). See docs/backups.md.',
  ].join('\n'),
  unknownOption: (option: string) => `Unknown option ${option}`,
  oneFile: 'Name one archive file',
  postgres:
    'DATABASE_URL is set: the database is a PostgreSQL server, which npm run backup does not copy. ' +
    'Back it up with pg_dump -Fc and restore it with pg_restore (docs/backups.md).',
  s3:
    'S3_BUCKET is set: stored files live in the bucket, which npm run backup does not copy. ' +
    'Copy the bucket with aws s3 sync or rclone copy (docs/backups.md).',
  dataDirInUse: (dataDir: string, owner: { holder: Holder; pid: number }) =>
    `DATA_DIR (${dataDir}) is in use by ${holderName[owner.holder]}, process ${owner.pid}`,
  dataDirBusy: (holder: Holder) =>
    holder === 'server'
      ? 'The Vitrine server on DATA_DIR is still starting: try again in a moment'
      : `DATA_DIR is in use by ${holderName[holder]}: try again when it has ended`,
  unknownRequest: (type: string) => `Unknown request: ${type}`,
  snapshotFailed: (reason: string) => `The server could not take a snapshot of its database: ${reason}`,
  serverHungUp: 'The server closed the connection before its snapshot was ready (was it stopping?)',
  serverStopped: 'The server stopped while the backup was copying its snapshot: run the backup again',
  cannotWrite: (file: string, folder: string, code: string | undefined) =>
    `Cannot write ${file}: ${code === 'ENOENT' ? `the folder ${folder} does not exist` : `${folder} is not a folder this user may write to`}`,
  nothingToBackUp: (dataDir: string) =>
    `Nothing to back up: ${dataDir} holds no database (db/ is missing; has the server run with this DATA_DIR?)`,
  backingUp: (dataDir: string, running: boolean) =>
    running
      ? `Backing up ${dataDir} from the running server…`
      : `Backing up ${dataDir} (no server is running)…`,
  summary: (counts: Counts) =>
    [
      plural(counts.users, 'user'),
      plural(counts.teams, 'team'),
      plural(counts.projects, 'project'),
      plural(counts.assets, 'asset'),
      plural(counts.releases, 'release'),
      plural(counts.invoices, 'invoice'),
    ].join(', '),
  written: (file: string, megabytes: string, files: number) =>
    `Backup written to ${file} (${megabytes} MB, ${plural(files, 'stored file')})`,
  keyInArchive:
    'The signing key (DATA_DIR/jwt-secret) is in the archive: keep the archive as secret as the server.',
  keyFromEnvironment:
    'The server signs sessions with JWT_SECRET, which is configuration and not in the archive: keep it with your configuration.',

  notFound: (file: string) => `${file} does not exist`,
  notGzip: (file: string) => `${file} is not a Vitrine backup (not a .tar.gz archive)`,
  truncated: (file: string) =>
    `${file} is incomplete: it ends before the end of the archive (was it cut short?)`,
  damaged: (file: string, reason: string) => `${file} is damaged: ${reason}`,
  noManifest: (file: string) =>
    `${file} is incomplete or not a Vitrine backup: it has no manifest.json at its end`,
  badManifest: (file: string, reason: string) => `${file} has an unreadable manifest.json: ${reason}`,
  newerFormat: (file: string, version: number) =>
    `${file} was written by a newer Vitrine (backup format ${version}): restore it with that version`,
  unexpectedEntry: (name: string) => `it holds ${name}, which a Vitrine backup never does`,
  unexpectedKind: (name: string, kind: string) =>
    `it holds ${name} as a ${kind}, and a Vitrine backup holds only files and folders`,
  damagedHeader: 'a tar entry header is damaged (or it is not a tar archive)',
  duplicateEntry: (name: string) => `it holds ${name} twice`,
  afterManifest: (name: string) => `${name} follows the manifest`,
  mismatch: (name: string) => `${name} does not match its checksum in the manifest`,
  missingEntry: (name: string) => `${name} is named in the manifest but missing`,
  noDatabase: 'it holds no database',
  verified: (createdAt: string, version: string, running: boolean) =>
    `Archive verified: taken ${createdAt} by Vitrine ${version}${running ? ' while the server ran' : ''}`,
  serverRunning: (dataDir: string, pid: number) =>
    `A Vitrine server is running on ${dataDir} (process ${pid}): stop it before restoring`,
  holdsData: (dataDir: string, found: string[]) =>
    `${dataDir} already holds data (${found.join(', ')}): restore into an empty DATA_DIR, ` +
    'or pass --force to move that data aside first',
  movedAside: (folder: string) => `The data that was in DATA_DIR is now in ${folder}`,
  restored: (dataDir: string) => `Restored into ${dataDir}. Start the server: npm start`,
  keyRestored: 'The signing key is restored: sessions from before the backup stay signed in.',
  keyDiffers:
    'JWT_SECRET is set and is not the archive’s signing key: the server will use JWT_SECRET, so sessions ' +
    'from before the backup end (users sign in again). Unset JWT_SECRET to use the restored key.',
  keyNeeded:
    'The backed-up server signed sessions with JWT_SECRET: start the server with the same JWT_SECRET, ' +
    'or users sign in again.',
} as const;
