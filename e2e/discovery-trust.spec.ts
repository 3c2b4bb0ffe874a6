import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi, useSession } from './support/accounts';

/** The result cards on the page (each an `article`, raw values in data attributes). */
const cards = (page: Page) => page.getByRole('main').getByRole('article');

const MONTH_YEAR = /[A-Z][a-z]{2} \d{4}/;

test('a brand sorts YouTube by average views, reads plausible dated values, and switches to TikTok', async ({
  page,
  request,
}) => {
  test.slow(); // a freshly imported database
  const account = await signUpThroughApi(request, 'Trusting Brand');
  await useSession(page.context(), account);
  await page.goto('/influencer?platform=youtube');
  await expect(cards(page).first()).toBeVisible();

  await page.locator('#discovery-sort').click();
  await page.getByRole('option', { name: 'Average views' }).click();
  await expect(page).toHaveURL(/youtubeSort=avgViews/);
  await expect(page.getByLabel('Loading influencers')).toHaveCount(0);

  // The top of the sort: YouTube channels with a plausible, dated average, best first.
  await expect.poll(async () => (await cards(page).all()).length).toBeGreaterThanOrEqual(9);
  const shown = await cards(page).evaluateAll((nodes) =>
    nodes.map((n) => ({
      platform: n.getAttribute('data-platform'),
      views: Number(n.getAttribute('data-avg-views')),
      followers: Number(n.getAttribute('data-followers')),
      text: n.textContent ?? '',
    })),
  );
  for (const card of shown) {
    expect(card.platform).toBe('youtube');
    expect(card.views).toBeGreaterThan(0);
    expect(card.views).toBeLessThanOrEqual(20 * card.followers);
    expect(card.text).toMatch(new RegExp(`As of ${MONTH_YEAR.source}`));
  }
  const views = shown.map((c) => c.views);
  expect(views).toEqual([...views].sort((a, b) => b - a));

  // The profile says when and where its average views come from.
  await cards(page).first().getByRole('link').first().click();
  const drawer = page.getByRole('dialog');
  const tile = drawer.locator('[data-metric="Average views"]');
  await expect(tile).toContainText(MONTH_YEAR);
  await expect(tile).toContainText(' · ');
  await page.getByRole('button', { name: 'Close profile' }).click();

  // TikTok is a platform of its own, with its own sort.
  await page.getByRole('tab', { name: 'TikTok' }).click();
  await expect(page).toHaveURL(/platform=tiktok/);
  await expect(page.getByLabel('Loading influencers')).toHaveCount(0);
  await expect
    .poll(() =>
      cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-platform'))),
    )
    .toEqual(expect.arrayContaining(['tiktok']));
  const platforms = await cards(page).evaluateAll((nodes) =>
    nodes.map((n) => n.getAttribute('data-platform')),
  );
  expect(new Set(platforms)).toEqual(new Set(['tiktok']));
  await expect(page.locator('#discovery-sort')).not.toHaveValue('Average views');
});
