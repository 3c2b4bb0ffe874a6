import { expect, test } from '@playwright/test';
import { openApp } from './support/app';

test('an address no page matches answers 404 and shows the not-found page', async ({ page }) => {
  for (const path of ['/no-such-page', '/campaign/x/y/z']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Collabify');
  }
  // Its link leads back into the app.
  await page.getByRole('link', { name: 'Go to home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the home page, pricing, a guide and the app’s own pages still answer 200 and work', async ({
  page,
}) => {
  for (const [path, heading] of [
    ['/', /./],
    ['/pricing', /./],
    ['/resource/outreach-that-gets-answers', /CAN-SPAM and GDPR/],
    ['/login', /./],
    ['/resources', 'Resources'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.mouse.move(1, 1);
    await expect(page.locator('html[data-app-running]'), path).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' }), path).toHaveCount(0);
  }
  // A signed-in page sends a visitor to sign in, as before.
  await openApp(page, '/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
