import { expect, type Page, type Response, test } from '@playwright/test';
import type { InfluencerFacets } from '../shared/schemas/influencers';
import { demoAccount, useSession } from './support/accounts';

/** The result cards on the page (each an `article` named by its @handle, raw values in data attributes). */
const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** The next facets answer the page receives for `platform`. */
function nextFacets(page: Page, platform: string): Promise<InfluencerFacets> {
  return page
    .waitForResponse(
      (r: Response) =>
        r.url().includes('/api/influencer/facets') &&
        new URL(r.url()).searchParams.get('platform') === platform &&
        r.ok(),
    )
    .then((r) => r.json() as Promise<InfluencerFacets>);
}

/** English names of language codes, as the browser's Intl.DisplayNames gives them. */
function languageNames(page: Page, codes: string[]): Promise<string[]> {
  return page.evaluate(
    (list) =>
      list.map((code) => new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code),
    codes,
  );
}

const exact = (n: number) => new Intl.NumberFormat('en').format(n);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An option named "<name>, <count> profiles" (the count is read out to screen readers). */
const optionName = (name: string, count: number) =>
  new RegExp(`^${escape(name)}\\W+${escape(exact(count))} profiles?$`);

/**
 * Opens the Languages picker and checks it offers exactly the languages of `facets` (minus the
 * chosen ones), each with its count — or says none is on record.
 */
async function expectLanguagesOffered(page: Page, facets: InfluencerFacets, chosen: string[]) {
  const picker = page.getByRole('combobox', { name: 'Languages' });
  await picker.click();
  const offered = facets.languages.filter((l) => !chosen.includes(l.value));
  const names = await languageNames(
    page,
    offered.map((l) => l.value),
  );
  const listbox = page.getByRole('listbox');
  if (offered.length === 0) {
    await expect(page.getByText(/No language (on record|with that name)/)).toBeVisible();
  } else {
    await expect(listbox.getByRole('option')).toHaveCount(offered.length);
    for (const [i, language] of offered.entries()) {
      await expect(
        listbox.getByRole('option', { name: optionName(names[i]!, language.count) }),
      ).toBeVisible();
    }
  }
  await page.keyboard.press('Escape');
}

test('a brand looks for Portuguese speakers, sees only the languages on record with their counts, and switches to TikTok', async ({
  page,
}) => {
  test.slow(); // several searches on a freshly imported database
  await useSession(page.context(), demoAccount('brand'));
  const instagramFacets = nextFacets(page, 'instagram');
  await page.goto('/influencer');
  await expect(cards(page).first()).toBeVisible();

  // The picker offers the languages Instagram profiles have, never the whole ISO list.
  const instagram = await instagramFacets;
  await expectLanguagesOffered(page, instagram, []);

  // Portuguese: offered with its count only when some profile speaks it.
  const picker = page.getByRole('combobox', { name: 'Languages' });
  await picker.click();
  await picker.fill('Portuguese');
  const portuguese = instagram.languages.find((l) => l.value === 'pt');
  const chosen: string[] = [];
  if (portuguese) {
    await page.getByRole('option', { name: optionName('Portuguese', portuguese.count) }).click();
    await expect(page).toHaveURL(/languages=pt/);
    chosen.push('pt');
    const shown = portuguese.count > 10_000 ? '10,000+' : exact(portuguese.count);
    await expect(page.getByTestId('result-count')).toHaveText(
      new RegExp(`^${escape(shown)} influencers?$`),
    );
    for (const card of await cards(page).all())
      await expect(card).toHaveAttribute('data-language', 'pt');
  } else {
    await expect(page.getByRole('option')).toHaveCount(0);
    await expect(page.getByText(/No language (on record|with that name)/)).toBeVisible();
  }
  await page.keyboard.press('Escape');

  // TikTok: its own tab, its own counts, TikTok cards.
  const tiktokFacets = nextFacets(page, 'tiktok');
  await page.getByRole('tab', { name: 'TikTok' }).click();
  await expect(page).toHaveURL(/platform=tiktok/);
  const tiktok = await tiktokFacets;
  // TikTok has fewer than 10,000 profiles, so every count on screen is exact.
  const total = tiktok.languages.reduce((sum, l) => sum + l.count, 0) + tiktok.unknown.languages;
  const resultCount = page.getByTestId('result-count');
  const influencers = (n: number) => `${exact(n)} influencer${n === 1 ? '' : 's'}`;
  if (chosen.length === 0) {
    await expect(resultCount).toHaveText(influencers(total));
    // No Portuguese on record: take TikTok's most frequent language, as the facets say.
    const first = tiktok.languages[0];
    if (first) {
      const [name] = await languageNames(page, [first.value]);
      const languages = page.getByRole('combobox', { name: 'Languages' });
      await languages.click();
      await page.getByRole('option', { name: optionName(name!, first.count) }).click();
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(new RegExp(`languages=${first.value}`));
      chosen.push(first.value);
    }
  }
  const chosenCount = tiktok.languages.find((l) => l.value === chosen[0])?.count ?? 0;
  if (chosen.length > 0) {
    await expect(resultCount).toHaveText(influencers(chosenCount));
    if (tiktok.unknown.languages > 0) {
      // The header says how many have no language on record; one click adds exactly those.
      const line = page.getByTestId('unknown-languages');
      await expect(line).toHaveText(
        `${exact(tiktok.unknown.languages)} more ${tiktok.unknown.languages === 1 ? 'has' : 'have'} no language on record — include them`,
      );
      await line.getByRole('button', { name: /^Include them/ }).click();
      await expect(page).toHaveURL(/includeUnknown=languages/);
      await expect(resultCount).toHaveText(influencers(chosenCount + tiktok.unknown.languages));
    }
  }
  await expect(page.getByLabel('Loading influencers')).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();
  for (const card of await cards(page).all()) {
    await expect(card).toHaveAttribute('data-platform', 'tiktok');
    await expect(card.getByRole('img', { name: 'TikTok' })).toBeVisible();
    // Average views when known, average likes otherwise.
    const views = await card.getAttribute('data-avg-views');
    await expect(card.locator('dt', { hasText: views ? 'Avg views' : 'Avg likes' })).toBeVisible();
  }
  await expectLanguagesOffered(page, tiktok, chosen);
});
