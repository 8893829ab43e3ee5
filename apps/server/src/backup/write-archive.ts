// Writes a backup archive: the database folder as db/, every stored file as files/<key>, the signing
// key, then manifest.json with each entry's size and SHA-256. The archive is written under a
// temporary name and renamed when complete, so FILE is never half an archive. tar-stream writes the
// tar (ustar, a pax header for a name longer than ustar holds), so any tar lists it.
import { createHash, type Hash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, readdir, readFile, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack as createPack, type Header, type Pack } from 'tar-stream';
import { isStorageKey } from '../files/safe-name.ts';
import { RUNTIME_FILES } from './database-snapshot.ts';
import { MANIFEST_NAME, SIGNING_KEY_NAME, type Manifest, type ManifestEntry } from './manifest.ts';

export interface ArchiveContents {
  /** The database folder to archive: the server's snapshot, or DATA_DIR/db of a stopped server. */
  databaseFolder: string;
  filesFolder: string;
  signingKeyFile: string;
  /** The manifest's fields other than its entries and what the archive reads from the files. */
  about: Omit<Manifest, 'entries' | 'postgresVersion'>;
}

const CHUNK = 1024 * 1024;

type EntryHeader = Pick<Header, 'name' | 'type' | 'size' | 'mode' | 'mtime'>;

/**
 * Adds one entry to the archive, its bytes pulled from `body` as the archive takes them; settles
 * once the archive holds the whole entry, or with the error that stopped the archive.
 */
async function addEntry(
  pack: Pack,
  header: EntryHeader,
  body?: AsyncIterable<Buffer> | Iterable<Buffer>,
): Promise<void> {
  let settle!: (error?: Error | null) => void;
  const added = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve());
  });
  const sink = pack.entry(header, settle);
  if (!body) return added;
  // Settled early only by a failure, which the writes below then meet.
  added.catch(() => undefined);
  const drained = () => new Promise<void>((resolve) => sink.once('drain', () => resolve()));
  for await (const chunk of body) if (!sink.write(chunk)) await Promise.race([drained(), added]);
  sink.end(undefined); // no last chunk (streamx's types ask for one)
  return added;
}

/** The file's first `size` bytes, the size its entry names: a file that grows meanwhile is cut there. */
async function* fileBytes(handle: FileHandle, size: number, file: string): AsyncGenerator<Buffer> {
  let left = size;
  while (left > 0) {
    const wanted = Math.min(CHUNK, left);
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(wanted), 0, wanted);
    if (bytesRead === 0) throw new Error(`${file} shrank while it was archived`);
    left -= bytesRead;
    yield buffer.subarray(0, bytesRead);
  }
}

async function* hashed(chunks: AsyncIterable<Buffer>, hash: Hash): AsyncGenerator<Buffer> {
  for await (const chunk of chunks) {
    hash.update(chunk);
    yield chunk;
  }
}

class ArchiveBuilder {
  readonly entries: Record<string, ManifestEntry> = {};
  storedFiles = 0;

  constructor(readonly pack: Pack) {}

  async directory(name: string, folder: string) {
    const info = await stat(folder);
    // A trailing slash marks a folder for tars that look at names only.
    await addEntry(this.pack, {
      name: `${name}/`,
      type: 'directory',
      size: 0,
      mode: info.mode,
      mtime: info.mtime,
    });
    this.entries[name] = { type: 'directory' };
  }

  /** Archives the file; false when it is gone (a stored file removed since the listing). */
  async file(name: string, file: string, options: { missingIsFine?: boolean } = {}): Promise<boolean> {
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (options.missingIsFine && (error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
    try {
      const info = await handle.stat();
      const hash = createHash('sha256');
      const header = { name, type: 'file', size: info.size, mode: info.mode, mtime: info.mtime } as const;
      await addEntry(this.pack, header, hashed(fileBytes(handle, info.size, file), hash));
      this.entries[name] = { type: 'file', size: info.size, sha256: hash.digest('hex') };
      return true;
    } finally {
      await handle.close();
    }
  }

  async bytes(name: string, bytes: Buffer, mode: number) {
    await addEntry(this.pack, { name, type: 'file', size: bytes.length, mode, mtime: new Date() }, [bytes]);
    this.entries[name] = {
      type: 'file',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
  }

  /** The database folder, with its empty folders (PostgreSQL needs them), without runtime files. */
  async databaseTree(folder: string, name = 'db') {
    await this.directory(name, folder);
    const items = (await readdir(folder, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    for (const item of items) {
      if (RUNTIME_FILES.has(item.name)) continue;
      const child = path.join(folder, item.name);
      if (item.isDirectory()) await this.databaseTree(child, `${name}/${item.name}`);
      else if (item.isFile()) await this.file(`${name}/${item.name}`, child);
    }
  }

  /**
   * Every stored object: paths shaped like storage keys. A `.part` file is one being written (the
   * store renames it when complete; stored names always end in their type's extension).
   */
  async storedObjects(root: string, relative = '') {
    let items;
    try {
      items = await readdir(path.join(root, relative), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const item of items.sort((a, b) => a.name.localeCompare(b.name))) {
      const key = relative ? `${relative}/${item.name}` : item.name;
      if (item.isDirectory()) await this.storedObjects(root, key);
      else if (item.isFile() && isStorageKey(key) && !key.endsWith('.part')) {
        if (await this.file(`files/${key}`, path.join(root, key), { missingIsFine: true }))
          this.storedFiles++;
      }
    }
  }
}

export async function writeArchive(
  file: string,
  contents: ArchiveContents,
): Promise<{ manifest: Manifest; storedFiles: number; bytes: number }> {
  const partial = `${file}.partial`;
  // The archive holds the signing key and every account: readable by its owner only.
  const out = createWriteStream(partial, { mode: 0o600 });
  const pack = createPack();
  const written = pipeline(pack, createGzip(), out);
  written.catch(() => undefined);
  try {
    const builder = new ArchiveBuilder(pack);
    await builder.databaseTree(contents.databaseFolder);
    await builder.storedObjects(contents.filesFolder);
    const key = await readFile(contents.signingKeyFile).catch(() => null);
    if (key) await builder.bytes(SIGNING_KEY_NAME, key, 0o600);
    const postgresVersion = (await readFile(path.join(contents.databaseFolder, 'PG_VERSION'), 'utf8')).trim();
    const manifest: Manifest = { ...contents.about, postgresVersion, entries: { ...builder.entries } };
    await builder.bytes(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 2)), 0o600);
    pack.finalize();
    await written;
    await rename(partial, file);
    return { manifest, storedFiles: builder.storedFiles, bytes: (await stat(file)).size };
  } catch (error) {
    pack.destroy();
    // When the archive file failed (no space, no permission), say that, not what the tar then met.
    const fileError = await written.then(
      () => undefined,
      (failure: NodeJS.ErrnoException) =>
        failure.code === 'ERR_STREAM_PREMATURE_CLOSE' ? undefined : failure,
    );
    await rm(partial, { force: true });
    throw fileError ?? error;
  }
}
