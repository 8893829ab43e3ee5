// Where file bytes live: the local disk under DATA_DIR/files by default, an S3-compatible bucket when
// S3_BUCKET is set (so several server processes share one store). Keys come from isStorageKey-shaped
// names only; rows in the `files` table say what each key holds.
import type { Readable } from 'node:stream';
import path from 'node:path';
import type { Config } from '../config.ts';
import { createLocalFileStore } from './local-store.ts';
import { createS3FileStore } from './s3-store.ts';

export interface StoredObject {
  body: Readable;
  size: number;
}

export interface FileStore {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when the key holds nothing. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when the store can be written (readiness). */
  ping(): Promise<void>;
  close(): void;
}

export function createFileStore(config: Config): FileStore {
  if (config.s3) return createS3FileStore(config.s3);
  return createLocalFileStore(path.join(config.dataDir, 'files'));
}
