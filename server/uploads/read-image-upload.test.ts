import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_IMAGE_MAX_BYTES } from '@shared/constants/campaigns';
import type { Problem } from '@shared/schemas/problem';
import { BODY_LIMIT_BYTES } from '../app';
import { registerMultipart } from '../plugins/multipart';
import { registerProblemDetails } from '../plugins/problem-details';
import { multipart, type Part } from '../test/multipart';
import { readImageUpload } from './read-image-upload';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const imagePart = (data: Buffer): Part => ({
  name: 'image',
  filename: 'photo.png',
  contentType: 'image/png',
  data,
});

let app: FastifyInstance;
beforeAll(async () => {
  // The app's body limit, problem details and multipart plugin, with a test-only route.
  app = Fastify({ bodyLimit: BODY_LIMIT_BYTES });
  registerProblemDetails(app);
  await registerMultipart(app);
  app.post('/upload', async (request) => {
    const bytes = await readImageUpload(request);
    return { size: bytes.length, sha256: sha256(bytes) };
  });
  app.post('/upload-file-field', async (request) => {
    const bytes = await readImageUpload(request, { field: 'file', maxBytes: 1000 });
    return { size: bytes.length };
  });
  await app.ready();
});
afterAll(() => app.close());

const upload = (body: { payload: Buffer | Readable; headers: Record<string, string> }) =>
  app.inject({ method: 'POST', url: '/upload', ...body });

describe('readImageUpload', () => {
  it('returns the bytes of the file in the image field', async () => {
    const bytes = randomBytes(200_000);

    const res = await upload(multipart([imagePart(bytes)]));

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ size: bytes.length, sha256: sha256(bytes) });
  });

  it('accepts a file of exactly 5 MB, above the JSON body limit', async () => {
    const bytes = randomBytes(CAMPAIGN_IMAGE_MAX_BYTES);
    expect(CAMPAIGN_IMAGE_MAX_BYTES).toBeGreaterThan(BODY_LIMIT_BYTES);

    const res = await upload(multipart([imagePart(bytes)]));

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ size: bytes.length, sha256: sha256(bytes) });
  });

  it('answers 413 naming body.image for a 6 MB upload', async () => {
    const res = await upload(multipart([imagePart(randomBytes(6 * 1024 * 1024))]));

    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = res.json<Problem>();
    expect(problem).toMatchObject({ status: 413, type: 'urn:collabify:problem:payload-too-large' });
    expect(problem.detail).toMatch(/larger than 5 MB/);
    expect(problem.errors).toEqual([
      { path: 'body.image', message: 'The file is larger than 5 MB' },
    ]);
  });

  it('answers 413 for a file one byte over 5 MB sent without a Content-Length (chunked)', async () => {
    const body = multipart([imagePart(randomBytes(CAMPAIGN_IMAGE_MAX_BYTES + 1))]);
    // A stream: light-my-request sends no Content-Length, so only the multipart limit can stop it.
    const res = await upload({ ...body, payload: Readable.from([body.payload]) });

    expect(res.statusCode).toBe(413);
    expect(res.json<Problem>().errors?.[0]?.path).toBe('body.image');
  });

  it('answers 413 from the multipart limit when the declared length is within the framing allowance', async () => {
    const res = await upload(multipart([imagePart(randomBytes(CAMPAIGN_IMAGE_MAX_BYTES + 1))]));
    expect(res.statusCode).toBe(413);
  });

  it('answers 400 naming body.image when there is no file', async () => {
    const res = await upload(multipart([]));

    expect(res.statusCode).toBe(400);
    expect(res.json<Problem>().errors).toEqual([
      { path: 'body.image', message: 'Choose an image to upload' },
    ]);
  });

  it('answers 400 for an empty file (a form submitted without choosing one)', async () => {
    const res = await upload(
      multipart([
        { name: 'image', filename: '', contentType: 'application/octet-stream', data: '' },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<Problem>().errors?.[0]?.path).toBe('body.image');
  });

  it('answers 415 naming body.image for a JSON body', async () => {
    const res = await app.inject({ method: 'POST', url: '/upload', payload: { image: 'x' } });

    expect(res.statusCode).toBe(415);
    const problem = res.json<Problem>();
    expect(problem.type).toBe('urn:collabify:problem:unsupported-media-type');
    expect(problem.detail).toMatch(/multipart\/form-data/);
    expect(problem.errors?.[0]?.path).toBe('body.image');
  });

  it('answers 400 when the file is in another field', async () => {
    const res = await upload(multipart([{ ...imagePart(randomBytes(10)), name: 'picture' }]));
    expect(res.statusCode).toBe(400);
    expect(res.json<Problem>().errors?.[0]).toMatchObject({ path: 'body.image' });
  });

  it('answers 400 for two files or an extra field', async () => {
    const twoFiles = await upload(
      multipart([imagePart(randomBytes(10)), { ...imagePart(randomBytes(10)), name: 'image' }]),
    );
    expect(twoFiles.statusCode).toBe(400);
    const withField = await upload(
      multipart([{ name: 'caption', data: 'hello' }, imagePart(randomBytes(10))]),
    );
    expect(withField.statusCode).toBe(400);
    const fieldAfter = await upload(
      multipart([imagePart(randomBytes(10)), { name: 'caption', data: 'hello' }]),
    );
    expect(fieldAfter.statusCode).toBe(400);
  });

  it('answers 400, not 500, for a malformed multipart body', async () => {
    const noBoundary = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary.statusCode).toBe(400);
    const cutShort = multipart([imagePart(randomBytes(1000))]);
    const res = await upload({ ...cutShort, payload: cutShort.payload.subarray(0, 500) });
    expect(res.statusCode).toBe(400);
  });

  it('honours another field name and size limit', async () => {
    const ok = multipart([{ ...imagePart(randomBytes(1000)), name: 'file' }]);
    const okRes = await app.inject({ method: 'POST', url: '/upload-file-field', ...ok });
    expect(okRes.json()).toEqual({ size: 1000 });

    const big = multipart([{ ...imagePart(randomBytes(1001)), name: 'file' }]);
    const bigRes = await app.inject({ method: 'POST', url: '/upload-file-field', ...big });
    expect(bigRes.statusCode).toBe(413);
    expect(bigRes.json<Problem>().errors?.[0]?.path).toBe('body.file');
  });
});
