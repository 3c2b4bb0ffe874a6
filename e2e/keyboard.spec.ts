import { expect, type Page, test } from '@playwright/test';
import { clientAddress, signUpThroughApi } from './support/accounts';

/** Presses Tab until the focused element matches `name` (an accessible-name pattern). */
async function tabTo(page: Page, name: RegExp, limit = 80) {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return el?.getAttribute('aria-label') ?? el?.labels?.[0]?.innerText ?? el?.innerText ?? '';
    });
    if (name.test(label)) return;
  }
  throw new Error(`nothing matching ${name} within ${limit} tabs`);
}

/** Whether the focused element shows a focus indicator (an outline or a box shadow). */
const focusIsVisible = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return (
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none'
    );
  });

test('a brand signs in, saves a creator to Favorites and opens My Influencers with the keyboard alone, seeing where focus is', async ({
  page,
  request,
}) => {
  // Well over a hundred key presses, each read back from the page: 25 s alone on a 2-core machine.
  test.setTimeout(60_000);
  const brand = await signUpThroughApi(request, 'Keyboard Brand');
  await page.context().setExtraHTTPHeaders(clientAddress());
  await page.goto('/login');
  // A person starts pressing Tab once the form is there to see.
  await expect(page.getByLabel('Email')).toBeVisible();

  await tabTo(page, /^Email/);
  await page.keyboard.type(brand.email);
  await tabTo(page, /^Password/, 3);
  await page.keyboard.type(brand.password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/influencer');
  await expect(page.getByRole('button', { name: /to Favorites$/ }).first()).toBeVisible();
  await tabTo(page, /^Add .+ to Favorites$/);
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Saved .+ to Favorites\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove .+ from Favorites$/ })).toHaveCount(1);

  await tabTo(page, /^My Influencers$/, 200);
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-influencers/);
  await expect(page.getByRole('checkbox', { name: /^Select @/ }).first()).toBeVisible();
});
