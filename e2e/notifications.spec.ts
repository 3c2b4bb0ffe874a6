import { expect, test } from '@playwright/test';
import { authHeaders, demoAccount, signUpThroughApi } from './support/accounts';
import { mailsTo } from './support/outbox';
import { collaborationThread, signedInPage } from './support/pages';

const thread = collaborationThread;

test('an influencer replies in a collaboration: the brand’s bell rises, opens the thread, and one email covers the burst', async ({
  browser,
  request,
}) => {
  test.slow();
  const brand = await signUpThroughApi(request, `Bell Brand ${Date.now()}`);
  const creator = demoAccount('creator');
  const me = await request.get('/api/influencer/fetch-me-influencer-data', {
    headers: authHeaders(creator),
  });
  const proposal = await request.post('/api/collaboration', {
    headers: authHeaders(brand),
    data: {
      influencerId: (await me.json()).profile.id,
      compensation: 'gifted',
      deliverables: 'One reel',
    },
  });
  expect(proposal.status()).toBe(201);
  const { id } = (await proposal.json()) as { id: string };

  // The brand works elsewhere in the app; nothing is unread yet.
  const advertiser = await signedInPage(browser, brand);
  await advertiser.goto('/campaign');
  const bell = advertiser.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // The influencer answers three times in a row in the collaboration's thread.
  const influencer = await signedInPage(browser, creator);
  await influencer.goto(`/collaboration/${id}`);
  const replies = ['Love it, count me in!', 'I can post on Friday.', 'Which colour should I wear?'];
  for (const text of replies) {
    await influencer.getByRole('textbox', { name: 'Message' }).fill(text);
    await influencer.getByRole('button', { name: 'Send' }).click();
    await expect(thread(influencer).getByText(text)).toBeVisible();
  }

  // One email for the burst, in the outbox, linking to the thread.
  const aboutThread = async () =>
    (await mailsTo(brand.email)).filter((m) => m.text?.includes(`/collaboration/${id}`));
  await expect
    .poll(async () => (await aboutThread()).map((m) => m.subject), { timeout: 40_000 })
    .toEqual(['3 new messages from Demo Creator']);
  const [mail] = await aboutThread();
  expect(mail!.headers.find((h) => h.key === 'list-unsubscribe-post')?.value).toBe(
    'List-Unsubscribe=One-Click',
  );

  // The bell counts them without a reload; its panel opens the thread.
  await expect(bell).toHaveAccessibleName('Notifications, 3 unread', { timeout: 30_000 });
  await bell.click();
  const panel = advertiser.getByRole('dialog', { name: 'Notifications' });
  const newest = panel.getByRole('link', { name: /^Unread: .* wrote in your collaboration$/ });
  await expect(newest).toHaveCount(3);
  await newest.first().click();
  await expect(advertiser).toHaveURL(new RegExp(`/collaboration/${id}$`));
  await expect(thread(advertiser).getByText('Which colour should I wear?')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications', { timeout: 30_000 });
});
