import Fastify, { type FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conflict } from '../errors';
import { registerProblemDetails } from '../plugins/problem-details';
import { closedPort, startGarbageHttp, type StandIn } from '../test/provider-down';
import { callProvider, isUnreachable, providerFailure } from './provider-failure';

/** What `call` rejects with (it must reject). */
async function rejection(call: () => Promise<unknown>): Promise<unknown> {
  return call().then(
    () => expect.unreachable('the call succeeded'),
    (error: unknown) => error,
  );
}

let closed: string;
let garbage: StandIn;
beforeAll(async () => {
  closed = (await closedPort()).url;
  garbage = await startGarbageHttp();
});
afterAll(() => garbage.close());

describe('isUnreachable', () => {
  it("is true for fetch's error on a refused connection and on a timed-out request", async () => {
    expect(isUnreachable(await rejection(() => fetch(closed)))).toBe(true);
    const timeout = await rejection(() => fetch(garbage.url, { signal: AbortSignal.timeout(0) }));
    expect(isUnreachable(timeout)).toBe(true);
  });

  it("is true for nodemailer's error when the SMTP server refuses the connection", async () => {
    const port = new URL(closed).port;
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: Number(port) });
    const error = await rejection(() =>
      transport.sendMail({ from: 'a@example.com', to: 'b@example.com', text: 'x' }),
    );
    transport.close();
    expect(isUnreachable(error)).toBe(true);
  });

  it('is false for a server that answered, however badly, and for our own errors', async () => {
    const answered = await fetch(garbage.url);
    expect(isUnreachable(await rejection(() => answered.json()))).toBe(false);
    expect(isUnreachable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isUnreachable(null)).toBe(false);
  });
});

describe('providerFailure and callProvider', () => {
  it('names the provider: 503 with Retry-After when out of reach, 502 for a bad answer', async () => {
    const down = providerFailure('Stripe', await rejection(() => fetch(closed)));
    expect(down).toMatchObject({ status: 503, slug: 'provider-unavailable:stripe' });
    expect(down!.retryAfterSeconds).toBeGreaterThan(0);
    const answer = new SyntaxError('x');
    const bad = providerFailure('Stripe', answer, (e) => e instanceof SyntaxError);
    expect(bad).toMatchObject({ status: 502, slug: 'provider-bad-response:stripe' });
    // The provider's own error stays with the problem for the log.
    expect(bad!.cause).toBe(answer);
  });

  it('leaves refusals and problems as they are', async () => {
    const refusal = new Error('invalid_grant');
    await expect(callProvider('Google', () => Promise.reject(refusal))).rejects.toBe(refusal);
    expect(providerFailure('Google', conflict('Taken'), () => true)).toBeUndefined();
  });
});

describe('the error handler', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerProblemDetails(app);
    // A route whose provider call escaped its client's mapping.
    app.get('/api/unmapped', async () => fetch(closed));
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers 503 for a network error no client mapped, never 500, showing nothing of it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/unmapped' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json()).toMatchObject({ type: 'urn:collabify:problem:provider-unavailable' });
    expect(res.body).not.toMatch(/fetch failed|ECONNREFUSED|127\.0\.0\.1/);
  });
});
