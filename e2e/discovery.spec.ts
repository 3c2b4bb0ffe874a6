import { expect, type Locator, type Page, test } from '@playwright/test';
import { demoAccount, useSession } from './support/accounts';

/** The result cards on the page (each an `article` named by its @handle, raw values in data attributes). */
const cards = (page: Page) => page.getByRole('main').getByRole('article');

/**
 * Waits until the grid shows cards (not skeletons) and returns how many. With `previous` (the
 * handles shown before an action), first waits for the grid to change: right after a click the
 * old cards can still be on screen, before the skeletons of the new search replace them.
 */
async function waitForCards(page: Page, previous?: string[]): Promise<number> {
  if (previous) await expect.poll(() => handles(page)).not.toEqual(previous);
  await expect(page.getByLabel('Loading influencers')).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();
  return cards(page).count();
}

/** The handles on the page, in order. */
async function handles(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
}

async function attribute(card: Locator, name: string): Promise<string | null> {
  return card.getAttribute(name);
}

test('a visitor filters YouTube channels by country and followers, clears all and shares the search', async ({
  page,
  context,
}) => {
  test.slow(); // many searches on a freshly imported database
  await page.goto('/influencer');
  await expect(page.getByRole('heading', { name: 'Discover influencers' })).toBeVisible();
  await waitForCards(page);

  await page.getByRole('tab', { name: 'YouTube' }).click();
  await expect(page).toHaveURL(/platform=youtube/);

  const countries = page.getByRole('combobox', { name: 'Countries' });
  await countries.click();
  await countries.fill('United States');
  // Each option carries its count: "United States, 1,234 profiles".
  await page.getByRole('option', { name: /^United States\W+[\d,]+ profiles?$/ }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/countries=US/);

  // Followers from 5M (stop 11) with no upper limit, moved with the keyboard like a person would,
  // on a CPU four times slower (a mid-range phone): each press writes the address while the router
  // still renders the last one, and no press may be lost (one in two was, before the fix).
  const minimum = page.getByRole('slider', { name: 'Minimum followers' });
  await minimum.focus();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (let i = 0; i < 11; i += 1) await minimum.press('ArrowRight');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page.getByTestId('range-followers-text')).toHaveText('5M+');
  await expect(page).toHaveURL(/followers=11-12/);

  // The grid of this search, not one of the searches the key presses passed through.
  await expect
    .poll(async () => {
      const shown = await cards(page).evaluateAll((nodes) =>
        nodes.map((n) => n.getAttribute('data-country') ?? n.getAttribute('data-audience-country')),
      );
      return shown.length > 0 && shown.every((country) => country === 'US');
    })
    .toBe(true);
  const count = await waitForCards(page);
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(9);
  for (const card of await cards(page).all()) {
    expect(await attribute(card, 'data-platform')).toBe('youtube');
    // The creator's country, or the audience's when that is all the source gives.
    const country =
      (await attribute(card, 'data-country')) ?? (await attribute(card, 'data-audience-country'));
    expect(country).toBe('US');
    expect(Number(await attribute(card, 'data-followers'))).toBeGreaterThanOrEqual(5_000_000);
    await expect(card).toContainText('United States');
  }

  // A keyword, then "Clear all": countries and keywords stay, followers go back to "Any".
  await page.getByRole('textbox', { name: 'Keywords' }).fill('kids');
  await expect(page).toHaveURL(/keywords=kids/);
  await waitForCards(page).catch(() => undefined);
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByTestId('range-followers-text')).toHaveText('Any');
  await expect(page).not.toHaveURL(/followers=/);
  await expect(page).toHaveURL(/countries=US/);
  await expect(page).toHaveURL(/keywords=kids/);
  await expect(page.getByRole('textbox', { name: 'Keywords' })).toHaveValue('kids');
  await expect(
    page.getByRole('main').getByText('United States', { exact: true }).first(),
  ).toBeVisible();

  await expect(page.getByLabel('Loading influencers')).toHaveCount(0);
  const resultCount = await page.getByTestId('result-count').textContent();
  const shownHandles = await handles(page);
  expect(shownHandles.length).toBeGreaterThan(0);

  // The address is the search: a new page opened on it shows the same results.
  const shared = page.url();
  const other = await context.newPage();
  await other.goto(shared);
  await waitForCards(other);
  await expect(other.getByTestId('result-count')).toHaveText(resultCount ?? '');
  expect(await handles(other)).toEqual(shownHandles);
  await expect(other.getByRole('tab', { name: 'YouTube' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(other.getByRole('textbox', { name: 'Keywords' })).toHaveValue('kids');
  await other.close();

  // The back button restores the previous search (followers 5M+ before "Clear all").
  await page.goBack();
  await expect(page.getByTestId('range-followers-text')).toHaveText('5M+');
});

test('a visitor reaches the end of the public list and is asked to sign in', async ({ page }) => {
  await page.goto('/influencer?page=3');
  await waitForCards(page);
  const prompt = page.getByRole('region', { name: 'Sign in to see more' });
  await expect(
    prompt.getByRole('heading', { name: /Sign in to see all [\d,]+\+? results/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 4' })).toHaveCount(0);
  await prompt.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Finfluencer%3Fpage%3D3$/);
});

test('a signed-in user pages past page 3 and opens a profile', async ({ page }) => {
  test.slow(); // four searches on a freshly imported database
  await useSession(page.context(), demoAccount('brand'));
  await page.goto('/influencer');
  await waitForCards(page);
  const firstPage = await handles(page);

  for (const next of [2, 3, 4]) {
    const before = await handles(page);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(new RegExp(`page=${next}$`));
    await waitForCards(page, before);
  }
  const fourthPage = await handles(page);
  expect(fourthPage).toHaveLength(9);
  expect(fourthPage.filter((handle) => firstPage.includes(handle))).toEqual([]);
  await expect(page.getByRole('region', { name: 'Sign in to see more' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Page 4' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const card = cards(page).first();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/profile=/);
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name: 'Growth' })).toBeVisible();
  await expect(
    drawer
      .getByText('Followers', { exact: true })
      .or(drawer.getByText('Subscribers', { exact: true }))
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Close profile' }).click();
  await expect(page).not.toHaveURL(/profile=/);
  await expect(page).toHaveURL(/page=4$/);
});
