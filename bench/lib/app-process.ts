import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

/** The demo brand the demo data seeds (SEED_DEMO). */
export const DEMO_BRAND = { email: 'brand@collabify.test', password: 'collabify-demo' };

/**
 * Starts the built server (dist/server/main.js) on `port` with its own embedded database under
 * `data/<dataDirName>` (the demo data, imported on the first start); resolves once it answers
 * /api/health, with its origin and a `stop` that sends SIGTERM.
 * @throws Error when the process exits or does not answer within 10 minutes.
 */
export async function startBuiltApp(port: number, dataDirName: string) {
  const dataDir = resolve('data', dataDirName);
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development' },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 600; waited += 1) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { origin, stop: () => child.kill('SIGTERM') };
    await new Promise((done) => setTimeout(done, 1_000));
  }
  child.kill('SIGTERM');
  throw new Error('the app did not start within 10 minutes');
}

/** JSON from the app's API at `origin` (`path` after `/api`), as `token`'s holder when given. */
export async function apiJson<T>(
  origin: string,
  path: string,
  init: RequestInit = {},
  token?: string,
) {
  const res = await fetch(`${origin}/api${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
  });
  if (!res.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The demo brand's session token. */
export async function demoBrandToken(origin: string): Promise<string> {
  const { token } = await apiJson<{ token: string }>(origin, '/auth/login', {
    method: 'POST',
    body: JSON.stringify(DEMO_BRAND),
  });
  return token;
}

/**
 * The pages the server draws for visitors, by name: home, pricing, the newest guide, the demo
 * brand's active campaign, sign-in and discovery.
 * @throws Error when the demo data has no active campaign.
 */
export async function serverDrawnPages(origin: string, token: string): Promise<[string, string][]> {
  // The demo brand's active campaign (the demo seeds one; the Free plan allows one).
  const { query: active } = await apiJson<{ query: { id: string }[] }>(
    origin,
    '/campaign/active',
    {},
    token,
  );
  if (!active[0])
    throw new Error('no active campaign: start the app with the demo data (SEED_DEMO)');
  const { items: guides } = await apiJson<{ items: { slug: string }[] }>(origin, '/resources');
  return [
    ['home', '/'],
    ['pricing', '/pricing'],
    ['guide', `/resource/${guides[0]!.slug}`],
    ['public campaign', `/campaign-detail/${active[0].id}`],
    ['sign-in', '/login'],
    ['discovery', '/influencer'],
  ];
}
