import { expect, test } from '@playwright/test';
import { demoAccount, useSession } from './support/accounts';

test('the demo brand is on the Demo plan and activates its draft campaign beside the active one', async ({
  page,
}) => {
  await useSession(page.context(), demoAccount('brand'));

  await page.goto('/billing');
  await expect(page.getByRole('heading', { name: 'Demo plan' })).toBeVisible();
  await expect(page.getByText('Pro limits, free of charge')).toBeVisible();

  await page.goto('/campaign');
  await page.getByRole('link', { name: 'Autumn hiking gear (draft)' }).first().click();
  await expect(page.getByRole('heading', { name: 'Autumn hiking gear (draft)' })).toBeVisible();
  const status = page.getByRole('group', { name: 'Campaign status' });
  await status.getByRole('button', { name: 'Activate' }).click();

  // Active: the public page address shows and the next moves are those of an active campaign.
  await expect(page.getByRole('textbox', { name: 'Public page address' })).toBeVisible();
  await expect(status.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: "You've reached your plan's limit" })).toHaveCount(
    0,
  );
});
