import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { LocalDiskStorage, type Storage, UPLOADS_URL_PREFIX } from '../uploads/storage';
import { sendApiNotFound } from './problem-details';

/** Cache-Control of uploaded files: keys are never reused, so a file never changes. */
export const UPLOADS_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Serves {@link LocalDiskStorage} files at `/uploads/<key>` (GET and HEAD), with
 * {@link UPLOADS_CACHE_CONTROL} and `X-Content-Type-Options: nosniff`; the Content-Type comes
 * from the key's extension. No directory listings, no dotfiles; an unknown file answers a 404
 * problem, never the SPA's index.html. Does nothing for other storages (they serve their own
 * URLs).
 */
export async function registerUploads(app: FastifyInstance, storage: Storage): Promise<void> {
  if (!(storage instanceof LocalDiskStorage)) return;
  await app.register(
    async (uploads) => {
      await uploads.register(fastifyStatic, {
        root: storage.root,
        // The SPA's static root decorates the reply; a second root must not.
        decorateReply: false,
        wildcard: true,
        index: false,
        list: false,
        dotfiles: 'deny',
        redirect: false,
        cacheControl: false,
        etag: true,
        lastModified: true,
        setHeaders: (reply) => {
          reply.header('cache-control', UPLOADS_CACHE_CONTROL);
          reply.header('x-content-type-options', 'nosniff');
        },
      });
      uploads.setNotFoundHandler((request, reply) => sendApiNotFound(request, reply));
    },
    { prefix: UPLOADS_URL_PREFIX.slice(0, -1) },
  );
}
