import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '@shared/schemas/problem';
import { UPLOADS_CACHE_CONTROL } from '../plugins/uploads';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { processImage } from './images';
import { isUploadKey, LocalDiskStorage, newUploadKey } from './storage';

let t: TestApp;
let spaDir: string;
beforeAll(async () => {
  // With a built SPA, so that an unknown upload proves it does not fall back to index.html.
  spaDir = await mkdtemp(join(tmpdir(), 'collabify-spa-'));
  await writeFile(
    join(spaDir, 'index.html'),
    '<!doctype html><head><!--page-meta--><title>Collabify</title><!--/page-meta--></head><div id="root"></div>',
  );
  t = await buildTestApp({ staticDir: spaDir });
});
afterAll(async () => {
  await t?.close();
  await rm(spaDir, { recursive: true, force: true });
});

const webp = async () =>
  (
    await processImage(
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#e4572e' } })
        .png()
        .toBuffer(),
    )
  ).data;

describe('LocalDiskStorage served at /uploads', () => {
  it('serves a stored file at the returned URL with immutable caching and nosniff', async () => {
    const data = await webp();
    const key = newUploadKey('campaigns', 'webp');

    const url = await t.ctx.storage.put(key, data, 'image/webp');

    expect(url).toBe(`/uploads/${key}`);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(data)).toBe(true);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(UPLOADS_CACHE_CONTROL);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');

    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(data.length));
  });

  it('answers a 404 problem, not the SPA, for an unknown upload', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/campaigns/missing.webp' });

    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json<Problem>().status).toBe(404);
    expect(res.headers['cache-control']).not.toBe(UPLOADS_CACHE_CONTROL);
  });

  it('serves nothing outside the uploads directory', async () => {
    for (const url of [
      '/uploads/../package.json',
      '/uploads/%2e%2e/package.json',
      '/uploads/%2e%2e%2fpackage.json',
      '/uploads/..%2f..%2f..%2fetc%2fpasswd',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      // Dot segments are resolved before routing (`/package.json`, no page: the app's not-found
      // page with 404); encoded slashes reach the static root, which refuses them (403).
      const answer =
        res.statusCode === 404
          ? res.body.includes('<div id="root"></div>') && 'the not-found page'
          : res.json<Problem>().status;
      expect({ url, answer }).toEqual({
        url,
        answer: res.statusCode === 404 ? 'the not-found page' : 403,
      });
      expect(res.body).not.toContain('"name": "collabify"');
    }
  });

  it('deletes a file, after which it is gone; deleting again is harmless', async () => {
    const key = newUploadKey('campaigns', 'webp');
    const url = await t.ctx.storage.put(key, await webp(), 'image/webp');

    await t.ctx.storage.delete(key);
    await t.ctx.storage.delete(key);

    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('maps its own URLs back to keys and refuses others', () => {
    const key = newUploadKey('campaigns', 'webp');
    expect(t.ctx.storage.keyFromUrl(`/uploads/${key}`)).toBe(key);
    expect(t.ctx.storage.keyFromUrl('https://cdn.example.com/x.webp')).toBeNull();
    expect(t.ctx.storage.keyFromUrl('/uploads/../secrets/jwt.webp')).toBeNull();
    expect(t.ctx.storage.keyFromUrl('/uploads/')).toBeNull();
  });
});

describe('upload keys', () => {
  it('are generated, unguessable and never contain a path step upwards', () => {
    const keys = Array.from({ length: 50 }, () => newUploadKey('campaigns', 'webp'));
    expect(new Set(keys).size).toBe(50);
    for (const key of keys) {
      expect(key).toMatch(/^campaigns\/[0-9a-f-]{36}\.webp$/);
      expect(isUploadKey(key)).toBe(true);
    }
    expect(() => newUploadKey('../campaigns', 'webp')).toThrow();
    expect(() => newUploadKey('campaigns', 'webp/../../x')).toThrow();
  });

  it('are the only keys a LocalDiskStorage writes or deletes', async () => {
    const root = await mkdtemp(join(tmpdir(), 'collabify-storage-'));
    const outside = join(root, '..', `escaped-${Date.now()}.webp`);
    try {
      const storage = new LocalDiskStorage(join(root, 'uploads'));
      for (const key of [
        '../escaped.webp',
        `../${outside.split('/').pop()}`,
        'campaigns/../../escaped.webp',
        '/etc/passwd.webp',
        'campaigns/.hidden.webp',
        'Campaigns/X.webp',
        'campaigns/x',
        '',
      ]) {
        await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(
          /Invalid upload key/,
        );
        await expect(storage.delete(key)).rejects.toThrow(/Invalid upload key/);
      }
      expect(existsSync(outside)).toBe(false);
      expect(await readdir(join(root, 'uploads'))).toEqual([]);
      // A put leaves no temporary file behind.
      const key = newUploadKey('campaigns', 'webp');
      await storage.put(key, Buffer.from('x'), 'image/webp');
      expect(await readdir(join(root, 'uploads', 'campaigns'))).toEqual([key.split('/')[1]]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('the app', () => {
  it('has the multipart parser registered', () => {
    expect(t.app.hasContentTypeParser('multipart/form-data')).toBe(true);
  });
});
