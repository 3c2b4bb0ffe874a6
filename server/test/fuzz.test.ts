import fc from 'fast-check';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { INVITE_TOKEN_HEADER } from '@shared/constants/collaborations';
import { PLATFORMS } from '@shared/constants/discovery';
import { CATEGORY_SLUGS } from '@shared/constants/taxonomy';
import { influencerAccounts } from '../db/schema';
import { signInviteToken } from '../modules/collaborations/invite-tokens';
import { buildTestApp, type TestApp, uniqueIp } from './build-test-app';
import { insertInfluencers } from './influencer-factory';
import { type LocalProviders, startLocalProviders } from './local-providers';
import { multipart, type Part } from './multipart';
import {
  arbitrariesFromZod,
  type FuzzPools,
  HOSTILE_STRINGS,
  type SchemaArbitraries,
} from './zod-arbitrary';

/**
 * Issue 14 item 5, "no 5xx from bad input": a property test over every registered route.
 *
 * - Routes come from an `onRoute` collector passed to buildTestApp, with their zod schemas (params,
 *   querystring, body); GET and its automatic HEAD twin are one route.
 * - Requests come from those schemas (zod-arbitrary.ts): all parts conforming; one part — path,
 *   query, body or credentials — with exactly one hostile spot (NUL, a string past its limit, a
 *   number out of range or not whole, "1.5,", a wrong type, a missing or unknown key, malformed
 *   JSON or multipart, a foreign token); or every free-text value holding a NUL or hostile numeric
 *   text at once. Ids come mostly from fixtures (a campaign, list, template, collaborations…), so
 *   requests reach handlers and the database rather than 404.
 * - Each is sent as a visitor, an advertiser, an influencer (linked to a profile) or an admin.
 * - Any 5xx fails the test with the request fast-check shrank it to and the error behind it.
 *
 * A fixed seed keeps CI deterministic; FUZZ_SEED and FUZZ_RUNS (requests per route) override it
 * for longer local runs (100 runs take about a minute on 2 cores: {@link TIMEOUT_MS});
 * FUZZ_VERBOSE=1 prints each route's answers by status and the time it took.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 1405);
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

/**
 * This file's test time limit, in proportion to {@link RUNS}: 10 minutes at 100. Measured at 100
 * runs (139 routes, 11,260 requests) on a 2-core machine busy with other work: 51–69 s, 50–60 s
 * of CPU. Nearly all of it (48–53 s) is the requests themselves, about 4.5 ms each through the
 * app and its in-process PGlite, spread evenly over the routes (none above 2 s); building the
 * generators takes about 1.3 s, since zod-arbitrary.ts caches its regex generators (12–14 s more
 * before). A CI run on a loaded 2-core machine went past the earlier 5-minute limit, over four
 * times the time measured here, so the limit allows ten.
 */
const TIMEOUT_MS = RUNS * 6_000;
vi.setConfig({ testTimeout: TIMEOUT_MS });

/**
 * Routes not fuzzed, each with its reason; the test fails if one is no longer registered. Empty:
 * every route is fuzzed (Fastify's automatic HEAD twin of a GET is fuzzed with its GET).
 */
const EXCLUDED: Record<string, string> = {};

/**
 * Requests for a route: {@link RUNS}, or a fifth of them for a route that takes no input but its
 * credentials (no params, query or body schema, no upload), where little varies.
 */
const runsFor = (route: FuzzRoute) =>
  route.params || route.querystring || route.body || route.multipart || route.url.includes('*')
    ? RUNS
    : Math.ceil(RUNS / 5);

/**
 * Where a route runs: DELETEs after the rest, so the others still find the fixtures; signing out
 * (this session, then everywhere) last of all, as it ends the sessions every other route is
 * called with.
 */
const runOrder = (route: FuzzRoute) =>
  route.url.endsWith('/logout-all')
    ? 3
    : route.url.endsWith('/logout')
      ? 2
      : route.methods.includes('DELETE')
        ? 1
        : 0;

type Role = 'visitor' | 'advertiser' | 'influencer' | 'admin';

/** A 1×1 PNG, so the upload route also sees a real image now and then. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** One path of the app with its methods (GET and its HEAD twin together) and zod schemas. */
interface FuzzRoute {
  methods: string[];
  url: string;
  access?: 'public' | 'user' | 'admin';
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  multipart: boolean;
}

/** A generated request, as fast-check prints it when it shrinks a failure. */
interface FuzzRequest {
  method: string;
  path: string;
  query: string;
  role: Role;
  /** Replaces the role's Authorization header when set (a malformed or foreign token). */
  authorization?: string;
  inviteToken?: string;
  body?: { payload: string | Buffer; contentType?: string };
}

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

let t: TestApp;
const collected: RouteOptions[] = [];
/** The error behind the last answer (captured by an onError hook on every route). */
let lastError: unknown;
const tokens: Partial<Record<Role, string>> = {};
/** The pools of known values for a route's requests (see {@link createFixtures}). */
let poolsFor: (route: FuzzRoute) => FuzzPools;
let inviteToken = '';

let providers: LocalProviders;

beforeAll(async () => {
  // Every integration is configured, against the local vendors, so their routes run past the 503
  // they answer when one is not.
  providers = await startLocalProviders('fuzz');
  t = await buildTestApp({
    ...providers.appOptions,
    onRoute: (route) => {
      collected.push(route);
      const hooks = route.onError ? [route.onError].flat() : [];
      route.onError = [
        ...hooks,
        async (_request, _reply, error) => {
          lastError = error;
        },
      ];
    },
  });
  poolsFor = await createFixtures();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await providers?.close();
});

/** Sessions for each role and one row of each kind, whose ids the generator mixes in. */
async function createFixtures(): Promise<(route: FuzzRoute) => FuzzPools> {
  const profiles = await insertInfluencers(t.database.db, 30);
  const [advertiser, influencer, admin] = await Promise.all([
    t.signUp({ name: 'Fuzz Brand' }),
    t.signUp({ role: 'influencer', name: 'Fuzz Creator' }),
    t.signUp({ email: 'admin@example.com', name: 'Fuzz Admin' }),
  ]);
  tokens.advertiser = advertiser.token;
  tokens.influencer = influencer.token;
  tokens.admin = admin.token;
  await t.database.db
    .insert(influencerAccounts)
    .values({ userId: influencer.user.id, influencerId: profiles[0]!.id, linkedBy: 'admin' })
    .onConflictDoUpdate({
      target: influencerAccounts.userId,
      set: { influencerId: profiles[0]!.id },
    });

  const call = async (method: 'POST' | 'PATCH', url: string, payload: object, token: string) => {
    const res = await t.request({ method, url, token, payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    return res.json() as { id: string };
  };
  const post = (url: string, payload: object) => call('POST', url, payload, advertiser.token);
  const influencerIds = profiles.slice(0, 5).map((p) => p.id);
  const campaign = await post('/api/campaign', { name: 'Fuzz campaign' });
  const activeCampaign = await post('/api/campaign', { name: 'Fuzz active campaign' });
  await call(
    'PATCH',
    `/api/campaign/${activeCampaign.id}/status`,
    { status: 'active' },
    advertiser.token,
  );
  const list = await post('/api/list', { name: 'Fuzz list', influencers: influencerIds });
  const template = await post('/api/email-template', {
    name: 'Fuzz template',
    subject: 'Hi {{ influencer.name }}',
    content: '<p>Hi</p><p><a href="{{ unsubscribe_url }}">Unsubscribe</a></p>',
  });
  const emailCampaign = await post('/api/email-campaign', {
    name: 'Fuzz outreach',
    subject: 'Hello',
    content: '<p>Hello</p><p><a href="{{ unsubscribe_url }}">Unsubscribe</a></p>',
    listId: list.id,
  });
  // A completed collaboration (reviews) and an accepted one (posts, messages), with the
  // influencer account linked to their profile (one open proposal per profile at a time).
  const propose = () =>
    post('/api/collaboration', { influencerId: profiles[0]!.id, deliverables: '1 post' });
  const move = (id: string, status: string, token: string) =>
    call('PATCH', `/api/collaboration/${id}`, { status }, token);
  const completed = await propose();
  await move(completed.id, 'accepted', influencer.token);
  await call(
    'PATCH',
    `/api/collaboration/${completed.id}/promotion-info`,
    { posts: [{ url: 'https://www.youtube.com/watch?v=fuzz', publishedOn: '2026-01-02' }] },
    influencer.token,
  );
  await move(completed.id, 'completed', advertiser.token);
  const collaboration = await propose();
  await move(collaboration.id, 'accepted', influencer.token);
  const message = await post('/api/message', { to: influencer.user.id, content: 'Hi' });
  inviteToken = await signInviteToken(t.ctx.secret, collaboration.id);
  // A refresh the advertiser requested, so its route finds one (and others' 404 on it).
  const refresh = await post('/api/influencer/request-influencer-update', {
    platform: profiles[1]!.platform,
    name: profiles[1]!.username,
  });

  const userIds = [advertiser, influencer, admin].map((u) => u.user.id);
  /** Each fixture id with the path it lives under; a route under that path gets it as `:id`. */
  const ids: [string, string][] = [
    ...influencerIds.map((id) => ['/api/influencer', id] as [string, string]),
    ...userIds.map((id) => ['/api/users', id] as [string, string]),
    ['/api/campaign', campaign.id],
    ['/api/campaign', activeCampaign.id],
    ['/api/list', list.id],
    ['/api/email-template', template.id],
    ['/api/email-campaign', emailCampaign.id],
    ['/api/collaboration', collaboration.id],
    ['/api/collaboration', completed.id],
    ['/api/message', message.id],
    ['/api/influencer/refreshes', refresh.id],
  ];
  return (route: FuzzRoute) => {
    const own = ids.filter(([prefix]) => route.url.startsWith(prefix)).map(([, id]) => id);
    return {
      formats: {
        uuid: ids.map(([, id]) => id),
        email: [advertiser.user.email, influencer.user.email, admin.user.email],
      },
      words: [
        ...CATEGORY_SLUGS.slice(0, 5),
        ...PLATFORMS,
        'US',
        'en',
        profiles[1]!.username,
        ...influencerIds.slice(0, 2),
      ],
      byKey: {
        id: own,
        to: [...userIds, ...influencerIds.slice(0, 1)],
        userId: userIds,
        influencerId: influencerIds,
        influencer: influencerIds,
        campaignId: [campaign.id, activeCampaign.id],
        listId: [list.id],
        templateId: [template.id],
        collaborationId: [collaboration.id, completed.id],
        refreshId: [refresh.id],
      },
    };
  };
}

/** The registered routes, each GET merged with its automatic HEAD twin, in {@link runOrder}. */
function fuzzRoutes(): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const route of collected) {
    const methods = [route.method].flat().map(String);
    // Fastify adds a HEAD route for each GET, with the same handler and schemas.
    const twin = routes.find((r) => r.url === route.url && r.methods.includes('GET'));
    if (twin && methods.every((m) => m === 'HEAD')) {
      twin.methods.push('HEAD');
      continue;
    }
    const schema = route.schema ?? {};
    routes.push({
      methods,
      url: route.url,
      access: route.config?.access,
      params: isZod(schema.params) ? schema.params : undefined,
      querystring: isZod(schema.querystring) ? schema.querystring : undefined,
      body: isZod(schema.body) ? schema.body : undefined,
      multipart: Boolean(schema.consumes?.includes('multipart/form-data')),
    });
  }
  return routes.sort((a, b) => runOrder(a) - runOrder(b));
}

const nameOf = (route: FuzzRoute) => `${route.methods.join(',')} ${route.url}`;

/** Percent-encodes every byte but unreserved ones; a lone surrogate goes as U+FFFD's bytes. */
function encode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** A generated querystring object as a URL query: arrays repeat the key, objects go as JSON. */
function toQuery(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return value === undefined ? '' : encode(String(value));
  }
  return Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .flatMap(([key, v]) =>
      (Array.isArray(v) ? v : [v]).map(
        (item) =>
          `${encode(key)}=${encode(typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item))}`,
      ),
    )
    .join('&');
}

/** The route's URL with `:name` and `*` filled from generated params. */
function toPath(url: string, params: unknown): string {
  const values = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  return url.replace(/:([A-Za-z0-9_]+)|\*/g, (whole, name: string | undefined) => {
    const value = values[name ?? '*'];
    return value === undefined
      ? ''
      : encode(typeof value === 'string' ? value : JSON.stringify(value));
  });
}

/** Raw query suffixes a parser must survive (bad escapes, invalid UTF-8, brackets, empties). */
const rawQuerySuffix = fc.constantFrom(
  '',
  '&',
  '&%',
  '&%ZZ=1',
  '&a[b]=1',
  '&=',
  '&%00=%00',
  '&x=%FF',
  '&x=%ED%A0%80',
);

/** Bodies of the wrong syntax or type for a JSON route. */
const rawBody = fc.constantFrom(
  { payload: '{"a":', contentType: 'application/json' },
  { payload: '', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '"text"', contentType: 'application/json' },
  { payload: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
  { payload: '{"a":1,"a":2}', contentType: 'application/json' },
  { payload: '{}', contentType: 'application/json; charset=utf-16' },
  { payload: 'a=b&c=%00', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'hello', contentType: 'text/plain' },
  { payload: '{}', contentType: 'multipart/form-data' },
  { payload: '{}', contentType: undefined },
);

/** A multipart/form-data body: well-framed with random parts, cut short, or mis-declared. */
const multipartBody = (() => {
  const part: fc.Arbitrary<Part> = fc.record(
    {
      name: fc.constantFrom('image', 'file', '', '__proto__', 'a\u0000b', 'image"; x="y'),
      filename: fc.constantFrom('a.png', '', '../../a.png', 'é.png'),
      contentType: fc.constantFrom('image/png', 'text/plain', 'application/octet-stream'),
      data: fc.oneof(
        fc.constant(PNG),
        fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
        fc.string({ maxLength: 20 }),
      ),
    },
    { requiredKeys: ['name', 'data'] },
  );
  const framed = fc.array(part, { maxLength: 3 }).map((parts) => multipart(parts));
  return fc.oneof(
    framed.map(({ payload, headers }) => ({ payload, contentType: headers['content-type'] })),
    fc.tuple(framed, fc.nat()).map(([{ payload, headers }, cut]) => ({
      payload: payload.subarray(0, cut % (payload.length + 1)),
      contentType: headers['content-type'],
    })),
    framed.map(({ payload }) => ({
      payload,
      contentType: 'multipart/form-data; boundary=not-the-boundary',
    })),
    fc
      .uint8Array({ maxLength: 128 })
      .map((bytes) => ({ payload: Buffer.from(bytes), contentType: 'multipart/form-data' })),
    rawBody,
  );
})();

/**
 * Authorization headers that are not a valid session (printable: HTTP cannot carry NUL, CR or LF
 * in a header value, so Node refuses such a request before any route sees it).
 */
const foreignAuthorization = fc.constantFrom(
  'Bearer x',
  'Bearer ',
  'Basic YTpi',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  `Bearer ${'A'.repeat(5000)}`,
);

/**
 * How a request is made: all parts `conforming`; one part `mutated` (one hostile spot, the rest
 * valid); or every free-text value of every part tainted (`withNul`, `withBadNumbers`).
 */
type Variant = keyof SchemaArbitraries;

/** One part of a request in each {@link Variant}. */
type RequestPart<T> = Record<Variant, fc.Arbitrary<T>>;

/** A part generated from a zod schema, each variant's value mapped by `map`. */
function schemaPart<T>(arbitraries: SchemaArbitraries, map: (value: unknown) => T): RequestPart<T> {
  return {
    conforming: arbitraries.conforming.map(map),
    mutated: arbitraries.mutated.map(map),
    withNul: arbitraries.withNul.map(map),
    withBadNumbers: arbitraries.withBadNumbers.map(map),
  };
}

/** A part with no schema: `conforming` in every variant but `mutated`. */
const fixedPart = <T>(conforming: fc.Arbitrary<T>, mutated: fc.Arbitrary<T>): RequestPart<T> => ({
  conforming,
  mutated,
  withNul: conforming,
  withBadNumbers: conforming,
});

/** The parts of a route's requests: path, query, body and credentials. */
function requestParts(route: FuzzRoute) {
  const pools = poolsFor(route);
  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].some((m) => route.methods.includes(m));
  const toPathOf = (params: unknown) => toPath(route.url, params);
  const path = route.params
    ? schemaPart(arbitrariesFromZod(route.params, pools), toPathOf)
    : fixedPart(
        fc.record({ '*': fc.constantFrom('', 'index.html', 'a/b.png', 'a.webp') }).map(toPathOf),
        fc
          .record({
            '*': fc.constantFrom('../package.json', '%2e%2e/x', '.env', ...HOSTILE_STRINGS),
          })
          .map(toPathOf),
      );
  const schemaQuery = route.querystring
    ? schemaPart(arbitrariesFromZod(route.querystring, pools), toQuery)
    : fixedPart(fc.constant(''), fc.constant(''));
  const query: RequestPart<string> = {
    ...schemaQuery,
    mutated: fc.tuple(schemaQuery.mutated, rawQuerySuffix).map(([q, suffix]) => q + suffix),
  };
  const json = (value: unknown) => ({
    payload: JSON.stringify(value) ?? '',
    contentType: 'application/json',
  });
  const body: RequestPart<FuzzRequest['body']> = route.multipart
    ? fixedPart(multipartBody, multipartBody)
    : route.body
      ? (() => {
          const part = schemaPart(arbitrariesFromZod(route.body, pools), json);
          const mutated = fc.oneof(
            { weight: 4, arbitrary: part.mutated },
            { weight: 1, arbitrary: rawBody },
          );
          return { ...part, mutated };
        })()
      : fixedPart(fc.constant(undefined), hasBody ? rawBody : fc.constant(undefined));
  const credentials = fixedPart<Pick<FuzzRequest, 'authorization' | 'inviteToken'>>(
    fc.record(
      { inviteToken: fc.constantFrom(inviteToken, undefined, undefined) },
      { requiredKeys: [] },
    ),
    fc.oneof(
      fc.record({ authorization: foreignAuthorization }),
      fc.record({
        inviteToken: fc.constantFrom('not-a-token', inviteToken.slice(0, -2), 'a\u00e9'),
      }),
    ),
  );
  const parts = { path, query, body, credentials };
  const mutable = (Object.keys(parts) as (keyof typeof parts)[]).filter(
    (name) =>
      name === 'credentials' ||
      (name === 'path' && /[:*]/.test(route.url)) ||
      (name === 'query' && (route.querystring || hasBody)) ||
      (name === 'body' && (route.body || route.multipart || hasBody)),
  );
  return { parts, mutable };
}

/** Role weights: visitors rarely on signed-in routes, admins often on admin routes. */
function rolesFor(route: FuzzRoute): fc.Arbitrary<Role> {
  return fc.oneof(
    { weight: route.access === 'public' ? 3 : 1, arbitrary: fc.constant('visitor' as const) },
    { weight: 3, arbitrary: fc.constant('advertiser' as const) },
    { weight: 3, arbitrary: fc.constant('influencer' as const) },
    { weight: route.access === 'admin' ? 6 : 1, arbitrary: fc.constant('admin' as const) },
  );
}

/**
 * Requests for one route: all parts conforming; exactly one part — path, query, body or
 * credentials — with one hostile spot, so that the rest passes validation and the hostile value
 * is what the handler, the database or the serialiser meets; or every free-text value holding a
 * NUL, or hostile numeric text, at once.
 */
function requestsFor(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  const { parts, mutable } = requestParts(route);
  const request = (variant: Variant, mutatedPart?: string) => {
    const pick = <T>(name: string, part: RequestPart<T>) =>
      variant !== 'mutated' ? part[variant] : name === mutatedPart ? part.mutated : part.conforming;
    return fc
      .record({
        method: fc.constantFrom(...route.methods),
        role: rolesFor(route),
        path: pick('path', parts.path),
        query: pick('query', parts.query),
        body: pick('body', parts.body),
        credentials: pick('credentials', parts.credentials),
      })
      .map(({ credentials, ...rest }): FuzzRequest => ({ ...rest, ...credentials }));
  };
  return fc.oneof(
    { weight: 3, arbitrary: request('conforming') },
    ...mutable.map((part) => ({ weight: 2, arbitrary: request('mutated', part) })),
    { weight: 2, arbitrary: request('withNul') },
    { weight: 2, arbitrary: request('withBadNumbers') },
  );
}

/** Sends `request` from a fresh client address (so per-address rate limits do not interfere). */
function send(request: FuzzRequest): Promise<LightMyRequestResponse> {
  const token = request.role === 'visitor' ? undefined : tokens[request.role];
  const authorization = request.authorization ?? (token && `Bearer ${token}`);
  return t.app.inject({
    method: request.method as 'GET',
    url: `${request.path}${request.query ? `?${request.query}` : ''}`,
    remoteAddress: uniqueIp(),
    headers: {
      ...(authorization && { authorization }),
      ...(request.inviteToken && { [INVITE_TOKEN_HEADER]: request.inviteToken }),
      ...(request.body?.contentType && { 'content-type': request.body.contentType }),
    },
    ...(request.body && { payload: request.body.payload }),
  });
}

/** An error's message and its cause's (a failed query's cause is PostgreSQL's own error). */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause ? `${error.message} (cause: ${describeError(error.cause)})` : error.message;
}

it(`answers no 5xx to generated requests on every route (seed ${SEED}, up to ${RUNS} a route)`, async () => {
  const routes = fuzzRoutes();
  const names = new Set(routes.map(nameOf));
  expect(Object.keys(EXCLUDED).filter((name) => !names.has(name))).toEqual([]);

  const failures: string[] = [];
  const statuses = new Map<string, Map<number, number>>();
  /** Milliseconds each route took (its requests, shrinking included). */
  const took = new Map<string, number>();
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  for (const route of routes) {
    const name = nameOf(route);
    if (EXCLUDED[name]) continue;
    const counts = new Map<number, number>();
    statuses.set(name, counts);
    const routeStarted = performance.now();
    const property = fc.asyncProperty(requestsFor(route), async (request) => {
      lastError = undefined;
      const res = await send(request);
      counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500) {
        throw new Error(`${res.statusCode}: ${describeError(lastError)}`);
      }
    });
    const result = await fc.check(property, {
      seed: SEED,
      numRuns: runsFor(route),
      includeErrorInReport: true,
    });
    if (result.failed) failures.push(`${name}\n${fc.defaultReportMessage(result)}`);
    took.set(name, performance.now() - routeStarted);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  // CPU time beside the wall time: far apart, the machine was busy with something else.
  const cpu = process.cpuUsage(cpuStarted);
  const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
  const requests = [...statuses.values()].reduce(
    (sum, counts) => sum + [...counts.values()].reduce((a, b) => a + b, 0),
    0,
  );

  // A fuzzer that only ever gets 4xx tests nothing behind validation: most routes must also
  // answer a generated request with success.
  const reached = [...statuses.values()].filter((counts) =>
    [...counts.keys()].some((status) => status < 400),
  );
  console.info(
    `fuzzed ${statuses.size} routes, ${requests} requests, in ${seconds} s ` +
      `(${cpuSeconds} s of CPU; seed ${SEED}); ` +
      `${reached.length} answered some with success`,
  );
  if (process.env.FUZZ_VERBOSE) {
    for (const [name, counts] of statuses) {
      const byStatus = [...counts].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
      const ms = Math.round(took.get(name) ?? 0);
      console.info(`${name}: ${byStatus.join(' ')} (${ms} ms)`);
    }
  }
  expect(failures, failures.join('\n\n')).toEqual([]);
  expect(reached.length).toBeGreaterThanOrEqual(Math.ceil(statuses.size * 0.7));
});
