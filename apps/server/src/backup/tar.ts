// The tar format of backup archives (POSIX ustar, with a pax header for names longer than ustar
// holds), written and read as streams: only regular files and directories, which is all a backup
// holds. Readable by any tar (`tar -tzf backup.tar.gz`).
import { once } from 'node:events';
import type { Writable } from 'node:stream';

const BLOCK = 512;
const ZERO_BLOCK = Buffer.alloc(BLOCK);
/** The largest size ustar's 11 octal digits hold; larger files get their size in a pax header. */
const MAX_OCTAL_SIZE = 0o77777777777;

export type EntryType = 'file' | 'directory';

export interface EntryHeader {
  name: string;
  type: EntryType;
  size: number;
  mode: number;
  mtime: Date;
}

export class TarFormatError extends Error {}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function paxRecord(key: string, value: string): string {
  // The length counts itself: grow it until the record's own digits fit.
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body);
  while (String(length).length + Buffer.byteLength(body) !== length) {
    length = String(length).length + Buffer.byteLength(body);
  }
  return `${length}${body}`;
}

function header(entry: { name: string; typeflag: string; size: number; mode: number; mtime: Date }) {
  const block = Buffer.alloc(BLOCK);
  block.write(entry.name, 0, 100, 'utf8');
  block.write(octal(entry.mode & 0o7777, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(Math.min(entry.size, MAX_OCTAL_SIZE), 12), 124, 'ascii');
  block.write(octal(Math.max(0, Math.floor(entry.mtime.getTime() / 1000)), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write(entry.typeflag, 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/** Writes entries one after the other; the caller streams each file's bytes through `body`. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async write(bytes: Buffer) {
    if (!this.out.write(bytes)) await once(this.out, 'drain');
  }

  async begin(entry: EntryHeader): Promise<void> {
    const name = entry.type === 'directory' ? `${entry.name}/` : entry.name;
    const size = entry.type === 'directory' ? 0 : entry.size;
    const records =
      (Buffer.byteLength(name) > 100 ? paxRecord('path', name) : '') +
      (size > MAX_OCTAL_SIZE ? paxRecord('size', String(size)) : '');
    if (records) {
      const pax = Buffer.from(records, 'utf8');
      await this.write(
        header({ name: 'PaxHeader', typeflag: 'x', size: pax.length, mode: 0o644, mtime: entry.mtime }),
      );
      await this.write(Buffer.concat([pax, Buffer.alloc(padding(pax.length))]));
    }
    const typeflag = entry.type === 'directory' ? '5' : '0';
    await this.write(
      header({ name: name.slice(0, 100), typeflag, size, mode: entry.mode, mtime: entry.mtime }),
    );
  }

  /** Bytes of the file begun last; exactly its size in all, then `endFile`. */
  body(chunk: Buffer): Promise<void> {
    return this.write(chunk);
  }

  endFile(size: number): Promise<void> {
    return this.write(Buffer.alloc(padding(size)));
  }

  /** The two zero blocks that end an archive. */
  async finish(): Promise<void> {
    await this.write(Buffer.concat([ZERO_BLOCK, ZERO_BLOCK]));
  }
}

/** Pulls exact byte counts from a stream of chunks. */
class ByteReader {
  private chunks: Buffer[] = [];
  private length = 0;
  private done = false;

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(wanted: number) {
    while (this.length < wanted && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else if (next.value.length) {
        this.chunks.push(next.value);
        this.length += next.value.length;
      }
    }
  }

  /** Up to `most` bytes (at least one); throws when the stream has ended. */
  async some(most: number): Promise<Buffer> {
    await this.fill(1);
    if (this.length === 0) throw new TarFormatError('The archive ends in the middle of a file');
    const first = this.chunks[0]!;
    const taken = first.subarray(0, Math.min(most, first.length));
    if (taken.length === first.length) this.chunks.shift();
    else this.chunks[0] = first.subarray(taken.length);
    this.length -= taken.length;
    return taken;
  }

  async exactly(count: number): Promise<Buffer> {
    await this.fill(count);
    if (this.length < count) throw new TarFormatError('The archive ends before its last entry');
    const parts: Buffer[] = [];
    let left = count;
    while (left > 0) {
      const part = await this.some(left);
      parts.push(part);
      left -= part.length;
    }
    return Buffer.concat(parts);
  }
}

const text = (block: Buffer, start: number, length: number) =>
  block
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

function number(block: Buffer, start: number, length: number): number {
  const field = text(block, start, length).trim();
  if (!/^[0-7]*$/.test(field)) throw new TarFormatError('The archive has a damaged entry header');
  return field ? parseInt(field, 8) : 0;
}

function checksumMatches(block: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  return sum === number(block, 148, 8);
}

function paxValues(bytes: Buffer): Map<string, string> {
  const values = new Map<string, string>();
  let offset = 0;
  while (offset < bytes.length) {
    const space = bytes.indexOf(0x20, offset);
    const length = Number(bytes.subarray(offset, space).toString('ascii'));
    if (space < 0 || !Number.isInteger(length) || length <= 0) break;
    const record = bytes.subarray(space + 1, offset + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    if (equals > 0) values.set(record.slice(0, equals), record.slice(equals + 1));
    offset += length;
  }
  return values;
}

export interface TarEntry extends EntryHeader {
  /** The entry's bytes; read it before asking for the next entry (or it is skipped). */
  body(): AsyncGenerator<Buffer>;
}

/** The entries of a tar stream, in order; throws TarFormatError on anything but files and folders. */
export async function* readTar(source: AsyncIterable<Buffer> | Iterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(
    (async function* () {
      yield* source;
    })(),
  );
  let pax = new Map<string, string>();
  for (;;) {
    const block = await reader.exactly(BLOCK);
    if (block.equals(ZERO_BLOCK)) return;
    if (!checksumMatches(block)) throw new TarFormatError('The archive has a damaged entry header');
    const typeflag = String.fromCharCode(block[156]!);
    const prefix = text(block, 345, 155);
    const ownSize = number(block, 124, 12);
    if (typeflag === 'x') {
      pax = paxValues(await reader.exactly(ownSize + padding(ownSize)));
      continue;
    }
    const size = pax.has('size') ? Number(pax.get('size')) : ownSize;
    if (!Number.isSafeInteger(size) || size < 0)
      throw new TarFormatError('The archive has a damaged entry header');
    if (typeflag !== '0' && typeflag !== '\0' && typeflag !== '5')
      throw new TarFormatError(`The archive holds an entry of an unexpected kind (${typeflag})`);
    const name = (
      pax.get('path') ?? (prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100))
    ).replace(/\/$/, '');
    pax = new Map();
    const type: EntryType = typeflag === '5' ? 'directory' : 'file';
    const length = type === 'directory' ? 0 : size;
    let left = length;
    async function* body() {
      while (left > 0) {
        const chunk = await reader.some(Math.min(left, 64 * 1024));
        left -= chunk.length;
        yield chunk;
      }
    }
    yield {
      name,
      type,
      size: length,
      mode: number(block, 100, 8),
      mtime: new Date(number(block, 136, 12) * 1000),
      body,
    };
    for await (const chunk of body()) void chunk;
    await reader.exactly(padding(length));
  }
}
