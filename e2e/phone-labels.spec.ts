import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { authHeaders, demoAccount, signUpThroughApi, useSession } from './support/accounts';
import { findCutLabels } from './support/cut-labels';

const LONG_NAME = 'Autumn trail running collection launch with the new waterproof range';

test.beforeEach(({ page }) => page.setViewportSize({ width: 390, height: 844 }));

/**
 * Opens `path` as a person would (the first input starts a page the server drew) and waits until
 * the app runs it: patiently, as a page's first visit loads its chunk, slow on a busy machine.
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.mouse.move(1, 1);
  await expect(page.locator('html[data-app-running]')).toBeAttached({ timeout: 30_000 });
}

/**
 * Opens each page at 390 px once its content has loaded (a heading, no loader or skeleton) and
 * returns, by path, the buttons and badges whose words are cut and whether the page is wider
 * than the screen.
 */
async function cutOnPages(page: Page, paths: string[]) {
  const problems: Record<string, string[]> = {};
  for (const path of paths) {
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.mantine-Skeleton-root, .mantine-Loader-root')).toHaveCount(0, {
      timeout: 30_000,
    });
    const found = await findCutLabels(page);
    const wider = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    if (wider) found.push('the page is wider than the screen');
    if (found.length > 0) problems[path] = found;
  }
  return problems;
}

/** A new brand with a long-named campaign, a list of six, a collaboration and an email draft. */
async function brandWithEverything(request: APIRequestContext) {
  const brand = await signUpThroughApi(request, 'Phone Brand');
  const headers = authHeaders(brand);
  const post = async (url: string, data: object) => {
    const res = await request.post(url, { data, headers });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
    return (await res.json()) as { id: string };
  };
  const found = await request.get('/api/influencer?platform=instagram&limit=6', { headers });
  const ids: string[] = (await found.json()).query.map((card: { id: string }) => card.id);
  const list = await post('/api/list', { name: LONG_NAME, influencers: ids });
  const campaign = await post('/api/campaign', { name: LONG_NAME });
  const collaboration = await post('/api/collaboration', {
    influencerId: ids[0],
    campaignId: campaign.id,
    deliverables: 'One reel and three stories',
  });
  const email = await post('/api/email-campaign', {
    name: LONG_NAME,
    subject: 'Hello {{ influencer.name }}',
    content: '<p>We would love to work with you.</p>',
    listId: list.id,
  });
  return { brand, campaign, collaboration, email };
}

test('a brand reads every button and status whole on its list and detail pages at 390 px, and a card opens what it shows', async ({
  page,
  request,
}) => {
  // Ten pages or so, each loading its chunk on first visit.
  test.setTimeout(180_000);
  const { brand, campaign, collaboration, email } = await brandWithEverything(request);
  await useSession(page.context(), brand);

  expect(
    await cutOnPages(page, [
      '/campaign',
      `/campaign/${campaign.id}`,
      '/collaboration',
      `/collaboration/${collaboration.id}`,
      '/my-influencers',
      '/messages',
      '/email',
      `/email/campaign/${email.id}`,
      '/influencer',
      '/profile',
    ]),
  ).toEqual({});

  // A click on the card's body (not its name) opens the collaboration…
  await open(page, '/collaboration');
  const card = page.getByRole('main').getByRole('article').first();
  // A mouse click where the words are: the card's link lies over them (Playwright would otherwise
  // wait for the words themselves to take the click).
  await card.getByText(LONG_NAME).click({ force: true });
  await expect(page).toHaveURL(`/collaboration/${collaboration.id}`);

  // …while a control inside a card works on its own: the checkbox selects, the page stays.
  await open(page, '/my-influencers');
  const saved = page.getByRole('list', { name: 'Saved influencers' }).getByRole('listitem').first();
  await saved.getByRole('checkbox').check();
  await expect(saved.getByRole('checkbox')).toBeChecked();
  await expect(page).toHaveURL(/\/my-influencers/);
  // The card holds one link (its name), whatever else it shows.
  await expect(saved.getByRole('link')).toHaveCount(1);
});

test('the creator and a visitor read every button and status whole at 390 px, and a campaign card opens the campaign but its sign-in button signs in', async ({
  page,
  browser,
  request,
}) => {
  // Ten pages or so, each loading its chunk on first visit.
  test.setTimeout(180_000);
  const creator = demoAccount('creator');
  const collaborations = await request.get('/api/collaboration', { headers: authHeaders(creator) });
  // Other specs add collaborations, some for a draft campaign: one whose campaign is public
  // (active), as the seeded one is, so a visitor sees its card on the advertiser's page.
  const withCampaign = (
    (await collaborations.json()).query as {
      id: string;
      advertiser: { id: string };
      campaign: { id: string } | null;
    }[]
  ).filter((candidate) => candidate.campaign);
  const isPublic = async (candidate: (typeof withCampaign)[number]) => {
    const published = await request.get(`/api/campaign/publicByUserId/${candidate.advertiser.id}`);
    const query = (await published.json()).query as { id: string }[];
    return query.some((c) => c.id === candidate.campaign!.id);
  };
  let collaboration: (typeof withCampaign)[number] | undefined;
  for (const candidate of withCampaign)
    if (await isPublic(candidate)) {
      collaboration = candidate;
      break;
    }
  const advertiser = `/advertiser/${collaboration!.advertiser.id}`;
  const campaign = `/campaign-detail/${collaboration!.campaign!.id}`;
  await useSession(page.context(), creator);

  expect(
    await cutOnPages(page, [
      '/dashboard',
      '/collaboration',
      `/collaboration/${collaboration!.id}`,
      '/messages',
      campaign,
      advertiser,
      '/profile',
    ]),
  ).toEqual({});

  const visitor = await (
    await browser.newContext({ viewport: { width: 390, height: 844 } })
  ).newPage();
  expect(await cutOnPages(visitor, [advertiser, campaign])).toEqual({});

  // The campaign card opens the campaign from its description; its button leads to sign-in.
  await open(visitor, advertiser);
  // The card of this campaign: other specs publish more of the demo brand's campaigns.
  const card = visitor
    .getByRole('main')
    .getByRole('article')
    .filter({ has: visitor.locator(`a[href="${campaign}"]`) });
  await card.getByText('Deliverables', { exact: true }).click({ force: true });
  await expect(visitor).toHaveURL(campaign);
  await open(visitor, advertiser);
  await card.getByRole('link', { name: 'Sign in to show interest' }).click();
  await expect(visitor).toHaveURL(/\/login/);
});
