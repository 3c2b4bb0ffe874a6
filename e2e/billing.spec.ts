import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi, useSession } from './support/accounts';
import { E2E_STRIPE, setStripeWebhooks } from './support/stripe';

// The second test switches the local Stripe's webhooks off: the two never run side by side.
test.describe.configure({ mode: 'serial' });

/** Creates a list from My Influencers' sidebar. */
async function newList(page: Page, name: string) {
  await page.getByRole('button', { name: 'New list' }).click();
  await page.getByLabel('List name').fill(name);
  await page.getByRole('button', { name: 'Create list' }).click();
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Lists' });

test('a free brand hits the list limit, upgrades through Checkout to Starter, and opens the portal', async ({
  page,
  request,
}) => {
  test.slow();
  const brand = await signUpThroughApi(request, `Billing Brand ${Date.now()}`);
  await useSession(page.context(), brand);
  await page.goto('/my-influencers');

  for (const name of ['Spring', 'Summer', 'Autumn']) {
    await newList(page, name);
    await expect(sidebar(page).getByText(name)).toBeVisible();
  }
  await newList(page, 'Winter');
  const prompt = page.getByRole('dialog', { name: "You've reached your plan's limit" });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('Your Free plan includes 3 lists and you have 3');
  await expect(sidebar(page).getByText('Winter')).toHaveCount(0);

  await prompt.getByRole('button', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.getByRole('button', { name: 'Upgrade to Starter' }).click();

  // Stripe's hosted Checkout (the local Stripe): pay with the test card.
  await expect(page).toHaveURL(new RegExp(`^${E2E_STRIPE.origin}/c/pay/`));
  await expect(page.getByRole('heading', { name: 'Subscribe to Starter' })).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Subscribe' }).click();

  // Back in Collabify: the return (or the webhook, whichever comes first) switches the plan.
  await expect(page).toHaveURL(/\/billing\?checkout=success/);
  await expect(page.getByText("You're on Starter")).toBeVisible();
  await expect(page.getByText('3 of 20')).toBeVisible();

  await page.goto('/my-influencers');
  await newList(page, 'Winter');
  await expect(sidebar(page).getByText('Winter')).toBeVisible();

  await page.goto('/billing');
  await page.getByRole('button', { name: 'Manage billing' }).first().click();
  await expect(page).toHaveURL(new RegExp(`^${E2E_STRIPE.origin}/p/session/`));
  await expect(page.getByText('Renews on')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to Pro' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Collabify' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByText('4 of 20')).toBeVisible();
});

test('a Checkout paid while Stripe sends no webhooks still lands on the paid plan', async ({
  page,
  request,
}) => {
  test.slow();
  const brand = await signUpThroughApi(request, `No Webhook Brand ${Date.now()}`);
  await useSession(page.context(), brand);
  await setStripeWebhooks(false);
  try {
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await expect(page).toHaveURL(new RegExp(`^${E2E_STRIPE.origin}/c/pay/`));
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Subscribe' }).click();

    // Back in Collabify with the session id: the return reads the checkout from Stripe.
    await expect(page).toHaveURL(/\/billing\?checkout=success&session_id=cs_/);
    await expect(page.getByText("You're on Pro")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pro', exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByText("You're on Pro")).toBeVisible();
    await page.goto('/billing');
    await expect(page.getByRole('heading', { name: 'Pro', exact: true })).toBeVisible();
    await expect(page.getByText('Renews on')).toBeVisible();
  } finally {
    await setStripeWebhooks(true);
  }
});
