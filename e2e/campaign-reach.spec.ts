import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi, useSession } from './support/accounts';
import { latestMailTo } from './support/outbox';
import { verifySenderThroughApi } from './support/sender';

/** The result cards of the discovery grid. */
const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** The saved-influencers table's row of `handle`. */
const row = (page: Page, handle: string) =>
  page.getByRole('table', { name: 'Saved influencers' }).locator(`tr[data-handle="${handle}"]`);

test('a campaign to Favorites nobody can be emailed cannot be sent until the brand adds an address inline; then that influencer gets it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const brand = await signUpThroughApi(request, 'Rae Brand');
  await useSession(page.context(), brand);
  await page.goto('/influencer');
  await expect(cards(page).first()).toBeVisible();

  // Favorite four influencers whose cards say no email is on record (issue 15's Favorites).
  const favorites: string[] = [];
  for (const card of await cards(page).all()) {
    if (favorites.length === 4) break;
    if ((await card.getByRole('img', { name: 'No email on record' }).count()) === 0) continue;
    const handle = (await card.getAttribute('data-handle'))!;
    if (favorites.length === 0) await card.screenshot({ path: test.info().outputPath('card.png') });
    await card.getByRole('button', { name: `Add @${handle} to Favorites` }).click();
    await expect(card.getByText('In Favorites')).toBeVisible();
    favorites.push(handle);
  }
  expect(favorites).toHaveLength(4);

  await verifySenderThroughApi(request, brand, 'Rae');

  // My Influencers says so too; the whole Favorites list becomes an email campaign.
  await page.goto('/my-influencers');
  // Loaded (as a person sees it) before the list is picked, so no late load undoes the pick.
  await expect(row(page, favorites[0]!)).toBeVisible();
  await page.getByRole('navigation', { name: 'Lists' }).getByText('Favorites').click();
  await expect(page).toHaveURL(/list=/);
  for (const handle of favorites) {
    await expect(row(page, handle).getByRole('img', { name: 'No email on record' })).toBeVisible();
  }
  await page.getByRole('checkbox', { name: 'Select all influencers in view' }).check();
  await page.getByRole('button', { name: 'Email', exact: true }).click();
  await expect(page).toHaveURL(/\/email\/campaign\/new\?list=/);
  await page.getByLabel('Name').fill('Favorites hello');
  await page.getByLabel('Subject').fill('Hello {{ influencer.name }}');
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('We would love to work with you.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/email\/campaign\/[0-9a-f-]{36}$/);

  // Nobody can be emailed: the composer says so and will not start it.
  const reach = page.getByRole('region', { name: 'Who it reaches' });
  await expect(reach.getByText('0 of 4 have an email address')).toBeVisible();
  await expect(reach.getByText('Nobody can be emailed yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send now' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Schedule' })).toBeDisabled();
  await expect(
    page.getByText('Nobody on this campaign can be emailed yet: add an email address below.'),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('composer-reach-nobody.png') });

  // The brand knows one address: adds it inline, and the counts follow.
  const [known] = favorites;
  const address = `${known!.replace(/[^\w.-]/g, '')}-${Date.now()}@inbox.example`;
  await reach.getByLabel(`Email address for @${known}`).fill(address);
  await reach.getByRole('button', { name: `Save the address of @${known}` }).click();
  await expect(reach.getByText('1 of 4 has an email address')).toBeVisible();
  await expect(reach.getByLabel(`Email address for @${known}`)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send now' })).toBeEnabled();
  await page.screenshot({
    path: test.info().outputPath('composer-reach-one.png'),
    fullPage: true,
  });

  // The confirmation names the real number, and the one known influencer gets the mail.
  await page.getByRole('button', { name: 'Send now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/^It goes to 1 of 4 influencers/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send to 1 influencer' }).click();
  await expect(page.getByText('4 of 4 processed')).toBeVisible({ timeout: 30_000 });
  const mail = await latestMailTo(address);
  expect(mail.subject).toMatch(/^Hello /);
  expect(mail.from).toMatchObject({ name: 'Rae via Collabify' });

  // My Influencers now knows that address.
  await page.goto('/my-influencers');
  await expect(row(page, known!).getByRole('img', { name: 'Email known' })).toBeVisible();
  for (const handle of favorites.slice(1)) {
    await expect(row(page, handle).getByRole('img', { name: 'No email on record' })).toBeVisible();
  }
  await page.screenshot({ path: test.info().outputPath('my-influencers-email-known.png') });
});
