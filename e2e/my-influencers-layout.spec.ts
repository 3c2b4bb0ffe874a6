import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import { authHeaders, signUpThroughApi, useSession } from './support/accounts';

const LONG_LIST = 'Summer launch 2025 — fitness and wellness creators in Europe';

/** A new brand with saved influencers in three lists (one with a long name) and a long note. */
async function brandWithSavedInfluencers(request: APIRequestContext) {
  const account = await signUpThroughApi(request, 'Layout Brand');
  const headers = authHeaders(account);
  const found = await request.get('/api/influencer?platform=instagram&limit=8', { headers });
  const ids: string[] = (await found.json()).query.map((card: { id: string }) => card.id);
  expect(ids).toHaveLength(8);
  for (const [name, influencers] of [
    ['Favorites', ids],
    [LONG_LIST, ids.slice(0, 6)],
    ['Back to school', ids.slice(0, 3)],
  ] as const) {
    const created = await request.post('/api/list', { data: { name, influencers }, headers });
    expect(created.status()).toBe(201);
  }
  const note = await request.patch(`/api/note/${ids[0]}`, {
    data: {
      content:
        'Asked for rates on a reel and two stories; follow up in June once the launch brief is final.',
    },
    headers,
  });
  expect(note.ok()).toBe(true);
  return { ...account, count: ids.length };
}

/** Whether the element's content fits its box (nothing cut with an ellipsis or scrolled away). */
const fits = (locator: Locator) =>
  locator.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight);

/** Whether the element is what a person sees at its four edges (not cut off, not covered). */
const uncovered = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const [midX, midY] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
    return [
      [r.left + 2, midY],
      [r.right - 2, midY],
      [midX, r.top + 2],
      [midX, r.bottom - 2],
    ].every(([x, y]) => el.contains(document.elementFromPoint(x!, y!)));
  });

const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('My Influencers fits a 1280 px screen as a table and a phone as a list of cards', async ({
  page,
  request,
}) => {
  test.slow();
  const account = await brandWithSavedInfluencers(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await useSession(page.context(), account);
  await page.goto('/my-influencers');

  // 1280 px: the table, all of it in view, without sideways scrolling.
  const table = page.getByRole('table', { name: 'Saved influencers' });
  await expect(table.locator('tbody tr')).toHaveCount(account.count);
  // Neither the table nor anything around it (the page included) is wider than its box.
  const wider = await table.evaluate((el) => {
    const found: string[] = [];
    for (let e: Element | null = el; e; e = e.parentElement)
      if (e.scrollWidth > e.clientWidth)
        found.push(`${e.tagName}.${e.className}: ${e.scrollWidth} > ${e.clientWidth}`);
    return found;
  });
  expect(wider).toEqual([]);
  for (const header of ['Influencer', 'Followers', 'Eng. rate', 'Country', 'Lists', 'Note'])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();

  const tableBox = (await table.boundingBox())!;
  const emailButtons = table.getByRole('button', { name: /^Email @/ });
  await expect(emailButtons).toHaveCount(account.count);
  for (const button of await emailButtons.all()) {
    await expect(button).toBeVisible();
    await expect(button).toHaveText('Email');
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(tableBox.x);
    expect(box.x + box.width).toBeLessThanOrEqual(tableBox.x + tableBox.width + 0.5);
    expect(await fits(button.locator('.mantine-Button-label'))).toBe(true);
    // Not cut by a scrolling box nor covered (by the floating HELP button, say).
    expect(await uncovered(button)).toBe(true);
  }
  // List names are whole ("Favorites", not "F…"); only a name longer than the column is cut.
  const favoriteBadges = table.locator('.mantine-Badge-label', { hasText: /^Favorites$/ });
  await expect(favoriteBadges).toHaveCount(account.count);
  for (const label of await favoriteBadges.all()) expect(await fits(label)).toBe(true);
  await expect(table.getByTitle(LONG_LIST).first()).toBeVisible();
  await expect(table.getByText(/^Asked for rates on a reel/)).toBeVisible();

  // 390 px: a list of cards with the same actions, and the HELP button covers none of them.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toHaveCount(0);
  const list = page.getByRole('list', { name: 'Saved influencers' });
  const cards = list.getByRole('listitem');
  await expect(cards).toHaveCount(account.count);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  const help = page.getByRole('button', { name: 'HELP' });
  await expect(help).toBeVisible();
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('checkbox', { name: /^Select @/ })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Email @/ })).toBeVisible();
    // Once the scroll has settled.
    await expect.poll(() => uncovered(card.getByRole('button', { name: /^Email @/ }))).toBe(true);
    const [helpBox, cardBox] = [(await help.boundingBox())!, (await card.boundingBox())!];
    expect(overlap(helpBox, cardBox), 'HELP overlaps a card').toBe(false);
  }
  // The selection works from the cards as from the table.
  await cards
    .first()
    .getByRole('checkbox', { name: /^Select @/ })
    .check();
  await expect(
    page.getByRole('toolbar', { name: 'Actions on the selected influencers' }),
  ).toContainText('1 influencer selected');

  // The HELP button still opens the instructions.
  await help.click();
  await expect(page.getByRole('dialog', { name: 'Instruction For Shopify User' })).toBeVisible();
});
