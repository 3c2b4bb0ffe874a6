import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

/**
 * Where uploaded files live. Keys are relative paths made by {@link newUploadKey}
 * (`campaigns/<uuid>.webp`), never taken from user input.
 */
export interface Storage {
  /**
   * Stores `data` under `key`, replacing what was there.
   * @returns the public URL the file is served at: a path on this app for local disk
   * (`/uploads/campaigns/<uuid>.webp`), an absolute URL for S3 (`https://cdn…/campaigns/<uuid>.webp`).
   * @throws Error when `key` is not a generated key (a programming error, not a client one).
   */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** Removes the file at `key`; nothing happens when it is absent. */
  delete(key: string): Promise<void>;
  /**
   * The key of a URL that {@link Storage.put} returned (to delete a replaced image), or null when
   * the URL is not one of this storage's files.
   */
  keyFromUrl(url: string): string | null;
  /**
   * Origin (`https://cdn.example.com`) the files are served from when it is not the app's own;
   * the app allows images from it in its Content-Security-Policy.
   */
  readonly publicOrigin?: string;
}

/** A generated key: lower-case folders, a name and an extension; no `..`, no leading `/`. */
const KEY_PATTERN = /^(?:[a-z0-9-]+\/)*[a-z0-9-]+\.[a-z0-9]+$/;

/** True when `key` has the shape {@link newUploadKey} makes. */
export const isUploadKey = (key: string) => KEY_PATTERN.test(key);

/**
 * A fresh, unguessable key: `<folder>/<uuid>.<extension>`, e.g.
 * `newUploadKey('campaigns', 'webp')` → `campaigns/5f0c…e1.webp`.
 * @throws Error when `folder` or `extension` is not lower-case letters, digits and dashes.
 */
export function newUploadKey(folder: string, extension: string): string {
  const key = `${folder}/${randomUUID()}.${extension}`;
  if (!isUploadKey(key)) throw new Error(`Invalid upload folder or extension: ${key}`);
  return key;
}

/** URL path under which {@link LocalDiskStorage} files are served (see server/plugins/uploads.ts). */
export const UPLOADS_URL_PREFIX = '/uploads/';

/**
 * Files on this machine's disk under `root` (DATA_DIR/uploads), served by the app at
 * `/uploads/<key>`. Writes go to a temporary file first, then are renamed into place, so a reader
 * never sees half a file. Only for a single web instance or a shared volume: several instances
 * need S3-compatible storage.
 */
export class LocalDiskStorage implements Storage {
  /** Absolute directory holding the files; created if missing. */
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
    mkdirSync(this.root, { recursive: true });
  }

  /** The absolute file path of `key`, refusing anything that is not a generated key. */
  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!isUploadKey(key) || !path.startsWith(this.root + sep)) {
      throw new Error(`Invalid upload key: ${JSON.stringify(key)}`);
    }
    return path;
  }

  /** @inheritdoc */
  async put(key: string, data: Buffer, _contentType: string): Promise<string> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, data, { flag: 'wx' });
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return `${UPLOADS_URL_PREFIX}${key}`;
  }

  /** @inheritdoc */
  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** @inheritdoc */
  keyFromUrl(url: string): string | null {
    if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
    const key = url.slice(UPLOADS_URL_PREFIX.length);
    return isUploadKey(key) ? key : null;
  }
}
