import { devices, expect, test } from '@playwright/test';
import { authHeaders, demoAccount, signUpThroughApi, useSession } from './support/accounts';

/**
 * The brand's own shop: a public name, as tracking links must have. This machine has no network,
 * so the visitor's browser resolves it to the e2e server, whose /pricing page stands in for it.
 */
const SHOP_HOST = 'www.trailco-shop.com';

test('a brand’s tracking link is shortened, a visitor’s click lands on the target and shows on the collaboration', async ({
  browser,
  launchOptions,
  page,
  request,
  baseURL,
}) => {
  const shop = `http://${SHOP_HOST}:${new URL(baseURL!).port}`;
  test.slow();
  // A brand proposes a collaboration to the demo creator's profile (through the API).
  const brand = await signUpThroughApi(request, `Trail Co ${Date.now()}`);
  const me = await request.get('/api/influencer/fetch-me-influencer-data', {
    headers: authHeaders(demoAccount('creator')),
  });
  const proposal = await request.post('/api/collaboration', {
    headers: authHeaders(brand),
    data: { influencerId: (await me.json()).profile.id, deliverables: 'One trail-run reel' },
  });
  expect(proposal.status()).toBe(201);
  const { id } = await proposal.json();

  // The brand sets the tracking link on the collaboration page.
  await useSession(page.context(), brand);
  await page.goto(`/collaboration/${id}`);
  await page.getByRole('button', { name: 'Edit terms' }).click();
  const form = page.getByRole('form', { name: 'Edit terms' });
  await form.getByLabel('Tracking link').fill(`${shop}/pricing?x=1`);
  await form.getByRole('button', { name: 'Save terms' }).click();
  const card = page.getByRole('region', { name: 'Tracking link' });
  const shortLink = card.getByRole('link', { name: /\/s\/[A-Za-z0-9_-]{8}$/ });
  await expect(shortLink).toBeVisible();
  await expect(card.getByText('0 clicks')).toBeVisible();
  const shortUrl = (await shortLink.textContent())!;

  // Someone who saw the post opens the short link in their own browser and lands on the target.
  const visitorBrowser = await browser.browserType().launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${SHOP_HOST} 127.0.0.1`],
  });
  const visitor = await (
    await visitorBrowser.newContext({ userAgent: devices['Desktop Chrome'].userAgent })
  ).newPage();
  await visitor.goto(shortUrl);
  await expect(visitor).toHaveURL(/\/pricing\?x=1&utm_source=collabify&utm_medium=influencer&/);
  expect(new URL(visitor.url()).host).toBe(new URL(shop).host);
  expect(new URL(visitor.url()).searchParams.get('utm_campaign')).toMatch(/^collab-/);

  // The brand's page (refreshed every few seconds) counts the click, in the card and the activity.
  await expect(card.getByText('1 click', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole('region', { name: 'Activity' }).getByText('Tracking link clicked once'),
  ).toBeVisible();
  await expect(card.getByRole('img', { name: /Clicks by day: 1 in total/ })).toBeVisible();
  await visitorBrowser.close();
});
