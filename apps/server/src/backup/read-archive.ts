// Reads a backup archive back: every entry is checked against manifest.json (its last entry) — names
// a backup writes, sizes, SHA-256 — and, when a folder is given, written under it. Restore reads the
// archive twice: once to verify it before changing anything, once to unpack it into a staging folder.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { BACKUP_TEXTS } from './texts.ts';
import { ArchiveError } from './errors.ts';
import {
  FORMAT_VERSION,
  MANIFEST_NAME,
  SIGNING_KEY_NAME,
  isArchiveName,
  manifestSchema,
  type Manifest,
  type ManifestEntry,
} from './manifest.ts';
import { TarFormatError, tarEntries, type TarEntry } from './tar-entries.ts';

/** A manifest larger than this is not one a backup wrote. */
const MAX_MANIFEST_BYTES = 256 * 1024 * 1024;

async function readAll(entry: TarEntry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry.body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function hashBody(entry: TarEntry, target?: string): Promise<string> {
  const hash = createHash('sha256');
  const body = entry.body;
  if (!target) {
    for await (const chunk of body) hash.update(chunk);
    return hash.digest('hex');
  }
  await mkdir(path.dirname(target), { recursive: true });
  // Stored files are readable by the owner only, as the server writes DATA_DIR; folders likewise.
  const mode = entry.name === SIGNING_KEY_NAME ? 0o600 : (entry.mode & 0o666) | 0o600;
  await pipeline(
    (async function* () {
      for await (const chunk of body) {
        hash.update(chunk);
        yield chunk;
      }
    })(),
    createWriteStream(target, { mode, flags: 'wx' }),
  );
  return hash.digest('hex');
}

function parseManifest(file: string, bytes: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new ArchiveError(BACKUP_TEXTS.badManifest(file, (error as Error).message));
  }
  const version = (json as { formatVersion?: unknown })?.formatVersion;
  if (typeof version === 'number' && version > FORMAT_VERSION)
    throw new ArchiveError(BACKUP_TEXTS.newerFormat(file, version));
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ArchiveError(BACKUP_TEXTS.badManifest(file, `${issue.path.join('.')}: ${issue.message}`));
  }
  return parsed.data;
}

function sameEntry(a: ManifestEntry | undefined, b: ManifestEntry): boolean {
  if (!a || a.type !== b.type) return false;
  return a.type === 'directory' || (b.type === 'file' && a.size === b.size && a.sha256 === b.sha256);
}

/** Turns what the stream and tar layers throw into a message about the archive. */
function archiveError(file: string, error: unknown): Error {
  if (error instanceof ArchiveError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new ArchiveError(BACKUP_TEXTS.notFound(file));
  if (code === 'Z_DATA_ERROR') return new ArchiveError(BACKUP_TEXTS.notGzip(file));
  if (code === 'Z_BUF_ERROR') return new ArchiveError(BACKUP_TEXTS.truncated(file));
  if (error instanceof TarFormatError)
    return new ArchiveError(
      error.cutShort ? BACKUP_TEXTS.truncated(file) : BACKUP_TEXTS.damaged(file, BACKUP_TEXTS.damagedHeader),
    );
  return error as Error;
}

/**
 * Reads the whole archive and answers its manifest once every entry matches it; throws ArchiveError
 * with what is wrong otherwise. With `extractTo`, writes each entry under that folder as it goes
 * (the caller discards the folder when this throws); `expected` is the manifest a first reading
 * answered, so a file changed between the two readings is caught at its entry.
 */
export async function readArchive(
  file: string,
  options: { extractTo?: string; expected?: Manifest } = {},
): Promise<Manifest> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  const seen = new Map<string, ManifestEntry>();
  let manifest: Manifest | undefined;
  const damaged = (reason: string) => new ArchiveError(BACKUP_TEXTS.damaged(file, reason));
  try {
    for await (const entry of tarEntries(gunzip)) {
      if (manifest) throw damaged(BACKUP_TEXTS.afterManifest(entry.name));
      if (entry.type !== 'file' && entry.type !== 'directory')
        throw damaged(BACKUP_TEXTS.unexpectedKind(entry.name, entry.type ?? 'unknown'));
      if (!isArchiveName(entry.name, entry.type)) throw damaged(BACKUP_TEXTS.unexpectedEntry(entry.name));
      if (seen.has(entry.name)) throw damaged(BACKUP_TEXTS.duplicateEntry(entry.name));
      if (entry.name === MANIFEST_NAME) {
        if (entry.size > MAX_MANIFEST_BYTES) throw damaged(BACKUP_TEXTS.unexpectedEntry(entry.name));
        manifest = parseManifest(file, await readAll(entry));
        continue;
      }
      const target = options.extractTo ? path.join(options.extractTo, entry.name) : undefined;
      let found: ManifestEntry;
      if (entry.type === 'directory') {
        if (target) await mkdir(target, { recursive: true, mode: (entry.mode & 0o777) | 0o700 });
        found = { type: 'directory' };
      } else {
        found = { type: 'file', size: entry.size, sha256: await hashBody(entry, target) };
      }
      const expected = options.expected?.entries[entry.name];
      if (options.expected && !sameEntry(expected, found)) throw damaged(BACKUP_TEXTS.mismatch(entry.name));
      seen.set(entry.name, found);
    }
  } catch (error) {
    throw archiveError(file, error);
  } finally {
    input.destroy();
    gunzip.destroy();
  }
  if (!manifest) throw new ArchiveError(BACKUP_TEXTS.noManifest(file));
  for (const [name, entry] of Object.entries(manifest.entries)) {
    if (!seen.has(name)) throw damaged(BACKUP_TEXTS.missingEntry(name));
    if (!sameEntry(seen.get(name), entry)) throw damaged(BACKUP_TEXTS.mismatch(name));
  }
  for (const name of seen.keys()) if (!(name in manifest.entries)) throw damaged(BACKUP_TEXTS.mismatch(name));
  if (manifest.entries['db/PG_VERSION']?.type !== 'file') throw damaged(BACKUP_TEXTS.noDatabase);
  return manifest;
}
