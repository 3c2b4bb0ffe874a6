/**
 * The first open of what discovery loads apart from its first render (issue 32, item 5): the
 * profile drawer (a visitor's and a signed-in brand's, with what the signed-in page adds to it)
 * and the "New list" dialog of a card's "Save to list" menu. On the built app served by its own
 * process (embedded database, the demo data), in the machine's Chromium through Playwright at
 * 390 × 844 px (touch, 3× pixels) with the CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`).
 *
 * Each run opens `/influencer` in a fresh context and waits for the first card. "at once" taps
 * then, before the page's idle-time fetch of the drawer can have run: the worst case, a chunk
 * fetched by the tap itself. "after idle" waits `--idle` ms more (default 5000), as a person who
 * reads the results first. Times from the tap's `pointerdown` (its event timestamp) until the
 * dialog or menu is laid out on screen and a frame has been painted with it (the first
 * `requestAnimationFrame` after it appears, then the task after that frame). Medians and ranges
 * of `--runs` (default 5).
 *
 * `--origin` measures an app already running there (with the demo data) instead of starting one.
 *
 *   npm run bench:firstopen -- [--runs 5] [--idle 5000] [--cpu 4] [--origin http://127.0.0.1:3000]
 */
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '@shared/constants/auth';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium';
import { demoBrandToken, startBuiltApp } from '../lib/app-process';
import { freePort } from '../lib/free-port';
import { machineLine } from '../lib/report';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    idle: { type: 'string', default: '5000' },
    cpu: { type: 'string', default: '4' },
    origin: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const IDLE_MS = Number(values.idle);
const CPU_SLOWDOWN = Number(values.cpu);

declare global {
  interface Window {
    firstOpen: { tapAt: number | null; paintedAt: number | null };
  }
}

/**
 * Starts watching, in the page, for the next tap and for an element matching `selector` (with
 * `text` in it, when given) laid out on screen; records the tap's time and when a frame was
 * painted with the element.
 */
function watchOpen([selector, text]: [string, string | null]) {
  const record: Window['firstOpen'] = { tapAt: null, paintedAt: null };
  window.firstOpen = record;
  addEventListener('pointerdown', (event) => (record.tapAt ??= event.timeStamp), {
    capture: true,
    once: true,
  });
  // No named inner functions: the bench's compiler would wrap them in a helper the page lacks.
  const observer = new MutationObserver(() => {
    if (record.tapAt === null) return;
    const shown = [...document.querySelectorAll(selector)].some(
      (element) =>
        element.getBoundingClientRect().width > 0 &&
        (text === null || element.textContent?.includes(text)),
    );
    if (!shown) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (record.paintedAt = performance.now())));
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

/** Taps `target`, then resolves to the ms from the tap until `selector` (with `text`) is painted. */
async function timeTap(page: Page, target: Locator, selector: string, text: string | null) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.evaluate(watchOpen, [selector, text] as [string, string | null]);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(() => window.firstOpen.paintedAt !== null, null, {
    timeout: 60_000,
    polling: 50,
  });
  return page.evaluate(() => window.firstOpen.paintedAt! - window.firstOpen.tapAt!);
}

/** What one run measures once discovery shows its first card; resolves to its times, in ms. */
type Scenario = (page: Page, firstCard: Locator) => Promise<Record<string, number>>;

/** Taps the first card's profile link: until the profile drawer is painted. */
const openProfile: Scenario = async (page, card) => ({
  'tap → drawer': await timeTap(page, card.getByRole('link').first(), '[role="dialog"]', null),
});

/**
 * Taps the first card's "Save to list" (until its menu is painted), then "New list…" (until the
 * "New list" dialog is painted).
 */
const openNewList: Scenario = async (page, card) => {
  const menu = await timeTap(
    page,
    card.getByRole('button', { name: /^Save .* to a list$/ }),
    '[role="menu"]',
    null,
  );
  const dialog = await timeTap(
    page,
    page.getByRole('menuitem', { name: 'New list…' }),
    '[role="dialog"]',
    'New list',
  );
  return { 'tap → menu': menu, 'tap → dialog': dialog };
};

/** One run of `scenario` on discovery, signed in with `token` when given. */
async function run(
  browser: Browser,
  origin: string,
  scenario: Scenario,
  { token, idleMs }: { token?: string; idleMs: number },
) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (token) await context.addCookies([{ name: TOKEN_STORAGE_KEY, value: token, url: origin }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}/influencer`, { timeout: 120_000 });
    const card = page.getByRole('main').getByRole('article').first();
    await card.waitFor({ state: 'visible', timeout: 120_000 });
    if (idleMs > 0) await page.waitForTimeout(idleMs);
    return await scenario(page, card);
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const range = (xs: number[]) => `${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))}`;

async function main() {
  const app = values.origin
    ? { origin: values.origin, stop: () => {} }
    : await startBuiltApp(await freePort(), 'bench-firstopen');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const token = await demoBrandToken(app.origin);
    console.log(`measuring on ${machineLine()}`);
    const cases: [string, Scenario, string | undefined][] = [
      ['profile, visitor', openProfile, undefined],
      ['profile, signed in', openProfile, token],
      ['new list, signed in', openNewList, token],
    ];
    const rows: Record<string, string | number>[] = [];
    for (const [name, scenario, session] of cases) {
      for (const [when, idleMs] of [
        ['at once', 0],
        ['after idle', IDLE_MS],
      ] as const) {
        const runs = [];
        for (let i = 0; i < RUNS; i += 1)
          runs.push(await run(browser, app.origin, scenario, { token: session, idleMs }));
        for (const measure of Object.keys(runs[0]!)) {
          const times = runs.map((r) => r[measure]!);
          rows.push({
            case: name,
            when,
            measure,
            'median ms': Math.round(median(times)),
            'range ms': range(times),
          });
        }
      }
    }
    console.log(
      `First open on discovery at 390 px, CPU ${CPU_SLOWDOWN}× slower; median of ${RUNS} runs`,
    );
    console.table(rows);
    console.log(`measured on ${machineLine()}`);
  } finally {
    await browser.close();
    app.stop();
  }
}

await main();
