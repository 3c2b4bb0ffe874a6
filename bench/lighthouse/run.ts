/**
 * Lighthouse over the public pages (issue 20): home, pricing, a guide and a public campaign, on
 * the built app served by its own process (embedded database), audited by the pinned `lighthouse`
 * package in the machine's Chromium (CHROME_PATH, default /usr/bin/chromium; nothing downloaded).
 * Prints performance, accessibility, best practices and SEO per page (0–100) and the timings
 * behind performance. Mobile emulation with Lighthouse's default simulated throttling, or
 * `--desktop`.
 *
 *   npm run bench:lighthouse -- [--desktop] [--runs 3]
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium';
import { freePort } from '../lib/free-port';

const { values } = parseArgs({
  options: { desktop: { type: 'boolean', default: false }, runs: { type: 'string', default: '3' } },
});
const RUNS = Number(values.runs);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const DEMO = { email: 'brand@collabify.test', password: 'collabify-demo' };

/** Starts the built server with its own data directory; resolves once it answers /api/health. */
async function startApp(port: number) {
  const dataDir = resolve('data/bench-lighthouse');
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

/** JSON from the app's API (throws on an error status). */
async function api<T>(origin: string, path: string, init: RequestInit = {}, token?: string) {
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

/** The pages to audit: home, pricing, the newest guide and an active campaign. */
async function pagesOf(origin: string): Promise<[string, string][]> {
  const { token } = await api<{ token: string }>(origin, '/auth/login', {
    method: 'POST',
    body: JSON.stringify(DEMO),
  });
  // The demo brand's active campaign (the demo seeds one; the Free plan allows one).
  const { query: active } = await api<{ query: { id: string }[] }>(
    origin,
    '/campaign/active',
    {},
    token,
  );
  if (!active[0])
    throw new Error('no active campaign: start the app with the demo data (SEED_DEMO)');
  const campaign = active[0];
  const { items: guides } = await api<{ items: { slug: string }[] }>(origin, '/resources');
  return [
    ['home', '/'],
    ['pricing', '/pricing'],
    ['guide', `/resource/${guides[0]!.slug}`],
    ['public campaign', `/campaign-detail/${campaign.id}`],
  ];
}

/** Runs Lighthouse again when it could not record the page load. */
const ATTEMPTS = 3;

/**
 * One Lighthouse report of `url`. A run whose trace Lighthouse could not use (a runtime error
 * such as NO_NAVSTART, "Please run Lighthouse again") is run again, at most 3 times in all.
 */
async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      values.desktop ? desktopConfig : undefined,
    );
    const lhr = result!.lhr;
    if (!lhr.runtimeError || attempt === ATTEMPTS) return lhr;
    console.error(`${url}: ${lhr.runtimeError.code}, running it again`);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const port = await freePort();
  const app = await startApp(port);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const pages = await pagesOf(app.origin);
    const rows: Record<string, string | number>[] = [];
    for (const [name, path] of pages) {
      const scores: Record<string, number[]> = {};
      const timings: Record<string, number[]> = { FCP: [], LCP: [], TBT: [], CLS: [] };
      for (let run = 0; run < RUNS; run += 1) {
        const lhr = await audit(`${app.origin}${path}`, chrome.port);
        for (const category of CATEGORIES) {
          (scores[category] ??= []).push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
        }
        timings.FCP!.push(lhr.audits['first-contentful-paint']!.numericValue ?? NaN);
        timings.LCP!.push(lhr.audits['largest-contentful-paint']!.numericValue ?? NaN);
        timings.TBT!.push(lhr.audits['total-blocking-time']!.numericValue ?? NaN);
        timings.CLS!.push(lhr.audits['cumulative-layout-shift']!.numericValue ?? NaN);
      }
      rows.push({
        page: name,
        ...Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c]!)])),
        'FCP ms': Math.round(median(timings.FCP!)),
        'LCP ms': Math.round(median(timings.LCP!)),
        'TBT ms': Math.round(median(timings.TBT!)),
        CLS: Number(median(timings.CLS!).toFixed(3)),
      });
    }
    console.log(
      `Lighthouse ${values.desktop ? 'desktop' : 'mobile (simulated throttling)'}, median of ${RUNS} runs`,
    );
    console.table(rows);
  } finally {
    chrome.kill();
    app.stop();
  }
}

await main();
