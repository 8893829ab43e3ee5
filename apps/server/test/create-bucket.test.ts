// The bucket step of compose.yaml (src/files/create-bucket.ts) against a real S3-speaking server:
// it creates the configured bucket in an empty store, finds it there the next time, and fails with a
// message when the store cannot be reached.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3FileStore } from '../src/files/s3-store.ts';
import { freePort } from './collab-processes.ts';

const entry = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'src',
  'files',
  'create-bucket.ts',
);
const BUCKET = 'vitrine-compose';
const CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_REGION: 'us-east-1' };

function createBucket(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', JWT_SECRET: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

describe('the bucket step', () => {
  let s3: S3rver;
  let dir: string;
  let endpoint: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'vitrine-bucket-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(dir, 's3') });
    endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the bucket in an empty store, then finds it there', async () => {
    const env = {
      ...CREDENTIALS,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      DATA_DIR: path.join(dir, 'data'),
    };
    const first = await createBucket(env);
    expect(first.output).toContain(`bucket ${BUCKET} created at ${endpoint}`);
    expect(first.code).toBe(0);

    const store = createS3FileStore({
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      accessKeyId: CREDENTIALS.S3_ACCESS_KEY_ID,
      secretAccessKey: CREDENTIALS.S3_SECRET_ACCESS_KEY,
    });
    await store.put('probe', Buffer.from('stored'), 'text/plain');
    expect(await store.ping()).toBeUndefined();
    store.close();

    const again = await createBucket(env);
    expect(again.output).toContain(`bucket ${BUCKET} already exists`);
    expect(again.code).toBe(0);
    // The step signs nothing, so it leaves no key in DATA_DIR.
    expect(existsSync(path.join(dir, 'data', 'jwt-secret'))).toBe(false);
  });

  it('refuses without S3_BUCKET, and fails naming the store it cannot reach', async () => {
    const unset = await createBucket({ ...CREDENTIALS, S3_BUCKET: '' });
    expect(unset.output).toContain('S3_BUCKET is unset');
    expect(unset.code).toBe(1);

    const closed = `http://127.0.0.1:${await freePort()}`;
    const unreachable = await createBucket({ ...CREDENTIALS, S3_BUCKET: BUCKET, S3_ENDPOINT: closed });
    expect(unreachable.output).toContain(`cannot create bucket ${BUCKET} at ${closed}`);
    expect(unreachable.code).toBe(1);
  });
});
