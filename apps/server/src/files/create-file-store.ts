// Where file bytes live: the local disk under DATA_DIR/files by default, an S3-compatible bucket when
// S3_BUCKET is set (so several server processes share one store).
import path from 'node:path';
import type { Config } from '../config.ts';
import { createLocalFileStore } from './local-store.ts';
import { createS3FileStore } from './s3-store.ts';
import type { FileStore } from './store.ts';

export function createFileStore(config: Config): FileStore {
  if (config.s3) return createS3FileStore(config.s3);
  return createLocalFileStore(path.join(config.dataDir, 'files'));
}
