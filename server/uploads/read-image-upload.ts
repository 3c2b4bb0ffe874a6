// Types of request.isMultipart() and request.parts().
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { CAMPAIGN_IMAGE_MAX_BYTES } from '@shared/constants/campaigns';
import { AppError, fieldError, payloadTooLarge, unsupportedMediaType } from '../errors';

/** Multipart framing allowed on top of the file itself (boundaries, part headers), in bytes. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** What {@link readImageUpload} reads. */
export interface ImageUploadOptions {
  /** Form field the file must be sent in (default `image`); errors name it `body.<field>`. */
  field?: string;
  /** Largest accepted file, in bytes (default {@link CAMPAIGN_IMAGE_MAX_BYTES}, 5 MB). */
  maxBytes?: number;
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * Reads the one file part of a `multipart/form-data` request into memory, never holding more
 * than `maxBytes` of it (busboy stops at the limit and marks the part truncated; a declared
 * `Content-Length` far above the limit is refused before reading). The bytes are not checked
 * here: pass them to `processImage` (server/uploads/images.ts), which judges the type.
 *
 * Needs `registerMultipart` (server/plugins/multipart.ts) on the app.
 *
 * @returns the file's bytes (never empty).
 * @throws AppError 415 when the body is not multipart/form-data;
 *   400 when there is no file (or an empty one), the file is in another field, other parts are
 *   sent, or the multipart body is malformed;
 *   413 when the file is larger than `maxBytes`.
 *   Each names the field (`body.image`) in `errors`.
 */
export async function readImageUpload(
  request: FastifyRequest,
  options: ImageUploadOptions = {},
): Promise<Buffer> {
  const field = options.field ?? 'image';
  const maxBytes = options.maxBytes ?? CAMPAIGN_IMAGE_MAX_BYTES;
  const path = `body.${field}`;
  const tooLarge = () => {
    const message = `The file is larger than ${megabytes(maxBytes)}`;
    return payloadTooLarge(`${message}. Choose a smaller image.`, [{ path, message }]);
  };

  if (!request.isMultipart()) {
    const message = `Send the image as multipart/form-data, in the "${field}" field`;
    throw unsupportedMediaType(`${message}.`, [{ path, message }]);
  }
  const declaredLength = Number(request.headers['content-length']);
  if (declaredLength > maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge();

  let bytes: Buffer | undefined;
  try {
    // The plugin sets throwFileSizeLimit: a truncated part makes toBuffer() throw.
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } });
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== field) {
        throw fieldError(path, `Send one file, in the "${field}" field, and nothing else`);
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    throw asUploadError(error, path, field, tooLarge);
  }
  if (!bytes || bytes.length === 0) throw fieldError(path, 'Choose an image to upload');
  return bytes;
}

/** Maps what reading the multipart body threw to an AppError naming the field. */
function asUploadError(
  error: unknown,
  path: string,
  field: string,
  tooLarge: () => AppError,
): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return fieldError(path, `Send one file, in the "${field}" field, and nothing else`);
  }
  // Busboy's own errors (no boundary, a malformed part header, a body cut short) and the
  // plugin's 400s (prototype field names, premature close) are all the client's doing.
  return fieldError(path, 'The upload is not valid multipart/form-data');
}
