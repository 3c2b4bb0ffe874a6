import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Asserts that `res` is a 400 RFC 9457 problem (`application/problem+json`, type
 * `validation-error`) whose `errors` name `path` (`body.name`, `query.followers`), with a message
 * matching `message` when given.
 */
export function expectValidationProblem(
  res: LightMyRequestResponse,
  path: string,
  message: RegExp = /./,
) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.json()).toMatchObject({
    type: 'urn:collabify:problem:validation-error',
    title: 'Your request has invalid fields',
    status: 400,
    errors: expect.arrayContaining([{ path, message: expect.stringMatching(message) }]),
  });
}

/** The `path` of each entry in a problem document's `errors` (undefined when it has none). */
export const errorPaths = (body: { errors?: { path: string }[] }) =>
  body.errors?.map((e) => e.path);
