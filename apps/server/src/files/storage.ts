import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Config, S3Config } from '../config';

/** Where uploaded bytes live. Keys are flat and unguessable (see newFileKey). */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, mime: string): Promise<void>;
  /** The bytes, or null when the key is not stored. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Releases connections (the app's onClose). */
  close(): void;
}

/** Local directory (default): DATA_DIR/files/<first two characters>/<key>. */
export function localStorage(root: string): FileStorage {
  const path = (key: string) => join(root, key.slice(0, 2), key);
  // A disk that is full, read-only or gone is storage being unavailable (503), not a server bug.
  const unavailable = (operation: string, key: string, error: unknown) =>
    new StorageUnavailableError(`local ${operation} of "${key}" under ${root} failed: ${(error as Error).message}`, {
      cause: error,
    });
  return {
    kind: 'local',
    async put(key, body) {
      try {
        await mkdir(dirname(path(key)), { recursive: true });
        await writeFile(path(key), body, { flag: 'wx' });
      } catch (error) {
        throw unavailable('write', key, error);
      }
    },
    async get(key) {
      try {
        return await readFile(path(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw unavailable('read', key, error);
      }
    },
    async delete(key) {
      try {
        await rm(path(key), { force: true });
      } catch (error) {
        throw unavailable('delete', key, error);
      }
    },
    close() {},
  };
}

/**
 * Storage could not be used (unreachable, bucket gone, access refused). The message is for the log;
 * callers are answered 503 with `storageUnavailableMessage` (plugins/errors.ts).
 */
export class StorageUnavailableError extends Error {
  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

export const storageUnavailableMessage = 'File storage is unavailable right now. Please try again in a few minutes.';

interface S3Failure {
  name?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

const s3Status = (error: unknown) => (error as S3Failure).$metadata?.httpStatusCode;
const s3Reason = (error: unknown) => {
  const { name, message } = error as S3Failure;
  return [name, message].filter(Boolean).join(': ') || String(error);
};

/** Why HeadBucket failed, in the words of the S3_* settings an operator would change. */
function bucketProblem(error: unknown, config: S3Config): string {
  const where = config.endpoint ?? `AWS region ${config.region}`;
  const status = s3Status(error);
  if ((error as S3Failure).name === 'CredentialsProviderError') {
    return 'no credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or give the process AWS credentials)';
  }
  if (status === 404) return `bucket "${config.bucket}" does not exist at ${where}: create it or correct S3_BUCKET`;
  if (status === 401 || status === 403)
    return `access to bucket "${config.bucket}" at ${where} was refused (${status}): check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the bucket's policy`;
  if (status === 301 || status === 400)
    return `bucket "${config.bucket}" answered ${status}: check S3_REGION (${config.region}) and S3_ENDPOINT`;
  return `could not reach bucket "${config.bucket}" at ${where}: ${s3Reason(error)}`;
}

/**
 * S3-compatible object storage (AWS, MinIO, R2…), chosen when S3_BUCKET is set. The SDK is loaded
 * only then, so the default setup does not pay for it. The bucket is checked here (HeadBucket), so
 * a wrong S3_* setting stops the start with a clear message instead of failing uploads later.
 */
export async function s3Storage(config: S3Config): Promise<FileStorage> {
  const { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } = await import(
    '@aws-sdk/client-s3'
  );
  const client = new S3Client({
    region: config.region,
    // A custom endpoint (MinIO, s3rver…) is addressed by path: http://host:port/bucket/key.
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Without limits an unreachable endpoint would hold a request (and the start) indefinitely.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const failed = (operation: string, key: string, error: unknown) =>
    new StorageUnavailableError(`S3 ${operation} of "${key}" in bucket "${config.bucket}" failed: ${s3Reason(error)}`, {
      cause: error,
    });

  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
  } catch (error) {
    client.destroy();
    throw new Error(`S3 file storage is not usable: ${bucketProblem(error, config)}`, { cause: error });
  }

  return {
    kind: 's3',
    async put(key, body, mime) {
      try {
        await client.send(new PutObjectCommand({ Bucket: config.bucket, Key: key, Body: body, ContentType: mime }));
      } catch (error) {
        throw failed('PutObject', key, error);
      }
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if ((error as S3Failure).name === 'NoSuchKey') return null;
        throw failed('GetObject', key, error);
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that is not there, so deleting twice is fine.
      try {
        await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
      } catch (error) {
        throw failed('DeleteObject', key, error);
      }
    },
    close() {
      client.destroy();
    },
  };
}

export async function createStorage(config: Config): Promise<FileStorage> {
  return config.s3 ? s3Storage(config.s3) : localStorage(config.filesDir);
}
