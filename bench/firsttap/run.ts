/**
 * The first tap on each page the server draws for visitors (issue 32): home, pricing, a guide, a
 * public campaign, sign-in and discovery, on the built app served by its own process (embedded
 * database, the demo data), in the machine's Chromium through Playwright at 390 × 844 px (touch,
 * 3× pixels) with the CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`).
 *
 * Each run opens the page in a fresh context, waits for the page's `load` event (plus `--after`
 * ms, default 0: a person who taps as soon as the page has loaded) and taps one control (CONTROLS:
 * the header's HELP button, which every page has on a phone, and on a page the server draws one
 * control of each other kind it has), timing from the tap's `pointerdown` (its event timestamp,
 * taken when the input arrived, however busy the page was) until its effect is on screen and a
 * frame has been painted with it (the effect seen in a `requestAnimationFrame`, then the task
 * after that frame); for a link, until the page it loads has painted its first content. Also
 * prints when the app took the page over (`<html data-app-running>`, from navigation start) and
 * the longest event duration the page's own Event Timing saw for the tap, which counts only until
 * the next paint and so misses a wait for the app, and the long tasks before the tap (the
 * longest, and the time past 50 ms summed, as total blocking time counts it), so work moved out
 * of the tap's way shows up here. Medians of `--runs` (default 5) per page and control, with the
 * machine's core count and load.
 *
 * `--origin` measures an app already running there (with the demo data) instead of starting one.
 *
 *   npm run bench:firsttap -- [--runs 5] [--after 0] [--cpu 4] [--origin http://127.0.0.1:3000]
 */
import { parseArgs } from 'node:util';
import { cpus, loadavg } from 'node:os';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium';
import { demoBrandToken, serverDrawnPages, startBuiltApp } from '../lib/app-process';
import { freePort } from '../lib/free-port';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    after: { type: 'string', default: '0' },
    cpu: { type: 'string', default: '4' },
    origin: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const AFTER_LOAD_MS = Number(values.after);
const CPU_SLOWDOWN = Number(values.cpu);

/**
 * What a tap must bring about, to count as answered: an element laid out on screen (a drawer), the
 * page scrolled (an in-page link), or another page painted (a link: that page's first contentful
 * paint, so the time includes loading it).
 */
type Effect = { kind: 'shown'; selector: string } | { kind: 'scrolled' } | { kind: 'page' };

/** A control to tap first: its name in the table, how to find it, and what answers it. */
interface Control {
  name: string;
  locate: (page: Page) => Locator;
  effect: Effect;
}

/** The header's HELP button, which every page has on a phone; it opens the HELP drawer. */
const HELP: Control = {
  name: 'HELP (drawer)',
  locate: (page) => page.getByRole('banner').getByRole('button', { name: 'HELP' }),
  effect: { kind: 'shown', selector: '[role="dialog"]' },
};

/**
 * The controls tapped on each page: HELP, and on a page the server draws one of each other kind
 * it has (its inventory is in bench/README.md: the rest are links, and tooltips a phone never
 * opens): its main link, and a guide's table of contents.
 */
const CONTROLS: Record<string, Control[]> = {
  home: [
    HELP,
    {
      name: 'Sign in (link)',
      locate: (page) => page.getByRole('banner').getByRole('link', { name: 'Sign in' }),
      effect: { kind: 'page' },
    },
  ],
  pricing: [
    HELP,
    {
      name: 'Start for free (link)',
      locate: (page) => page.getByRole('link', { name: 'Start for free' }),
      effect: { kind: 'page' },
    },
  ],
  guide: [
    HELP,
    {
      name: 'contents (in-page link)',
      locate: (page) =>
        page.getByRole('navigation', { name: 'On this page' }).getByRole('link').first(),
      effect: { kind: 'scrolled' },
    },
  ],
  'public campaign': [
    HELP,
    {
      name: 'Sign in to show interest (link)',
      locate: (page) => page.getByRole('link', { name: 'Sign in to show interest' }),
      effect: { kind: 'page' },
    },
  ],
  'sign-in': [HELP],
  discovery: [HELP],
};

/** What the page records about the tap (installed before any of its scripts). */
interface TapRecord {
  /** The tap's `pointerdown` (its event timestamp) and the effect painted, page time in ms. */
  tapAt: number | null;
  paintedAt: number | null;
  /** A tap that loaded this page: when it was made, and this page's first contentful paint (epoch ms). */
  tapEpoch: number | null;
  paintedEpoch: number | null;
  appRunningAt: number | null;
  eventTiming: number;
  /** Long tasks (over 50 ms) before the tap: the longest, and the sum of their time past 50 ms. */
  longestTask: number;
  blocking: number;
}

declare global {
  interface Window {
    firstTap: TapRecord;
  }
}

/** Where a tap's time is handed to the page it loads (the tab's session storage). */
const TAP_EPOCH_KEY = 'bench-first-tap-epoch';

/**
 * Installed in every page before its scripts: records the tap, Event Timing and the app's start,
 * and from the tap on checks each frame for `effect` (then the task after that frame is when it
 * was painted). A page a tap loaded records its first contentful paint instead.
 */
function recordFirstTap({ effect, tapEpochKey }: { effect: Effect; tapEpochKey: string }) {
  const earlierTap = sessionStorage.getItem(tapEpochKey);
  sessionStorage.removeItem(tapEpochKey);
  const record: TapRecord = {
    tapAt: null,
    paintedAt: null,
    tapEpoch: earlierTap === null ? null : Number(earlierTap),
    paintedEpoch: null,
    appRunningAt: null,
    eventTiming: 0,
    longestTask: 0,
    blocking: 0,
  };
  window.firstTap = record;
  new PerformanceObserver((list) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0];
    if (paint) record.paintedEpoch ??= performance.timeOrigin + paint.startTime;
  }).observe({ type: 'paint', buffered: true });
  let scrollAtTap = 0;
  const answered = () => {
    if (effect.kind === 'scrolled') return window.scrollY !== scrollAtTap;
    if (effect.kind === 'shown')
      return (document.querySelector(effect.selector)?.getBoundingClientRect().width ?? 0) > 0;
    return false;
  };
  const checkEachFrame = () => {
    if (!answered()) return requestAnimationFrame(checkEachFrame);
    // The frame this check ran in paints the effect: the task after it comes once it is painted.
    setTimeout(() => (record.paintedAt = performance.now()));
  };
  addEventListener(
    'pointerdown',
    (event) => {
      if (record.tapAt !== null) return;
      record.tapAt = event.timeStamp;
      scrollAtTap = window.scrollY;
      sessionStorage.setItem(tapEpochKey, String(performance.timeOrigin + event.timeStamp));
      requestAnimationFrame(checkEachFrame);
    },
    { capture: true },
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (record.tapAt !== null && entry.startTime >= record.tapAt - 1)
        record.eventTiming = Math.max(record.eventTiming, entry.duration);
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) {
      if (record.tapAt !== null && task.startTime >= record.tapAt) continue;
      record.longestTask = Math.max(record.longestTask, task.duration);
      record.blocking += task.duration - 50;
    }
  }).observe({ type: 'longtask', buffered: true });
  // The document has no element yet when this runs: the app's start is observed from the document.
  new MutationObserver(() => {
    if (document.documentElement.hasAttribute('data-app-running'))
      record.appRunningAt ??= performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app-running'] });
}

/** One first tap on `control` at `url`: the wait until its effect is painted, and what surrounds it. */
async function firstTap(browser: Browser, url: string, control: Control) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    // tsx keeps functions' names with a helper, `__name`, that the page has not got.
    await page.addInitScript('globalThis.__name = (target) => target;');
    await page.addInitScript(recordFirstTap, {
      effect: control.effect,
      tapEpochKey: TAP_EPOCH_KEY,
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // A busy machine answers slowly: the wait before the tap is not what is measured.
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    if (AFTER_LOAD_MS > 0) await page.waitForTimeout(AFTER_LOAD_MS);
    // A page the browser draws has no HELP button before the app runs: the tap waits for it.
    const target = control.locate(page);
    await target.waitFor({ state: 'visible', timeout: 120_000 });
    await target.scrollIntoViewIfNeeded();
    const box = (await target.boundingBox())!;
    // What the page saw before the tap (read now: a link's tap leaves it).
    const before = await page.evaluate(() => ({
      ...window.firstTap,
      origin: performance.timeOrigin,
    }));
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    if (control.effect.kind === 'page') {
      await page.waitForURL((address) => address.href !== url, { timeout: 30_000 });
      await page.waitForFunction(() => window.firstTap?.paintedEpoch != null, null, {
        timeout: 60_000,
        polling: 50,
      });
      const arrived = await page.evaluate(() => window.firstTap);
      return {
        wait: arrived.paintedEpoch! - arrived.tapEpoch!,
        tapAt: arrived.tapEpoch! - before.origin,
        eventTiming: Number.NaN,
        appRunningAt: before.appRunningAt ?? Number.NaN,
        longestTask: before.longestTask,
        blocking: before.blocking,
      };
    }
    await page.waitForFunction(() => window.firstTap.paintedAt !== null, null, {
      timeout: 30_000,
      polling: 50,
    });
    const record = await page.evaluate(() => window.firstTap);
    return {
      wait: record.paintedAt! - record.tapAt!,
      tapAt: record.tapAt!,
      eventTiming: record.eventTiming,
      appRunningAt: record.appRunningAt ?? Number.NaN,
      longestTask: record.longestTask,
      blocking: record.blocking,
    };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const range = (xs: number[]) => `${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))}`;

async function main() {
  const app = values.origin
    ? { origin: values.origin, stop: () => {} }
    : await startBuiltApp(await freePort(), 'bench-firsttap');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const pages = await serverDrawnPages(app.origin, await demoBrandToken(app.origin));
    const rows: Record<string, string | number>[] = [];
    for (const [name, path] of pages) {
      for (const control of CONTROLS[name] ?? [HELP]) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1)
          runs.push(await firstTap(browser, `${app.origin}${path}`, control));
        rows.push(row(name, control, runs));
      }
    }
    console.log(
      `First tap at 390 px, CPU ${CPU_SLOWDOWN}× slower, ${AFTER_LOAD_MS} ms after load; median of ${RUNS} runs (times from navigation start); ${cpus().length} cores, load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.table(rows);
  } finally {
    await browser.close();
    app.stop();
  }
}

/** A row of the table: one control's runs on one page. */
function row(page: string, control: Control, runs: Awaited<ReturnType<typeof firstTap>>[]) {
  const waits = runs.map((r) => r.wait);
  const at = (value: number) => (Number.isNaN(value) ? '—' : Math.round(value));
  return {
    page,
    control: control.name,
    'tap → painted ms': Math.round(median(waits)),
    'range ms': range(waits),
    'Event Timing ms': at(median(runs.map((r) => r.eventTiming))),
    'tap at ms': Math.round(median(runs.map((r) => r.tapAt))),
    'app running at ms': at(median(runs.map((r) => r.appRunningAt))),
    'longest task ms': Math.round(median(runs.map((r) => r.longestTask))),
    'blocking ms': Math.round(median(runs.map((r) => r.blocking))),
  };
}

await main();
