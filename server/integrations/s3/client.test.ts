import { S3ServiceException } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { AppContext } from '../../context';
import { loadEnv } from '../../env';
import { UPLOADS_CACHE_CONTROL } from '../../plugins/uploads';
import { createStorage } from '../../start';
import { type LocalS3Server, startLocalS3Server } from '../../test/s3-server';
import { newUploadKey } from '../../uploads/storage';
import { S3Storage } from './client';

describe('S3Storage', () => {
  let s3: LocalS3Server;
  let storage: S3Storage;
  /** Path-style public URL of the bucket: the local server serves objects there without signing. */
  let publicUrl: string;

  beforeAll(async () => {
    s3 = await startLocalS3Server();
    publicUrl = `${s3.endpoint}/${s3.bucket}`;
    storage = new S3Storage({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      bucket: s3.bucket,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      publicUrl,
      forcePathStyle: true,
    });
  });

  afterAll(async () => {
    storage?.close();
    await s3?.close();
  });

  it('stores the bytes with their content type and immutable caching at <public URL>/<key>', async () => {
    const key = newUploadKey('campaigns', 'webp');
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 0x00, 0xff, 0x10, 0x57, 0x45, 0x42, 0x50]);
    const url = await storage.put(key, bytes, 'image/webp');
    expect(url).toBe(`${publicUrl}/${key}`);

    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(UPLOADS_CACHE_CONTROL);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
  });

  it('replaces the object when the same key is put again', async () => {
    const key = newUploadKey('campaigns', 'png');
    await storage.put(key, Buffer.from('first'), 'image/png');
    const url = await storage.put(key, Buffer.from('second'), 'image/png');
    expect(await (await fetch(url)).text()).toBe('second');
  });

  it('deletes the object, and deleting an absent key succeeds', async () => {
    const key = newUploadKey('campaigns', 'webp');
    const url = await storage.put(key, Buffer.from('to be deleted'), 'image/webp');
    expect((await fetch(url)).status).toBe(200);

    await storage.delete(key);
    expect((await fetch(url)).status).toBe(404);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys that newUploadKey did not make, before any request', async () => {
    for (const key of ['../secrets.txt', '/campaigns/a.webp', 'Campaigns/A.webp', 'campaigns/']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(
        'Invalid upload key',
      );
      await expect(storage.delete(key)).rejects.toThrow('Invalid upload key');
    }
  });

  it('gives back the key of a URL it returned', async () => {
    const key = newUploadKey('campaigns', 'webp');
    const url = await storage.put(key, Buffer.from('x'), 'image/webp');
    expect(storage.keyFromUrl(url)).toBe(key);
  });

  it('returns null for URLs that are not its own objects', () => {
    const key = 'campaigns/5f0c2d1e-0000-4000-8000-0123456789ab.webp';
    expect(storage.keyFromUrl(`${publicUrl}/${key}`)).toBe(key);
    for (const url of [
      `/uploads/${key}`, // a local-disk upload
      `https://elsewhere.example/${key}`,
      `${publicUrl}-other/${key}`, // a look-alike prefix
      `${publicUrl}/../${key}`,
      `${publicUrl}/campaigns/../secrets.webp`,
      `${publicUrl}/${key}?download=1`,
      `${publicUrl}/`,
      publicUrl,
      '',
    ]) {
      expect(storage.keyFromUrl(url), url).toBeNull();
    }
  });

  it('accepts a public URL given with a trailing slash', () => {
    const slashed = new S3Storage({
      region: 'us-east-1',
      bucket: s3.bucket,
      accessKeyId: 'unused',
      secretAccessKey: 'unused',
      publicUrl: 'https://cdn.example.com/media/',
    });
    expect(slashed.keyFromUrl('https://cdn.example.com/media/campaigns/a1.webp')).toBe(
      'campaigns/a1.webp',
    );
    expect(slashed.keyFromUrl('https://cdn.example.com/media//campaigns/a1.webp')).toBeNull();
    slashed.close();
  });

  it('fails with a 502 naming S3 when the bucket refuses the secret, storing nothing', async () => {
    const wrong = new S3Storage({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      bucket: s3.bucket,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: 'not-the-secret',
      publicUrl,
      forcePathStyle: true,
    });
    const key = newUploadKey('campaigns', 'webp');
    const error: unknown = await wrong.put(key, Buffer.from('x'), 'image/webp').catch((e) => e);
    expect(error).toMatchObject({ status: 502, slug: 'provider-bad-response:s3' });
    // The SDK's refusal stays as the cause, for the operator's log.
    const cause = (error as Error).cause as S3ServiceException;
    expect(cause).toBeInstanceOf(S3ServiceException);
    expect(cause.name).toBe('SignatureDoesNotMatch');
    expect(cause.$metadata.httpStatusCode).toBe(403);
    expect((await fetch(`${publicUrl}/${key}`)).status).toBe(404);
    await expect(wrong.delete(key)).rejects.toMatchObject({ status: 502 });
    wrong.close();
  });

  it('is the storage start-up creates from the S3_* variables', async () => {
    const fromEnv = createStorage(
      loadEnv({
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: s3.bucket,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
        S3_PUBLIC_URL: publicUrl,
        S3_FORCE_PATH_STYLE: 'true',
      }),
    );
    expect(fromEnv).toBeInstanceOf(S3Storage);
    const key = newUploadKey('avatars', 'webp');
    const url = await fromEnv.put(key, Buffer.from('from env'), 'image/webp');
    expect(await (await fetch(url)).text()).toBe('from env');
    (fromEnv as S3Storage).close();
  });

  it("lets the app's pages show images from the bucket's public origin (CSP img-src)", async () => {
    // Not ready: every /api request answers 503, with the headers, before anything but the storage
    // is used, so the rest of the context can be left out.
    const ctx = { storage } as Partial<AppContext> as AppContext;
    const app = await buildApp({ ctx, isReady: () => false });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    const csp = response.headers['content-security-policy'];
    expect(csp).toMatch(new RegExp(`img-src 'self' data: ${new URL(publicUrl).origin}( |;|$)`));
  });
});
