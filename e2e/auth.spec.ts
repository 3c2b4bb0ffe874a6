import { expect, test } from '@playwright/test';
import { DEMO_BRAND, signUpThroughApi } from './support/accounts';
import { latestCodeTo } from './support/outbox';

test('a brand signs up with the emailed code, signs out, and is sent back to a protected page after signing in', async ({
  page,
  request,
}) => {
  const email = `ada-${Date.now()}@example.com`;
  const password = 'a long password';

  await page.goto('/');
  await page.getByRole('link', { name: 'Sign up' }).first().click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/mail-verify$/);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestCodeTo(email));
  await page.getByRole('button', { name: 'Verify and create account' }).click();

  await expect(page).toHaveURL(/\/$/);
  const menu = page.getByRole('button', { name: 'Ada Lovelace', exact: true });
  await expect(menu).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const asCopiedToken = () =>
    request.get('/api/users/self', { headers: { Authorization: `Bearer ${token}` } });
  expect((await asCopiedToken()).status()).toBe(200);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 6.9 * 24 * 3600);

  await menu.click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  // Signing out ended the session on the server: a copy of the token no longer works.
  expect((await asCopiedToken()).status()).toBe(401);

  await page.goto('/campaign?tab=active#top');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/campaign?tab=active#top');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Wrong email or password.').first()).toBeVisible();

  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/campaign\?tab=active#top$/);
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
});

test('a forgotten password is reset with an emailed code', async ({ page, request }) => {
  const account = await signUpThroughApi(request, 'Forgetful Brand');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset code' }).click();

  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestCodeTo(account.email));
  await page.getByLabel('New password').fill('a brand new password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('button', { name: 'Forgetful Brand', exact: true })).toBeVisible();
});

test('the demo brand signs in ten times in a row through the form, never locked out', async ({
  page,
}) => {
  // Ten page loads and ten password checks: about 3 s each with another spec running beside it.
  test.setTimeout(60_000);
  for (let i = 1; i <= 10; i++) {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_BRAND.email);
    await page.getByLabel('Password').fill(DEMO_BRAND.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: DEMO_BRAND.name, exact: true })).toBeVisible();
    // Forget the session in this browser only, as a second device would start without it.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
  }
});
