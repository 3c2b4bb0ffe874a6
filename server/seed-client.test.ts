import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, uniqueEmail } from './test/build-test-app';
import { insertInfluencers } from './test/influencer-factory';
import { type LocalProviders, startLocalProviders } from './test/local-providers';

/**
 * Every operation of the published API document (`/api/openapi.json`), called exactly as the
 * seed's client calls it (SEED-SPEC §7): `Accept` and `Content-Type: application/json` on every
 * request, a bearer token when the operation is not public, no body when the operation takes
 * none and `{}` when it takes one. Whatever the operation, the answer is never "Body cannot be
 * empty" and never a 5xx: a success, or a problem document whose status the operation declares.
 * Every integration is on, against the local vendors, so no route answers 503 for want of one.
 */

const SEED_HEADERS = { accept: 'application/json', 'content-type': 'application/json' };
const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

/** One operation of the document, with what the seed's request needs to know about it. */
interface Operation {
  method: (typeof METHODS)[number];
  path: string;
  operation: OpenAPIV3.OperationObject;
  /** Whether it needs a session (its `security` is not empty). */
  signedIn: boolean;
}

/** Who calls: the brand (an advertiser who is also the admin), then the influencer. */
type Caller = 'brand' | 'influencer';

let t: TestApp;
let providers: LocalProviders;
let document: OpenAPIV3.Document;
const tokens = {} as Record<Caller, string>;
/** Ids the brand and the influencer own, by the path they live under (longest prefix first). */
let fixtureIds: [prefix: string, id: string][] = [];

beforeAll(async () => {
  providers = await startLocalProviders('seed-client');
  t = await buildTestApp(providers.appOptions);
  const influencerEmail = uniqueEmail('seed-creator');
  const [profile] = await insertInfluencers(t.ctx.db, 1, 70_000, { email: influencerEmail });
  const [brand, influencer] = await Promise.all([
    t.signUp({ email: t.ctx.adminEmails[0], name: 'Seed Brand' }),
    t.signUp({ email: influencerEmail, role: 'influencer', name: 'Seed Creator' }),
  ]);
  tokens.brand = brand.token;
  tokens.influencer = influencer.token;
  const create = async (url: string, payload: object) => {
    const res = await t.request({ method: 'POST', url, token: brand.token, payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.body}`);
    return (res.json() as { id: string }).id;
  };
  const campaign = await create('/api/campaign', { name: 'Seed campaign' });
  const moved = await t.request({
    method: 'PATCH',
    url: `/api/campaign/${campaign}/status`,
    token: brand.token,
    payload: { status: 'active' },
  });
  if (moved.statusCode !== 200) throw new Error(`activate: ${moved.body}`);
  const list = await create('/api/list', { name: 'Seed list', influencers: [profile!.id] });
  const template = await create('/api/email-template', {
    name: 'Seed template',
    subject: 'Hi',
    content: '<p>Hi</p>',
  });
  fixtureIds = [
    ['/api/campaign', campaign],
    ['/api/list', list],
    ['/api/email-template', template],
    ['/api/influencer', profile!.id],
    ['/api/note', profile!.id],
    ['/api/users', brand.user.id],
  ];
  const published = await t.request({ method: 'GET', url: '/api/openapi.json' });
  document = published.json() as OpenAPIV3.Document;
}, 60_000);

afterAll(async () => {
  await t?.close();
  await providers?.close();
});

/** The document's operations; deletes after the rest, and signing out everywhere last. */
function operations(): Operation[] {
  const all = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      if (!operation) return [];
      const security = operation.security ?? document.security ?? [];
      return [{ method, path, operation, signedIn: security.length > 0 }];
    }),
  );
  // Deletes after the reads that need their records; signing out (this session, then all) last.
  const order = ({ method, path }: Operation) =>
    /\/logout(-all)?$/.test(path) ? 2 : method === 'delete' ? 1 : 0;
  return all.sort((a, b) => order(a) - order(b));
}

/** A value for a path parameter: a fixture the callers own, else one its schema accepts. */
function paramValue(path: string, parameter: OpenAPIV3.ParameterObject): string {
  const schema = (parameter.schema ?? {}) as OpenAPIV3.SchemaObject;
  if (schema.enum) return String(schema.enum[0]);
  if (schema.format === 'uuid') {
    const own = fixtureIds.find(([prefix]) => path.startsWith(`${prefix}/`));
    return own?.[1] ?? randomUUID();
  }
  if (parameter.name === 'email') return 'nobody@inbox.example';
  return 'seed-client';
}

/** The request the seed's client sends for `op` as `caller`. */
function seedRequest({ method, path, operation, signedIn }: Operation, caller: Caller) {
  const parameters = (operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(paramValue(path, parameter ?? { name, in: 'path' }));
  });
  return {
    method: method.toUpperCase() as InjectOptions['method'],
    url,
    headers: SEED_HEADERS,
    ...(signedIn && { token: tokens[caller] }),
    ...(operation.requestBody && { payload: '{}' }),
  };
}

/** Why `res` is not an answer the operation may give, or null when it is. */
function wrongAnswer(res: LightMyRequestResponse, operation: OpenAPIV3.OperationObject) {
  if (res.body.includes('Body cannot be empty')) return 'refused the empty body';
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (res.statusCode < 400) return null;
  if (!String(res.headers['content-type']).startsWith('application/problem+json'))
    return `answered ${res.statusCode} without a problem document`;
  const problem = res.json() as { status?: number; title?: string; detail?: string };
  if (problem.status !== res.statusCode || !problem.title || !problem.detail)
    return 'sent a problem that does not say why';
  if (!(String(res.statusCode) in operation.responses))
    return `answered ${res.statusCode}, which it does not declare`;
  return null;
}

describe("the seed's client on every operation of the API document", () => {
  it('finds the operations in the published document', () => {
    const found = operations().map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'DELETE /api/list/{id}',
        'DELETE /api/users/shopify/uninstall',
        'PATCH /api/campaign/add-interested-influencer/{id}',
        'PATCH /api/campaign/remove-interested-influencer/{id}',
        'POST /api/campaign/ai-picks/{id}',
      ]),
    );
  });

  it('answers each with a success or a problem it declares, never an empty-body 400 or a 5xx', async () => {
    const wrong: string[] = [];
    const answered: Record<string, number> = {};
    for (const op of operations()) {
      const name = `${op.method.toUpperCase()} ${op.path}`;
      // A route for the other role answers the brand 403: the influencer then calls it too.
      const callers: Caller[] = ['brand'];
      for (const caller of callers) {
        const request = seedRequest(op, caller);
        const res = await t.request(request);
        answered[`${name} as ${caller}`] = res.statusCode;
        const why = wrongAnswer(res, op.operation);
        if (why) wrong.push(`${name} as ${caller} ${why}: ${res.body.slice(0, 200)}`);
        if (caller === 'brand' && op.signedIn && res.statusCode === 403) callers.push('influencer');
      }
    }
    expect(wrong).toEqual([]);
    // The routes the seed's client had refused now reach their handlers and succeed.
    expect(answered).toMatchObject({
      'PATCH /api/campaign/add-interested-influencer/{id} as influencer': 200,
      'PATCH /api/campaign/remove-interested-influencer/{id} as influencer': 200,
      'POST /api/campaign/ai-picks/{id} as brand': 200,
      'DELETE /api/list/{id} as brand': 204,
    });
  }, 120_000);
});
