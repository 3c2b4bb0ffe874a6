import { expect, type Page, test } from '@playwright/test';
import { clientAddress } from './support/accounts';

/** Whether the page is no wider than the window (nothing to scroll sideways). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('every page in the sitemap fits a 390 px phone, before and after the app starts', async ({
  page,
  request,
}) => {
  // Seventeen pages or more, each opened twice.
  test.setTimeout(120_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths).toEqual(expect.arrayContaining(['/', '/pricing', '/privacy-policy']));
  expect(paths.some((path) => path.startsWith('/resource/'))).toBe(true);

  await page.setExtraHTTPHeaders(clientAddress());
  await page.setViewportSize({ width: 390, height: 844 });
  const wide: string[] = [];
  for (const path of paths) {
    // A page the server draws is read as HTML until the visitor's first input starts the app.
    await page.goto(path);
    if (!(await fitsWidth(page))) wide.push(`${path} (as drawn)`);
    await page.mouse.move(5, 5);
    await expect(page.locator('html[data-app-running]')).toBeAttached();
    if (!(await fitsWidth(page))) wide.push(`${path} (app running)`);
  }
  expect(wide).toEqual([]);
});
