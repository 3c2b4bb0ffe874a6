import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectValidationProblem } from '../test/problems';
import { registerJsonBody } from './json-body';
import { registerProblemDetails } from './problem-details';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerProblemDetails(app);
  registerJsonBody(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  // What the handler received, as JSON can carry it (`undefined` becomes `{ received: null }`).
  api.delete('/things/:id', async (request) => ({ received: request.body ?? null }));
  api.post(
    '/things',
    { schema: { body: z.object({ name: z.string().min(1) }) } },
    async (request) => ({ received: request.body }),
  );
  await app.ready();
});
afterAll(() => app?.close());

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8'];

describe('the JSON body parser', () => {
  it.each(JSON_TYPES)('reads an empty body sent as %s as no body', async (type) => {
    const res = await app.inject({
      method: 'DELETE',
      url: '/things/1',
      headers: { 'content-type': type, accept: 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: null });
  });

  it('parses `{}` and other JSON as before', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/things/1', payload: {} });
    expect(res.json()).toEqual({ received: {} });
  });

  it.each([
    ['malformed JSON', '{"name":'],
    ['JSON that poisons the prototype', '{"__proto__":{"admin":true}}'],
  ])('answers %s with a 400 problem, as before', async (_, payload) => {
    const res = await app.inject({
      method: 'DELETE',
      url: '/things/1',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('answers 400 naming the body when a route that requires one gets an empty body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
    });
    expectValidationProblem(res, 'body');
  });
});
