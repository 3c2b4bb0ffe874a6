import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { type Account, authHeaders, demoAccount, useSession } from './support/accounts';

/** WCAG 2.1 A and AA, the rules axe-core checks for them. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Role = 'visitor' | 'brand' | 'creator';

/** The first `id` of a JSON answer's `query` (or of the array it is), for pages that need one. */
async function firstId(request: APIRequestContext, account: Account, url: string) {
  const res = await request.get(url, { headers: authHeaders(account) });
  expect(res.ok(), `${url}: ${res.status()}`).toBe(true);
  const body = (await res.json()) as { query?: { id: string }[] } | { id: string }[];
  const rows = Array.isArray(body) ? body : (body.query ?? []);
  expect(rows.length, `${url} returned no rows`).toBeGreaterThan(0);
  return rows[0]!.id;
}

/** Every page each role can open, with real ids from the demo data. */
async function pagesFor(role: Role, request: APIRequestContext): Promise<string[]> {
  const publicPages = ['/', '/influencer', '/login', '/mail-verify', '/forgot-password'];
  if (role === 'visitor') return publicPages;
  const account = demoAccount(role);
  const profileId = await firstId(request, account, '/api/influencer/public-list');
  const common = [
    '/',
    '/influencer',
    `/influencer?profile=${profileId}`,
    '/profile',
    '/dashboard',
    '/collaboration',
    '/messages',
    '/campaign',
  ];
  if (role === 'creator') {
    const collaboration = await firstId(request, account, '/api/collaboration/user/self');
    return [...common, `/collaboration/${collaboration}`];
  }
  const campaign = await firstId(request, account, '/api/campaign/user/self');
  const collaboration = await firstId(request, account, '/api/collaboration/user/self');
  return [
    ...common,
    '/my-influencers',
    '/campaign/new',
    `/campaign/${campaign}`,
    `/campaign/${campaign}/edit`,
    `/collaboration/${collaboration}`,
    '/email',
    '/email/campaign/new',
  ];
}

for (const role of ['visitor', 'brand', 'creator'] as const) {
  test(`every page a ${role} opens has no serious or critical WCAG 2.1 AA violation`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    if (role !== 'visitor') await useSession(page.context(), demoAccount(role));
    const found: string[] = [];
    for (const path of await pagesFor(role, request)) {
      await page.goto(path);
      // Settled: no request in flight and no loading skeleton left.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      // Violations only: axe then skips gathering the details of every rule that passed.
      // (`options` replaces the options object, so it comes before `withTags`.)
      const { violations } = await new AxeBuilder({ page })
        .options({ resultTypes: ['violations'] })
        .withTags(WCAG)
        .analyze();
      for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
        const targets = v.nodes.slice(0, 3).map((n) => n.target.join(' '));
        found.push(`${path}: ${v.id} (${v.impact}) × ${v.nodes.length}: ${targets.join(' | ')}`);
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}
