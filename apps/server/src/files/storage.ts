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
}

/** Local directory (default): DATA_DIR/files/<first two characters>/<key>. */
export function localStorage(root: string): FileStorage {
  const path = (key: string) => join(root, key.slice(0, 2), key);
  return {
    kind: 'local',
    async put(key, body) {
      await mkdir(dirname(path(key)), { recursive: true });
      await writeFile(path(key), body, { flag: 'wx' });
    },
    async get(key) {
      try {
        return await readFile(path(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(path(key), { force: true });
    },
  };
}

/**
 * S3-compatible object storage (AWS, MinIO, R2…), chosen when S3_BUCKET is set. The SDK is loaded
 * only then, so the default setup does not pay for it.
 */
export async function s3Storage(config: S3Config): Promise<FileStorage> {
  const { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
  });
  return {
    kind: 's3',
    async put(key, body, mime) {
      await client.send(new PutObjectCommand({ Bucket: config.bucket, Key: key, Body: body, ContentType: mime }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
  };
}

export async function createStorage(config: Config): Promise<FileStorage> {
  return config.s3 ? s3Storage(config.s3) : localStorage(config.filesDir);
}
