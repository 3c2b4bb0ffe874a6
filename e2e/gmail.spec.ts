import { expect, type APIRequestContext, type Locator, test } from '@playwright/test';
import { type Account, authHeaders, signUpThroughApi, useSession } from './support/accounts';
import { E2E_GOOGLE } from './support/google';
import { verifySenderThroughApi } from './support/sender';

/** A draft email campaign of `brand` to one imported profile (through the API). */
async function draftCampaign(brand: Account, request: APIRequestContext, subject: string) {
  const headers = authHeaders(brand);
  const search = await request.get('/api/influencer?limit=1', { headers });
  expect(search.status(), await search.text()).toBe(200);
  const [profile] = ((await search.json()) as { query: { id: string }[] }).query;
  const created = await request.post('/api/email-campaign', {
    data: {
      name: `Gmail test ${Date.now()}`,
      subject,
      content: '<p>Hello {{ influencer.name }}, this comes from our own Gmail.</p>',
      influencerIds: [profile!.id],
    },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** The brand that holds a Gmail connection, released after the test even when a step failed. */
let connected: Account | null = null;

// A Gmail account connects to one Collabify account: a retry (a new brand) needs it free again.
test.afterEach(async ({ request }) => {
  if (!connected) return;
  const released = await request.delete('/api/users/social-accounts/gmail', {
    headers: authHeaders(connected),
  });
  expect([204, 404], await released.text()).toContain(released.status());
  connected = null;
});

/** How many emails the Gmail usage line of `section` says went out in the last 24 hours. */
async function sentThroughGmail(section: Locator): Promise<number> {
  const usage = section.getByText(/^\d+ of 500 sent through Gmail in the last 24 hours$/);
  await expect(usage).toBeVisible();
  return Number((await usage.textContent())!.split(' ')[0]);
}

test('a brand connects Gmail and a test email goes out through the local Gmail API', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const gmail = E2E_GOOGLE.brand;
  // A brand of its own: the demo brand's sign-ins are limited per account (10 per 15 minutes).
  const brand = await signUpThroughApi(request, 'Gmail Brand');
  await useSession(page.context(), brand);
  await verifySenderThroughApi(request, brand, 'Demo');

  // Sender settings: connect Gmail at the local Google's consent page (permission to send only).
  await page.goto('/email?tab=sender');
  const section = page.getByRole('region', { name: 'Send through my Gmail' });
  await section.getByRole('button', { name: 'Connect Gmail' }).click();
  await expect(page).toHaveURL(new RegExp(`^${E2E_GOOGLE.origin}/`));
  await expect(page.getByText('Send email on your behalf')).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`Continue as ${gmail.name}`) }).click();

  // Back on the Sender tab: choose to send through Gmail.
  await expect(page).toHaveURL(/\/email\?tab=sender$/);
  connected = brand;
  await expect(page.getByText('Gmail connected')).toBeVisible();
  await section.getByRole('radio', { name: `Through my Gmail (${gmail.email})` }).check();
  await expect(page.getByText(`From: "Demo" <${gmail.email}>`)).toBeVisible();
  // The limit is Gmail's, per Gmail account: earlier runs on this server may have used some.
  const sentBefore = await sentThroughGmail(section);

  // A campaign test goes the way real sends go: through Gmail.
  const subject = `Gmail hello ${Date.now()}`;
  const campaignId = await draftCampaign(brand, request, subject);
  await page.goto(`/email/campaign/${campaignId}`);
  await page.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText(`Test sent to ${brand.email}`)).toBeVisible();

  // The local Google's Gmail lists it: sent as the Gmail account, to the brand's own address.
  const google = await browser.newPage();
  await google.goto(`${E2E_GOOGLE.origin}/`);
  const row = google.getByRole('row').filter({ hasText: `[Test] ${subject}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(gmail.email);
  await expect(row).toContainText(brand.email);
  await expect(row).not.toContainText('(rewritten)');
  await google.close();

  await page.goto('/email?tab=sender');
  expect(await sentThroughGmail(section)).toBe(sentBefore + 1);

  // Disconnecting returns to sending through Collabify.
  await section.getByRole('button', { name: 'Disconnect Gmail' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
  await expect(section.getByRole('button', { name: 'Connect Gmail' })).toBeVisible();
  await expect(page.getByText('From: "Demo via Collabify"', { exact: false })).toBeVisible();
  connected = null;
});
