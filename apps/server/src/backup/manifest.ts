// What a backup archive says about itself: its last entry, manifest.json. Restore reads every other
// entry against it (sizes and SHA-256 checksums) before it changes anything.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isStorageKey } from '../files/safe-name.ts';

export const MANIFEST_NAME = 'manifest.json';
export const SIGNING_KEY_NAME = 'jwt-secret';
export const ARCHIVE_FORMAT = 'vitrine-backup';
export const FORMAT_VERSION = 1;

/** Rows the backup counted in its snapshot, to tell what came back. */
const counts = z.object({
  users: z.number().int().min(0),
  teams: z.number().int().min(0),
  projects: z.number().int().min(0),
  assets: z.number().int().min(0),
  releases: z.number().int().min(0),
  invoices: z.number().int().min(0),
});

export type Counts = z.infer<typeof counts>;

const entry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('directory') }),
  z.object({
    type: z.literal('file'),
    size: z.number().int().min(0),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  }),
]);

export type ManifestEntry = z.infer<typeof entry>;

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int(),
  vitrineVersion: z.string(),
  createdAt: z.string(),
  database: z.literal('pglite'),
  /** PostgreSQL's major version of the database files (PG_VERSION). */
  postgresVersion: z.string(),
  /** Whether the server was running: the snapshot came from it. */
  serverRunning: z.boolean(),
  /** `archive`: DATA_DIR/jwt-secret is in the archive; `JWT_SECRET`: the key is configuration. */
  signingKey: z.enum(['archive', 'JWT_SECRET']),
  counts,
  /** Every other entry of the archive, by name. */
  entries: z.record(z.string(), entry),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** A path inside the database folder: plain names only, never `.` or `..`. */
const DB_PATH = /^db(?:\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;

/** Whether an archive may hold this entry name: what backup writes, nothing that leaves DATA_DIR. */
export function isArchiveName(name: string, type: 'file' | 'directory'): boolean {
  if (type === 'file' && (name === MANIFEST_NAME || name === SIGNING_KEY_NAME)) return true;
  if (DB_PATH.test(name)) return type === 'directory' || name !== 'db';
  return type === 'file' && name.startsWith('files/') && isStorageKey(name.slice('files/'.length));
}

/** The version of this Vitrine: the server package's, found from the source tree or from dist/. */
export function vitrineVersion(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@vitrine/server' && pkg.version) return pkg.version;
    }
    dir = path.dirname(dir);
  }
  return 'unknown';
}
