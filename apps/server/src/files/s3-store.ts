// The file store in an S3-compatible bucket (AWS S3, MinIO, R2...). A custom endpoint implies
// path-style addressing, which every S3-compatible server understands.
import { Readable } from 'node:stream';
import {
  BucketAlreadyOwnedByYou,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import type { FileStore } from './store.ts';

type S3Config = NonNullable<Config['s3']>;

function s3Client(s3: S3Config): S3Client {
  return new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
    ...(s3.accessKeyId && s3.secretAccessKey
      ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
      : {}),
  });
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

export function createS3FileStore(s3: S3Config): FileStore {
  const client = s3Client(s3);
  const Bucket = s3.bucket;

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) return null;
        return { body: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close() {
      client.destroy();
    },
  };
}

/**
 * Creates the configured bucket when the store has none of that name (a fresh store's first start,
 * compose.yaml); answers whether it did. The server itself never creates buckets.
 */
export async function ensureBucket(s3: S3Config): Promise<boolean> {
  const client = s3Client(s3);
  try {
    try {
      await client.send(new HeadBucketCommand({ Bucket: s3.bucket }));
      return false;
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    try {
      await client.send(new CreateBucketCommand({ Bucket: s3.bucket }));
      return true;
    } catch (error) {
      // Another process created it meanwhile.
      if (error instanceof BucketAlreadyOwnedByYou) return false;
      throw error;
    }
  } finally {
    client.destroy();
  }
}
