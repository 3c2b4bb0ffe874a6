import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { CAMPAIGN_IMAGE_MAX_BYTES } from '@shared/constants/campaigns';

/**
 * App-wide multipart limits: one file part of at most {@link CAMPAIGN_IMAGE_MAX_BYTES} bytes
 * (5 MB) and no text fields. A route may pass tighter limits to `request.parts({ limits })`.
 * Multipart bodies bypass Fastify's `bodyLimit`; these limits are what bound them.
 */
export const MULTIPART_LIMITS = {
  /** Largest file part, in bytes; busboy stops buffering past it and marks the part truncated. */
  fileSize: CAMPAIGN_IMAGE_MAX_BYTES,
  /** File parts per request. */
  files: 1,
  /** Text fields per request. */
  fields: 0,
  /** Parts (files + fields) per request. */
  parts: 1,
  /** Longest field name, in bytes. */
  fieldNameSize: 100,
  /** Header pairs per part. */
  headerPairs: 20,
} as const;

/**
 * Registers @fastify/multipart on `app` (all routes) with {@link MULTIPART_LIMITS}, adding
 * `request.isMultipart()`, `request.file()` and `request.parts()`. Bodies are streamed, never
 * saved to disk; read an image with `readImageUpload` (server/uploads/read-image-upload.ts).
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: MULTIPART_LIMITS,
    throwFileSizeLimit: true,
  });
}
