import { expect, test } from '@playwright/test';

test.describe('contact form and legal pages', () => {
  test('a visitor sends the contact form and sees the confirmation', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page).toHaveTitle('Contact us · Collabify');

    const email = `visitor-${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByRole('textbox', { name: 'Subject' }).fill('Yearly billing');
    await page
      .getByRole('textbox', { name: /^Message/ })
      .fill('Can a Starter plan be paid yearly instead of monthly?');
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(
      page.getByText(`Thanks — we got your message and sent a confirmation to ${email}.`),
    ).toBeVisible();
  });

  test('the privacy policy links creators to the profile removal form', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page).toHaveTitle('Privacy policy · Collabify');
    await expect(page.getByText('Last updated: 27 Nov 2026')).toBeVisible();
    const section = (heading: string) =>
      page.locator('section').filter({ has: page.getByRole('heading', { name: heading }) });
    await expect(
      section('1. Public creator profiles').getByRole('link', {
        name: 'Remove or correct my profile',
      }),
    ).toHaveAttribute('href', '/remove-my-profile');
    await expect(
      section('7. Contact').getByRole('link', { name: 'contact us', exact: true }),
    ).toHaveAttribute('href', '/contact-us');
  });

  test('the terms of use open without an account', async ({ page }) => {
    await page.goto('/term-of-use');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    await expect(page).toHaveURL(/\/term-of-use$/);
  });
});
