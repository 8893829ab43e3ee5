// The entries of a backup's tar, parsed by tar-stream: each with its name, kind, size and mode and
// its bytes as a stream, so the reader checks the name before it reads the bytes and hashes them as
// they pass. The parser's complaints (checksum, format, an archive cut inside the tar) come out as
// TarFormatError, apart from the gzip layer's and the disk's, which keep their codes.
import type { Readable } from 'node:stream';
import { extract as createExtract, type Header } from 'tar-stream';

/** What the tar parser found wrong with the archive (as opposed to the gzip layer or the disk). */
export class TarFormatError extends Error {
  constructor(
    message: string,
    /** The tar stopped inside an entry: the archive was cut short, not altered. */
    readonly cutShort: boolean,
  ) {
    super(message);
  }
}

export interface TarEntry {
  /** The entry's name, without the slash that ends a folder's. */
  name: string;
  /** `file` and `directory` are all a backup holds; null for a kind tar-stream does not know. */
  type: Header['type'] | null;
  size: number;
  mode: number;
  /** The entry's bytes: read them all before asking for the next entry. */
  body: AsyncIterable<Buffer>;
}

/** Calls into the tar parser, its complaints (plain errors, unlike zlib's and the disk's) marked as such. */
async function parsing<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof Error && !(error as NodeJS.ErrnoException).code)
      throw new TarFormatError(error.message, /end of data/i.test(error.message));
    throw error;
  }
}

/** An entry's bytes (Buffers: tar-stream's chunks on Node), the parser's complaints marked. */
async function* bodyOf(source: AsyncIterable<unknown>): AsyncGenerator<Buffer> {
  const chunks = source[Symbol.asyncIterator]();
  for (;;) {
    const next = await parsing(() => chunks.next());
    if (next.done) return;
    yield next.value as Buffer;
  }
}

/** The tar entries of the gunzipped stream, in order. */
export async function* tarEntries(tar: Readable): AsyncGenerator<TarEntry> {
  const extract = createExtract();
  tar.on('error', (error) => extract.destroy(error));
  // tar-stream's streams are streamx streams, which take Node's pipe.
  tar.pipe(extract as unknown as NodeJS.WritableStream);
  const entries = extract[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await parsing(() => entries.next());
      if (next.done) return;
      const { header } = next.value;
      const directory = header.type === 'directory';
      yield {
        name: directory ? header.name.replace(/\/$/, '') : header.name,
        type: header.type ?? null,
        size: directory ? 0 : header.size,
        mode: header.mode,
        body: bodyOf(next.value),
      };
    }
  } finally {
    extract.destroy();
  }
}
