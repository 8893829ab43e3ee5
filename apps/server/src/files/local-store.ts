// The file store on the local disk: one directory per random key prefix under a root directory.
// Writes go to a temporary name first, so a reader never sees half a file. A backup that copies the
// directory holds deletes back meanwhile (store-gate.ts).
import { createReadStream } from 'node:fs';
import { constants } from 'node:fs';
import { access, mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../http/errors.ts';
import { isStorageKey } from './safe-name.ts';
import { storeGate } from './store-gate.ts';
import type { FileStore } from './store.ts';

export const FILE_STORE_FULL = 'The file store is full: the file was not stored. Try again later';

export function createLocalFileStore(root: string): FileStore {
  const gate = storeGate(root);
  const resolve = (key: string) => {
    // Keys are produced by the server, but a second check keeps a bad key from ever leaving the root.
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return file;
  };

  return {
    kind: 'local',
    async put(key, bytes) {
      // Tracked from the call on: a backup waits for writes begun before its snapshot.
      await gate.track(write(resolve(key), bytes));
    },
    async get(key) {
      const file = resolve(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { body: createReadStream(file), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const file = resolve(key);
      await gate.delete(async () => {
        await rm(file, { force: true });
        // Drop the key's directory once it is empty (its thumbnail may still be there).
        await rmdir(path.dirname(file)).catch(() => undefined);
      });
    },
    async ping() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
    close() {},
  };
}

async function write(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.part`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  } catch (error) {
    // A half-written temporary file is nobody's: never leave one behind.
    await rm(temporary, { force: true }).catch(() => undefined);
    await rmdir(path.dirname(file)).catch(() => undefined);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOSPC' || code === 'EDQUOT') throw new HttpError(507, FILE_STORE_FULL);
    throw error;
  }
}
