import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STARTUP_STATE_ID } from '@shared/constants/server-render';
import { startupProblemSchema, type StartupProgress } from '@shared/schemas/health';
import { buildApp } from '../../app';
import type { AppContext } from '../../context';
import { LocalDiskStorage } from '../../uploads/storage';

/** A first start halfway through its import: 3 of 24 files done, the fourth at 1,000 rows. */
const IMPORTING: StartupProgress = {
  phase: 'importing',
  startedAt: '2026-11-29T06:00:00.000Z',
  datasets: {
    done: 3,
    total: 24,
    current: {
      file: 'instagram-influencers-33935-categories.txt',
      rowsDone: 1000,
      rowsTotal: 33935,
    },
  },
};

let app: FastifyInstance;
let ready = false;
let dir: string;
/** What the server logged, one parsed JSON line each. */
const logged: Record<string, unknown>[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'collabify-health-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><head><!--page-meta--><title>Collabify</title><!--/page-meta--></head><div id="root"></div>',
  );
  // While starting nothing but the storage (CSP) and the address is read: no database at all.
  const ctx = {
    storage: new LocalDiskStorage(join(dir, 'uploads')),
    appUrl: 'http://localhost:3000',
    analytics: null,
  } as Partial<AppContext> as AppContext;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  app = await buildApp({
    ctx,
    isReady: () => ready,
    startupProgress: () => IMPORTING,
    staticDir: dir,
    logger: { level: 'info', stream },
  });
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  ready = false;
  logged.length = 0;
});

describe('GET /api/health while the server starts', () => {
  it('answers 503 problem details carrying the import progress, with Retry-After', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.headers['retry-after']).toBe('2');
    const body = startupProblemSchema.parse(res.json());
    expect(body).toEqual({
      type: 'urn:collabify:problem:not-ready',
      title: 'Starting up',
      status: 503,
      detail: 'Collabify is starting: importing the datasets (3 of 24). Try again shortly.',
      instance: '/api/health',
      startup: IMPORTING,
    });
  });

  it('gives every other /api route the same progress', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      type: 'urn:collabify:problem:not-ready',
      startup: IMPORTING,
    });
  });

  it('logs no warning or stack for the expected 503s, and nothing for health polls', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(logged).toEqual([]);
    await app.inject({ method: 'GET', url: '/api/users/self' });
    expect(logged.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(JSON.stringify(logged)).not.toContain('stack');
  });
});

describe('pages while the server starts', () => {
  it('answers every page 503 with the shell carrying the progress, for the app to show', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/campaign-detail/00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.headers['content-type']).toContain('text/html');
    const state = new RegExp(
      `<script type="application/json" id="${STARTUP_STATE_ID}">(.*?)</script>`,
    ).exec(res.body);
    expect(JSON.parse(state![1]!)).toEqual(IMPORTING);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('serves pages without the progress once ready', async () => {
    ready = true;
    const res = await app.inject({ method: 'GET', url: '/login' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(STARTUP_STATE_ID);
  });
});

describe('the OpenAPI document', () => {
  it('documents the 503 of GET /api/health as a problem with the start-up progress', async () => {
    ready = true;
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const answer = document.paths['/api/health'].get.responses['503'];
    expect(answer.headers['Retry-After']).toBeDefined();
    const schema = answer.content['application/problem+json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['type', 'title', 'status', 'startup']));
    expect(Object.keys(schema.properties.startup.properties)).toEqual([
      'phase',
      'startedAt',
      'datasets',
    ]);
  });
});
