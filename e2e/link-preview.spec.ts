import { expect, test } from '@playwright/test';
import { clientAddress, signUpThroughApi } from './support/accounts';

/** What a link preview (Slack, Facebook, iMessage…) reads: the raw HTML, no script run. */
const PREVIEW_AGENT = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

test('a link preview of a public campaign reads its Open Graph tags, and a visitor opens the page', async ({
  page,
  request,
  baseURL,
}) => {
  // A brand publishes a campaign (through the API).
  const brand = await signUpThroughApi(request, `Maple Oats ${Date.now()}`);
  const login = await request.post('/api/auth/login', {
    data: { email: brand.email, password: brand.password },
    headers: clientAddress(),
  });
  const auth = { Authorization: `Bearer ${(await login.json()).token}` };
  const name = `Maple granola launch ${Date.now()}`;
  const created = await request.post('/api/campaign', {
    headers: auth,
    data: {
      name,
      description: 'Bake with our maple granola & share two posts and a story with your followers.',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const activated = await request.patch(`/api/campaign/${id}/status`, {
    headers: auth,
    data: { status: 'active' },
  });
  expect(activated.status()).toBe(200);

  // The preview fetch: the tags are in the HTML the server sends, before any script.
  const preview = await request.get(`/campaign-detail/${id}`, {
    headers: { 'User-Agent': PREVIEW_AGENT },
  });
  expect(preview.status()).toBe(200);
  await page.setContent(await preview.text(), { waitUntil: 'domcontentloaded' });
  const tag = (key: string) =>
    page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');
  expect(await tag('og:title')).toBe(`${name} · ${brand.name} on Collabify`);
  expect(await tag('og:description')).toBe(
    'Bake with our maple granola & share two posts and a story with your followers.',
  );
  expect(await tag('og:url')).toMatch(new RegExp(`/campaign-detail/${id}$`));
  expect(await tag('og:image')).toMatch(/^https?:\/\/.+\/og-image\.png$/);
  expect(await tag('twitter:card')).toBe('summary_large_image');

  // The image it names is served.
  const image = await request.get(new URL(String(await tag('og:image'))).pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');

  // A visitor following the link gets the campaign page, titled the same way.
  await page.goto(`${baseURL}/campaign-detail/${id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(name));
});
