import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { signUpThroughApi, useSession } from './support/accounts';

/** The result cards of the discovery grid. */
const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** The handles in the saved-influencers table, in order. */
const tableHandles = (page: Page) =>
  page
    .getByRole('table', { name: 'Saved influencers' })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-handle')));

test('an advertiser favorites, makes a list, writes a note, reloads and exports it all', async ({
  page,
  request,
}) => {
  test.slow();
  const account = await signUpThroughApi(request, 'List Maker');
  await useSession(page.context(), account);
  await page.goto('/influencer');
  await expect(cards(page).first()).toBeVisible();

  // Favorite three influencers from the grid.
  const favorites: string[] = [];
  for (const card of (await cards(page).all()).slice(0, 3)) {
    const handle = (await card.getAttribute('data-handle'))!;
    const heart = card.getByRole('button', { name: `Add @${handle} to Favorites` });
    await heart.click();
    await expect(
      card.getByRole('button', { name: `Remove @${handle} from Favorites` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByText('In Favorites')).toBeVisible();
    favorites.push(handle);
  }

  await page.getByRole('link', { name: 'My Influencers' }).first().click();
  await expect(page).toHaveURL(/\/my-influencers$/);
  await expect.poll(() => tableHandles(page)).toEqual([...favorites].reverse());

  // A new list with two of them.
  await page.getByRole('button', { name: 'New list' }).click();
  await page.getByLabel('List name').fill('Summer launch');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page).toHaveURL(/list=/);
  await expect(page.getByText('This list is empty.')).toBeVisible();
  await page
    .getByRole('link', { name: 'All saved' })
    .or(page.getByText('All saved'))
    .first()
    .click();
  const [first, second] = favorites;
  await page.getByRole('checkbox', { name: `Select @${first}` }).check();
  await page.getByRole('checkbox', { name: `Select @${second}` }).check();
  await page.getByRole('button', { name: 'Add to list' }).click();
  await page.getByRole('menuitem', { name: 'Summer launch' }).click();
  await expect(page.getByText('Added 2 influencers to “Summer launch”.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Lists' }).getByText('Summer launch').click();
  await expect.poll(() => tableHandles(page)).toEqual(expect.arrayContaining([first, second]));
  expect(await tableHandles(page)).toHaveLength(2);

  // A private note, autosaved.
  await page
    .getByRole('table', { name: 'Saved influencers' })
    .locator(`tr[data-handle="${first}"]`)
    .getByRole('link')
    .click();
  const drawer = page.getByRole('dialog');
  const note = drawer.getByRole('textbox', { name: /note/i });
  await note.fill('Asked for rates; follow up in June');
  await expect(drawer.getByText(/^Saved/)).toBeVisible();

  // Everything is kept after a reload: the list in view, the open profile and the note.
  await page.reload();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: /note/i })).toHaveValue(
    'Asked for rates; follow up in June',
  );
  await page.getByRole('button', { name: 'Close profile' }).click();
  await expect.poll(() => tableHandles(page)).toEqual(expect.arrayContaining([first, second]));
  await expect(page.locator(`tr[data-handle="${first}"]`)).toContainText('Asked for rates');

  // Export the list as CSV.
  await page.getByRole('checkbox', { name: 'Select all influencers in view' }).check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const rows = parse(await readFile(file, 'utf8'), { columns: true }) as Record<string, string>[];
  expect(rows.map((r) => r.handle).sort()).toEqual([first, second].sort());
  for (const row of rows) expect(row.lists).toContain('Summer launch');
  expect(rows.find((r) => r.handle === first)?.note).toBe('Asked for rates; follow up in June');
});
