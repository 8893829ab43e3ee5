// What a store of file bytes does, whichever holds them (local-store.ts, s3-store.ts;
// create-file-store.ts picks one). Keys come from isStorageKey-shaped names only; rows in the `files`
// table say what each key holds.
import type { Readable } from 'node:stream';

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
