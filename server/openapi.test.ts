import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildDescribeOnlyApp } from './openapi-document';
import { problemStatuses } from './plugins/openapi';

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

interface Operation {
  name: string;
  method: (typeof METHODS)[number];
  path: string;
  operation: OpenAPIV3.OperationObject;
}

let app: FastifyInstance;
let doc: OpenAPIV3.Document;
let operations: Operation[];
beforeAll(async () => {
  app = await buildDescribeOnlyApp();
  doc = app.swagger() as unknown as OpenAPIV3.Document;
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation
        ? [{ name: `${method.toUpperCase()} ${path}`, method, path, operation }]
        : [];
    }),
  );
});
afterAll(() => app?.close());

const responseCodes = (o: Operation) => Object.keys(o.operation.responses);

describe('the OpenAPI document', () => {
  it('describes the API: about a hundred operations', () => {
    expect(operations.length).toBeGreaterThan(90);
  });

  it('gives every operation a summary and an operationId', () => {
    const missing = operations.filter(
      (o) => !o.operation.summary?.trim() || !o.operation.operationId?.trim(),
    );
    expect(missing.map((o) => o.name)).toEqual([]);
  });

  it('never repeats an operationId', () => {
    const ids = operations.map((o) => o.operation.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('declares the bearer session, and its 401, on every operation that refuses a visitor', async () => {
    const wrong: string[] = [];
    for (const o of operations) {
      // Any value reaches the access check: it runs before validation and the handler.
      const url = o.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const res = await app.inject({ method: o.method.toUpperCase() as HTTPMethods, url });
      const security = o.operation.security;
      if (!security) wrong.push(`${o.name}: no security`);
      if (res.statusCode !== 401) continue;
      const required = security?.length && security.every((s) => 'bearer' in s);
      if (!required || !responseCodes(o).includes('401')) wrong.push(`${o.name}: answers 401`);
    }
    expect(wrong).toEqual([]);
  });

  it('documents 400, 413 and 415 on every operation that takes a body', () => {
    const missing = operations.filter(
      (o) =>
        o.operation.requestBody &&
        !['400', '413', '415'].every((code) => responseCodes(o).includes(code)),
    );
    expect(missing.map((o) => o.name)).toEqual([]);
  });

  it('answers every error with the shared problem-details responses', () => {
    const inline = operations.flatMap((o) =>
      Object.entries(o.operation.responses)
        .filter(([code, response]) => /^[45]/.test(code) && !('$ref' in response))
        .map(([code]) => `${o.name} ${code}`),
    );
    // Only the start-up 503 of health is its own: a problem extended with the progress.
    expect(inline).toEqual(['GET /api/health 503']);
    for (const response of Object.values(doc.components?.responses ?? {})) {
      expect(response).toMatchObject({
        content: {
          'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDetails' } },
        },
      });
    }
    expect(JSON.stringify(doc)).not.toContain('x-collabify-problems');
  });
});

describe('problemStatuses', () => {
  const id = z.object({ id: z.uuid() });
  const body = z.object({ name: z.string() });

  it('derives every status from the route: access, schemas and rate limit', () => {
    expect(
      problemStatuses({
        url: '/api/thing/:id',
        config: { access: 'admin', rateLimit: { max: 1, timeWindow: 1000 } },
        schema: { params: id, body },
      }),
    ).toEqual([400, 401, 403, 404, 413, 415, 429, 503]);
  });

  it('gives a public route without input only the start-up 503', () => {
    expect(problemStatuses({ url: '/api/health', config: { access: 'public' } })).toEqual([503]);
  });

  it('adds what the route lists and drops what it omits', () => {
    expect(
      problemStatuses({
        url: '/api/thing/:id',
        config: { access: 'user', problems: [409, 403], omitProblems: [404] },
        schema: { params: id },
      }),
    ).toEqual([400, 401, 403, 409, 503]);
  });

  it('counts a multipart upload as a body', () => {
    expect(
      problemStatuses({
        url: '/upload',
        config: { access: 'public' },
        schema: { consumes: ['multipart/form-data'] },
      }),
    ).toEqual([413, 415]);
  });
});
