// @vitest-environment node
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type S3Config } from '../config';
import { pdfFile, pngFile } from '../../test/fixtures';
import { s3Storage, StorageUnavailableError, type FileStorage } from './storage';
import { startS3Server, type TestS3Server } from './test/s3Server';

/** The S3 settings as BuildCover reads them from its environment. */
function s3ConfigFrom(env: Record<string, string>): S3Config {
  const { s3 } = loadConfig({ JWT_SECRET: 'x'.repeat(32), ...env });
  if (!s3) throw new Error('S3_BUCKET did not select S3 storage');
  return s3;
}

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server(['files', 'vanishing']);
});
afterAll(async () => {
  await s3?.close();
});

describe('S3 configuration', () => {
  it('reads S3_* into the S3 storage settings', () => {
    expect(
      s3ConfigFrom({
        S3_BUCKET: ' files ',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toEqual({
      bucket: 'files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    // An empty S3_REGION (as an env file writes it) is the default, not an empty region.
    expect(s3ConfigFrom({ S3_BUCKET: 'files', S3_REGION: '' })).toMatchObject({
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
    });
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32), S3_BUCKET: '' }).s3).toBeUndefined();
  });

  it('refuses half an S3 setup with a message naming the setting', () => {
    const load = (env: Record<string, string>) => () => loadConfig({ JWT_SECRET: 'x'.repeat(32), ...env });
    expect(load({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'Invalid configuration: S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
    );
    expect(load({ S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      'S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
    expect(load({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'S3_BUCKET: S3_BUCKET is required when other S3_* settings are given',
    );
    expect(load({ S3_BUCKET: 'files', S3_ENDPOINT: '127.0.0.1:9000' })).toThrow(
      'S3_ENDPOINT: S3_ENDPOINT must be an http:// or https:// URL',
    );
  });
});

describe('S3 storage against s3rver', () => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = await s3Storage(s3ConfigFrom(s3.env('files')));
  });
  afterAll(() => storage?.close());

  it('puts, gets and deletes objects by key, keeping their content type', async () => {
    expect(storage.kind).toBe('s3');
    await storage.put('AdapterPut0000000000001.pdf', pdfFile(), 'application/pdf');
    await storage.put('AdapterPut0000000000002.png', pngFile(), 'image/png');
    expect(await s3.keys('files')).toEqual(['AdapterPut0000000000001.pdf', 'AdapterPut0000000000002.png']);
    expect(await s3.contentType('files', 'AdapterPut0000000000001.pdf')).toBe('application/pdf');
    expect(await s3.contentType('files', 'AdapterPut0000000000002.png')).toBe('image/png');
    expect((await storage.get('AdapterPut0000000000001.pdf'))?.equals(pdfFile())).toBe(true);
    expect((await storage.get('AdapterPut0000000000002.png'))?.equals(pngFile())).toBe(true);

    await storage.delete('AdapterPut0000000000001.pdf');
    expect(await storage.get('AdapterPut0000000000001.pdf')).toBeNull();
    expect(await s3.keys('files')).toEqual(['AdapterPut0000000000002.png']);
    await storage.delete('AdapterPut0000000000002.png');
    expect(await s3.keys('files')).toEqual([]);
  });

  it('answers null for a key that is not stored, and deleting one is fine', async () => {
    expect(await storage.get('NeverStored00000000000.pdf')).toBeNull();
    await expect(storage.delete('NeverStored00000000000.pdf')).resolves.toBeUndefined();
  });

  it('reports a bucket that disappears after the start as storage unavailable, naming the cause', async () => {
    const vanishing = await s3Storage(s3ConfigFrom(s3.env('vanishing')));
    try {
      await s3.removeBucket('vanishing');
      const put = vanishing.put('Vanished00000000000000.pdf', pdfFile(), 'application/pdf');
      await expect(put).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(put).rejects.toThrow(
        'S3 PutObject of "Vanished00000000000000.pdf" in bucket "vanishing" failed: NoSuchBucket',
      );
      await expect(vanishing.get('Vanished00000000000000.pdf')).rejects.toThrow(
        'S3 GetObject of "Vanished00000000000000.pdf" in bucket "vanishing" failed: NoSuchBucket',
      );
      await expect(vanishing.delete('Vanished00000000000000.pdf')).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      vanishing.close();
    }
  });
});

describe('S3 storage start-up check', () => {
  it('fails fast when the bucket does not exist', async () => {
    await expect(s3Storage(s3ConfigFrom(s3.env('no-such-bucket')))).rejects.toThrow(
      `S3 file storage is not usable: bucket "no-such-bucket" does not exist at ${s3.endpoint}: create it or correct S3_BUCKET`,
    );
  });

  it('fails fast when the access key is refused', async () => {
    await expect(s3Storage(s3ConfigFrom({ ...s3.env('files'), S3_ACCESS_KEY_ID: 'NOT-A-KEY' }))).rejects.toThrow(
      `S3 file storage is not usable: access to bucket "files" at ${s3.endpoint} was refused (403): check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the bucket's policy`,
    );
  });

  it('fails fast when nothing answers at S3_ENDPOINT', async () => {
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    await expect(s3Storage(s3ConfigFrom({ ...s3.env('files'), S3_ENDPOINT: endpoint }))).rejects.toThrow(
      `S3 file storage is not usable: could not reach bucket "files" at ${endpoint}: `,
    );
  });
});
