import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's built-in account. It checks the access key id; SigV4 signatures it accepts unchecked. */
const S3RVER_KEY = 'S3RVER';

export interface TestS3Server {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT. */
  endpoint: string;
  /** The S3_* environment for `bucket` on this server, as an operator would write it. */
  env(bucket: string): Record<string, string>;
  /** The bucket's keys, read with the SDK (not through BuildCover). */
  keys(bucket: string): Promise<string[]>;
  /** The Content-Type the bucket keeps for `key`. */
  contentType(bucket: string, key: string): Promise<string | undefined>;
  /** Empties and deletes `bucket`, as an operator's mistake would. */
  removeBucket(bucket: string): Promise<void>;
  createBucket(bucket: string): Promise<void>;
  close(): Promise<void>;
}

/** A real S3-protocol server (s3rver) on 127.0.0.1 and a free port, storing under a temp directory. */
export async function startS3Server(buckets: string[]): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'buildcover-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });
  const keys = async (bucket: string) => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
  };
  return {
    endpoint,
    env: (bucket) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'ap-southeast-2',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    }),
    keys,
    async contentType(bucket, key) {
      return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentType;
    },
    async removeBucket(bucket) {
      for (const key of await keys(bucket)) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      await client.send(new DeleteBucketCommand({ Bucket: bucket }));
    },
    async createBucket(bucket) {
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
