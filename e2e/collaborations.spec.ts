import { expect, type Page, test } from '@playwright/test';
import { authHeaders, demoAccount, signUpThroughApi } from './support/accounts';
import { latestMailTo } from './support/outbox';
import { collaborationThread, signedInPage } from './support/pages';

/** Opens a profile's drawer from discovery and proposes to it; returns on the collaboration page. */
async function proposeFromProfile(
  page: Page,
  handle: string | null,
  fields: { deliverables: string; message: string; inviteEmail?: string },
) {
  await page.goto(handle ? `/influencer?keywords=${handle}` : '/influencer');
  const card = handle
    ? page.locator(`article[data-handle="${handle}"]`)
    : page.getByRole('main').getByRole('article').first();
  await card.click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: 'Propose collaboration' }).click();
  const form = page.getByRole('dialog', { name: /Propose a collaboration/ });
  await form.getByLabel('Deliverables').fill(fields.deliverables);
  if (fields.inviteEmail) await form.getByLabel('Invitation email').fill(fields.inviteEmail);
  await form.getByLabel('First message').fill(fields.message);
  await form.getByRole('button', { name: 'Send proposal' }).click();
  await page.getByRole('link', { name: 'Open collaboration' }).click();
  await expect(page).toHaveURL(/\/collaboration\/[0-9a-f-]{36}$/);
}

/** The collaboration's message thread. */
const thread = collaborationThread;

/** Writes in the thread and checks it is shown as one's own. */
async function say(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(thread(page).getByText(text)).toBeVisible();
}

/**
 * Makes a status move and confirms it: every move but Accept asks first
 * (app/features/collaborations/components/collaboration-actions.tsx).
 */
async function makeMove(page: Page, label: string) {
  await page
    .getByRole('group', { name: 'Collaboration status' })
    .getByRole('button', { name: label })
    .click();
  if (label !== 'Accept')
    await page.getByRole('dialog').getByRole('button', { name: label }).click();
}

async function leaveReview(page: Page, subject: string, text: string) {
  const form = page.getByRole('form', { name: `Review ${subject}` });
  // Mantine's Rating takes a star from its label (the radio input itself is hidden).
  const star = await form.getByRole('radio', { name: '5 stars' }).getAttribute('id');
  await form.locator(`label[for="${star}"]`).click();
  await form.getByLabel('Your review').fill(text);
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText(text)).toBeVisible();
}

test('a brand proposes to an influencer with an account; they agree, talk, deliver and review', async ({
  browser,
  request,
}) => {
  test.slow();
  const brand = await signUpThroughApi(request, `Stride Shoes ${Date.now()}`);
  // The demo influencer account, linked to a real imported profile by the demo seed.
  const creator = demoAccount('creator');
  const me = await request.get('/api/influencer/fetch-me-influencer-data', {
    headers: authHeaders(creator),
  });
  const handle = (await me.json()).profile.username as string;

  const advertiser = await signedInPage(browser, brand);
  await proposeFromProfile(advertiser, handle, {
    deliverables: 'One try-on reel and two stories',
    message: 'Would you run 10 km in our shoes?',
  });
  await expect(advertiser.getByText('Proposed', { exact: true }).first()).toBeVisible();

  // The influencer finds the proposal, accepts it and answers.
  const influencer = await signedInPage(browser, creator);
  await influencer.goto('/collaboration');
  await influencer.getByText(brand.name).first().click();
  await expect(thread(influencer).getByText('Would you run 10 km in our shoes?')).toBeVisible();
  await makeMove(influencer, 'Accept');
  await expect(influencer.getByText('Accepted', { exact: true }).first()).toBeVisible();
  await say(influencer, 'Yes! I wear a US 9.');

  // The brand sees the answer without reloading (the thread polls), and replies.
  await expect(thread(advertiser).getByText('Yes! I wear a US 9.')).toBeVisible({
    timeout: 15_000,
  });
  await say(advertiser, 'Shipping today.');
  await expect(thread(influencer).getByText('Shipping today.')).toBeVisible({ timeout: 15_000 });

  // The influencer submits the published post.
  const posts = influencer.getByRole('form', { name: 'Submit published posts' });
  // A post of this try of its own: a post is recorded for one collaboration only.
  const post = `https://www.instagram.com/p/${handle}${Date.now().toString(36)}/`;
  await posts.getByLabel('Post URL').fill(post);
  await posts.getByLabel('Published on').fill('2026-11-20');
  await posts.getByRole('button', { name: 'Submit posts' }).click();
  await expect(influencer.getByText('Content submitted', { exact: true }).first()).toBeVisible();

  // The brand completes it; both leave a review.
  await advertiser.reload();
  await expect(
    advertiser
      .getByRole('link', { name: /instagram\.com\/p\// })
      .or(advertiser.getByText(/View on Instagram/))
      .first(),
  ).toBeVisible();
  await makeMove(advertiser, 'Mark completed');
  await expect(advertiser.getByText('Completed', { exact: true }).first()).toBeVisible();
  await leaveReview(advertiser, `@${handle}`, 'Great reel, on time.');
  await influencer.reload();
  await leaveReview(influencer, brand.name, 'Clear brief and fast shipping.');

  // The timeline shows every step.
  const activity = influencer.getByRole('region', { name: 'Activity' });
  for (const step of [/proposed/i, /accepted/i, /content submitted/i, /completed/i])
    await expect(activity.getByText(step).first()).toBeVisible();
});

test('an influencer without an account accepts through the emailed link', async ({
  browser,
  request,
}) => {
  test.slow();
  const brand = await signUpThroughApi(request, `Glow Labs ${Date.now()}`);
  const address = `invitee-${Date.now()}@example.com`;
  const advertiser = await signedInPage(browser, brand);
  await proposeFromProfile(advertiser, null, {
    deliverables: 'One feed post',
    message: 'We would love to send you our serum.',
    inviteEmail: address,
  });

  const mail = await latestMailTo(address);
  const link = /https?:\/\/\S+\/collaboration-detail\/\S+\?token=\S+/.exec(mail.text ?? '')?.[0];
  expect(link, 'the link in the invitation').toBeTruthy();

  // A visitor (no account, no session) opens it, reads the proposal, accepts and replies.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(thread(visitor).getByText('We would love to send you our serum.')).toBeVisible();
  await expect(visitor).not.toHaveURL(/token=/);
  await makeMove(visitor, 'Accept');
  await expect(visitor.getByText('Accepted', { exact: true }).first()).toBeVisible();
  await say(visitor, 'Happy to try it!');
  await visitor.reload();
  await expect(thread(visitor).getByText('Happy to try it!')).toBeVisible();

  // The brand sees the answer.
  await expect(thread(advertiser).getByText('Happy to try it!')).toBeVisible({ timeout: 15_000 });
  await expect(advertiser.getByText('Accepted', { exact: true }).first()).toBeVisible();
});
