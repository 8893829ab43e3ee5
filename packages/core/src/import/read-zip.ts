// Reads a zip without trusting it. Entry count, declared sizes and names are checked from the central
// directory before anything is inflated (zip bombs, path traversal), and every entry is inflated as a
// stream that stops the moment it passes its declared size or the total limit, so a lying header
// cannot get past either. A refusal throws a ZipRefusal before the caller writes anything.
import { Inflate } from 'fflate';
import { IMPORT_TEXTS } from './texts.ts';

export interface ZipLimits {
  maxEntries: number;
  maxTotalBytes: number;
  maxEntryBytes: number;
}

/** Generous for a scene (models and textures), far below what would exhaust a browser tab. */
export const SCENE_ZIP_LIMITS: ZipLimits = {
  maxEntries: 2000,
  maxTotalBytes: 512 * 1024 * 1024,
  maxEntryBytes: 50 * 1024 * 1024,
};

export class ZipRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipRefusal';
  }
}

export interface ZipEntry {
  /** Normalised path inside the zip ('/'-separated, no leading slash). */
  path: string;
  size: number;
  bytes: Uint8Array;
}

interface DirectoryEntry {
  path: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  isDirectory: boolean;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const MB = 1024 * 1024;
const UNIX_HOST = 3;

/** A path that cannot leave the import's folder: no absolute paths, drive letters, '..' or NUL. */
export function safeEntryPath(raw: string): string | null {
  const unified = raw.replace(/\\/g, '/');
  if (unified.includes('\0') || unified.startsWith('/') || /^[A-Za-z]:/.test(unified)) return null;
  const parts = unified.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.some((part) => part === '..')) return null;
  return parts.join('/');
}

function findEndOfDirectory(view: DataView): number {
  // The end record is at least 22 bytes and may be followed by a comment of up to 65535 bytes.
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let offset = view.byteLength - 22; offset >= lowest; offset -= 1) {
    if (view.getUint32(offset, true) === EOCD_SIGNATURE) return offset;
  }
  throw new ZipRefusal(IMPORT_TEXTS.notZip);
}

function readDirectory(bytes: Uint8Array, limits: ZipLimits): DirectoryEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 22) throw new ZipRefusal(IMPORT_TEXTS.notZip);
  const end = findEndOfDirectory(view);
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  // ZIP64 archives mark these fields 0xFFFF / 0xFFFFFFFF; a scene never needs them.
  if (count === 0xffff || directoryOffset === 0xffffffff)
    throw new ZipRefusal(IMPORT_TEXTS.tooManyEntries(limits.maxEntries));
  if (count > limits.maxEntries) throw new ZipRefusal(IMPORT_TEXTS.tooManyEntries(limits.maxEntries));
  if (directoryOffset + directorySize > end) throw new ZipRefusal(IMPORT_TEXTS.notZip);

  const decoder = new TextDecoder();
  const entries: DirectoryEntry[] = [];
  let total = 0;
  let offset = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > end || view.getUint32(offset, true) !== CENTRAL_SIGNATURE)
      throw new ZipRefusal(IMPORT_TEXTS.notZip);
    const madeBy = view.getUint8(offset + 5);
    const flags = view.getUint16(offset + 8, true);
    const method = view.getUint16(offset + 10, true);
    const compressedSize = view.getUint32(offset + 20, true);
    const size = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const externalAttributes = view.getUint32(offset + 38, true);
    const localOffset = view.getUint32(offset + 42, true);
    const rawName = decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;

    const path = safeEntryPath(rawName);
    if (path === null) throw new ZipRefusal(IMPORT_TEXTS.unsafePath(rawName));
    // A link made on Unix keeps its file mode in the high half of the external attributes.
    if (madeBy === UNIX_HOST && ((externalAttributes >>> 16) & 0o170000) === 0o120000)
      throw new ZipRefusal(IMPORT_TEXTS.symlink(path));
    const isDirectory = rawName.endsWith('/') || rawName.endsWith('\\');
    if (!isDirectory) {
      if (size === 0xffffffff || size > limits.maxEntryBytes) {
        throw new ZipRefusal(IMPORT_TEXTS.entryTooLarge(path, limits.maxEntryBytes / MB));
      }
      total += size;
      if (total > limits.maxTotalBytes)
        throw new ZipRefusal(IMPORT_TEXTS.tooLarge(limits.maxTotalBytes / MB));
    }
    entries.push({ path, method, flags, compressedSize, size, localOffset, isDirectory });
  }
  return entries;
}

/** Inflates one entry, refusing the moment it grows past its declared size. */
function inflateEntry(data: Uint8Array, entry: DirectoryEntry): Uint8Array {
  if (entry.method === 0) {
    if (data.length !== entry.size) throw new ZipRefusal(IMPORT_TEXTS.corrupt(entry.path));
    return data.slice();
  }
  if (entry.method !== 8) throw new ZipRefusal(IMPORT_TEXTS.unsupportedCompression(entry.path));
  const out = new Uint8Array(entry.size);
  let written = 0;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > entry.size) throw new ZipRefusal(IMPORT_TEXTS.corrupt(entry.path));
    out.set(chunk, written);
    written += chunk.length;
  });
  // Feed the compressed data in slices so output is checked as it is produced, not after.
  const slice = 64 * 1024;
  try {
    for (let start = 0; start < data.length; start += slice) {
      inflater.push(data.subarray(start, Math.min(data.length, start + slice)), start + slice >= data.length);
    }
    if (data.length === 0) inflater.push(new Uint8Array(0), true);
  } catch (error) {
    if (error instanceof ZipRefusal) throw error;
    throw new ZipRefusal(IMPORT_TEXTS.corrupt(entry.path));
  }
  if (written !== entry.size) throw new ZipRefusal(IMPORT_TEXTS.corrupt(entry.path));
  return out;
}

/**
 * The files of a zip (directories left out). `accept` picks which entries to inflate; the others are
 * only size-checked. Throws ZipRefusal on anything hostile or damaged.
 */
export function readZip(
  bytes: Uint8Array,
  options: { limits?: ZipLimits; accept?: (path: string) => boolean } = {},
): ZipEntry[] {
  const limits = options.limits ?? SCENE_ZIP_LIMITS;
  const directory = readDirectory(bytes, limits);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const files: ZipEntry[] = [];
  for (const entry of directory) {
    if (entry.isDirectory || (options.accept && !options.accept(entry.path))) continue;
    if (entry.flags & 1) throw new ZipRefusal(IMPORT_TEXTS.encrypted(entry.path));
    const local = entry.localOffset;
    if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL_SIGNATURE) {
      throw new ZipRefusal(IMPORT_TEXTS.corrupt(entry.path));
    }
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const stop = start + entry.compressedSize;
    if (stop > bytes.length) throw new ZipRefusal(IMPORT_TEXTS.corrupt(entry.path));
    files.push({
      path: entry.path,
      size: entry.size,
      bytes: inflateEntry(bytes.subarray(start, stop), entry),
    });
  }
  return files;
}
