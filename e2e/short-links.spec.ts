import { devices, expect, test } from '@playwright/test';
import { clientAddress, DEMO_CREATOR, signIn, signUpThroughApi } from './support/accounts';

/** The brand's own shop: a public address, as tracking links must be. */
const SHOP = 'https://www.trailco-shop.com';

test('a brand’s tracking link is shortened, a visitor’s click lands on the target and shows on the collaboration', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  // A brand proposes a collaboration to the demo creator's profile (through the API).
  const brand = await signUpThroughApi(request, `Trail Co ${Date.now()}`);
  const session = async (account: { email: string; password: string }) => {
    const res = await request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
      headers: clientAddress(),
    });
    expect(res.status()).toBe(200);
    return { Authorization: `Bearer ${(await res.json()).token}` };
  };
  const me = await request.get('/api/influencer/fetch-me-influencer-data', {
    headers: await session(DEMO_CREATOR),
  });
  const proposal = await request.post('/api/collaboration', {
    headers: await session(brand),
    data: { influencerId: (await me.json()).profile.id, deliverables: 'One trail-run reel' },
  });
  expect(proposal.status()).toBe(201);
  const { id } = await proposal.json();

  // The brand sets the tracking link on the collaboration page.
  await signIn(page, brand, `/collaboration/${id}`);
  await page.getByRole('button', { name: 'Edit terms' }).click();
  const form = page.getByRole('form', { name: 'Edit terms' });
  await form.getByLabel('Tracking link').fill(`${SHOP}/pricing?x=1`);
  await form.getByRole('button', { name: 'Save terms' }).click();
  const card = page.getByRole('region', { name: 'Tracking link' });
  const shortLink = card.getByRole('link', { name: /\/s\/[A-Za-z0-9_-]{8}$/ });
  await expect(shortLink).toBeVisible();
  await expect(card.getByText('0 clicks')).toBeVisible();
  const shortUrl = (await shortLink.textContent())!;

  // Someone who saw the post opens the short link in their own browser and lands on the target.
  const visitorContext = await browser.newContext({
    userAgent: devices['Desktop Chrome'].userAgent,
  });
  // The brand's shop is on the internet, which this machine cannot reach: the browser gets its page here.
  await visitorContext.route(`${SHOP}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Trail Co</title><h1>Pricing</h1>' }),
  );
  const visitor = await visitorContext.newPage();
  await visitor.goto(shortUrl);
  await expect(visitor).toHaveURL(/\/pricing\?x=1&utm_source=collabify&utm_medium=influencer&/);
  await expect(visitor.getByRole('heading', { name: 'Pricing' })).toBeVisible();
  expect(new URL(visitor.url()).searchParams.get('utm_campaign')).toMatch(/^collab-/);

  // The brand's page (refreshed every few seconds) counts the click, in the card and the activity.
  await expect(card.getByText('1 click', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole('region', { name: 'Activity' }).getByText('Tracking link clicked once'),
  ).toBeVisible();
  await expect(card.getByRole('img', { name: /Clicks by day: 1 in total/ })).toBeVisible();
});
