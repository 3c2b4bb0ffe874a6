/**
 * Lighthouse over the public pages (issues 20 and 32): home, pricing, a guide, a public campaign,
 * sign-in and discovery as a visitor, and discovery signed in as the demo brand, on
 * the built app served by its own process (embedded database), audited by the pinned `lighthouse`
 * package in the machine's Chromium (CHROME_PATH, default /usr/bin/chromium; nothing downloaded).
 * Prints performance, accessibility, best practices and SEO per page (0–100) and the timings
 * behind performance. Mobile emulation with Lighthouse's default simulated throttling, or
 * `--desktop`.
 *
 *   npm run bench:lighthouse -- [--desktop] [--runs 3]
 */
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { TOKEN_STORAGE_KEY } from '@shared/constants/auth';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium';
import { demoBrandToken, serverDrawnPages, startBuiltApp } from '../lib/app-process';
import { freePort } from '../lib/free-port';

const { values } = parseArgs({
  options: { desktop: { type: 'boolean', default: false }, runs: { type: 'string', default: '3' } },
});
const RUNS = Number(values.runs);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * Sets the app's session cookie for `origin` in the browser Lighthouse drives (DevTools protocol
 * `Storage.setCookies`): its pages then open signed in (the app reads the cookie too).
 */
async function setSessionCookie(port: number, origin: string, token: string) {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((done, fail) => {
    socket.onopen = done;
    socket.onerror = fail;
  });
  const command = {
    method: 'Storage.setCookies',
    params: { cookies: [{ name: TOKEN_STORAGE_KEY, value: token, url: origin, path: '/' }] },
  };
  await new Promise((done, fail) => {
    socket.onmessage = (message) => {
      const answer = JSON.parse(String(message.data)) as { error?: { message: string } };
      if (answer.error) fail(new Error(answer.error.message));
      else done(undefined);
    };
    socket.send(JSON.stringify({ id: 1, ...command }));
  });
  socket.close();
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
  const app = await startBuiltApp(await freePort(), 'bench-lighthouse');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const token = await demoBrandToken(app.origin);
    const pages = await serverDrawnPages(app.origin, token);
    // Last, the page brands work in, signed in (the browser renders it).
    pages.push(['discovery, signed in', '/influencer']);
    const rows: Record<string, string | number>[] = [];
    for (const [name, path] of pages) {
      if (name === 'discovery, signed in') await setSessionCookie(chrome.port, app.origin, token);
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
