import { expect, test } from '@playwright/test';
import { signUpThroughApi, useSession } from './support/accounts';

/**
 * Issue 19: a brand asks for fresh numbers from a profile's drawer; the app refreshes the real
 * imported Vogue channel through the local YouTube Data API (playwright.config.ts gives the app
 * the local Google's API key) and the drawer shows the new numbers, their date and source
 * without a reload.
 */
test('a brand requests a data update from the drawer and sees the new numbers and their date', async ({
  page,
  request,
}) => {
  test.slow(); // a freshly imported database
  const account = await signUpThroughApi(request, 'Fresh Data Brand');
  await useSession(page.context(), account);
  await page.goto('/influencer?platform=youtube&keywords=Vogue');

  const card = page.getByRole('main').getByRole('article').filter({ hasText: '@Vogue' }).first();
  await card.getByRole('link').first().click();
  const drawer = page.getByRole('dialog');
  const views = drawer.locator('[data-metric="Average views"]');
  await expect(drawer.getByText(/^Refreshed /)).toBeVisible();
  await expect(views).not.toContainText('YouTube Data API');
  const before = await views.textContent();

  await drawer.getByRole('button', { name: 'Request data update' }).click();
  const freshness = drawer.getByRole('region', { name: 'Data freshness' });
  await expect(freshness.getByRole('status')).toContainText(/Updated .* from YouTube Data API/, {
    timeout: 30_000,
  });
  const month = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' }).format(
    new Date(),
  );
  await expect(views).toContainText(`${month} · YouTube Data API`);
  expect(await views.textContent()).not.toBe(before);
  await expect(freshness.getByText(/^Last posted /)).toBeVisible();
  await expect(
    freshness.getByText(/^Refreshed (less than a minute|\d+ seconds?) ago/),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/data-update.png' });
});
