import { expect, test } from '@playwright/test';

test('profile pictures whose signed address has expired show initials, with no request and no console error', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  const cdnRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => {
    if (/\.(fbcdn\.net|cdninstagram\.com)$/.test(new URL(request.url()).hostname))
      cdnRequests.push(request.url());
  });

  // The coding creators of the Bright Data sample: every picture is an Instagram CDN address
  // signed to expire in 2021–2022.
  const listed = await request.get(
    '/api/influencer/public-list?platform=instagram&keywords=code&limit=9',
  );
  const pictures = ((await listed.json()).query as { avatarUrl: string | null }[])
    .map((card) => card.avatarUrl)
    .filter((url) => url && /\.(fbcdn\.net|cdninstagram\.com)\//.test(url));
  expect(pictures.length).toBeGreaterThan(0);
  await page.goto('/influencer?platform=instagram&keywords=code');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards).toHaveCount(9);
  for (const card of await cards.all()) {
    await expect(card.locator('.mantine-Avatar-root img')).toHaveCount(0);
    await expect(card.locator('.mantine-Avatar-root')).toHaveText(/^[\p{L}\p{N}?]{1,2}$/u);
  }
  expect(cdnRequests).toEqual([]);
  expect(errors).toEqual([]);
});
