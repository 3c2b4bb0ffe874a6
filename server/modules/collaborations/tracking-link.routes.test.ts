import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clicks } from '@shared/schemas/short-links';
import type { Collaboration, CollaborationDetail } from '@shared/schemas/collaborations';
import { buildTestApp, uniqueEmail, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';
import { expectValidationProblem } from '../../test/problems';

let t: TestApp;
let nextProfile = 0;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

const call: TestApp['call'] = (...args) => t.call(...args);

/** A brand (new unless given), an influencer account linked to a fresh profile, and a proposal. */
async function collaboration(extra: object = {}, brand?: { token: string }) {
  const email = uniqueEmail('creator');
  const [row] = await insertInfluencers(t.database.db, 1, 20_000 + ++nextProfile, {
    email,
    platform: 'instagram',
  });
  const [advertiser, influencer] = await Promise.all([
    brand ?? t.signUp({ name: 'Brand' }),
    t.signUp({ email, role: 'influencer', name: 'Creator' }),
  ]);
  const res = await call(advertiser.token, 'POST', '/api/collaboration', {
    influencerId: row!.id,
    deliverables: '1 reel',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  const created: Collaboration = res.json();
  return { brand: advertiser, influencer, id: created.id, username: row!.username };
}

const detailOf = async (token: string, id: string): Promise<CollaborationDetail> =>
  (await call(token, 'GET', `/api/collaboration/${id}`)).json();

const codeOf = (shortUrl: string) => new URL(shortUrl).pathname.split('/').pop()!;

describe('collaboration tracking links', () => {
  it('shortens the tracking URL with UTM parameters and shows its clicks on the collaboration and campaign', async () => {
    const brand = await t.signUp({ name: 'Brand' });
    const campaign = await call(brand.token, 'POST', '/api/campaign', { name: 'Spring Launch' });
    expect(campaign.statusCode, campaign.body).toBe(201);
    const { id } = await collaboration({ campaignId: campaign.json().id }, brand);
    expect((await detailOf(brand.token, id)).trackingShortUrl).toBeNull();

    const patched = await call(brand.token, 'PATCH', `/api/collaboration/${id}`, {
      trackingUrl: 'https://shop.example.com/spring?color=red#top',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const detail: CollaborationDetail = patched.json();
    expect(detail.trackingShortUrl).toMatch(new RegExp(`^${t.ctx.appUrl}/s/[A-Za-z0-9_-]{8}$`));
    expect(detail.trackingClicks).toBe(0);
    const code = codeOf(detail.trackingShortUrl!);

    const click = await t.request({
      method: 'GET',
      url: `/s/${code}`,
      headers: { 'user-agent': BROWSER },
    });
    expect(click.statusCode).toBe(302);
    const target = new URL(click.headers.location as string);
    expect(`${target.origin}${target.pathname}${target.hash}`).toBe(
      'https://shop.example.com/spring#top',
    );
    expect(Object.fromEntries(target.searchParams)).toEqual({
      color: 'red',
      utm_source: 'collabify',
      utm_medium: 'influencer',
      utm_campaign: 'Spring Launch',
    });
    await t.request({
      method: 'GET',
      url: `/s/${code}`,
      headers: { 'user-agent': 'Twitterbot/1.0' },
    });

    expect((await detailOf(brand.token, id)).trackingClicks).toBe(1);
    const onCampaign = await call(
      brand.token,
      'GET',
      `/api/campaign/${campaign.json().id}/tracking-clicks`,
    );
    expect(onCampaign.statusCode).toBe(200);
    expect(onCampaign.json()).toEqual<Clicks>({
      total: 1,
      days: [{ day: new Date().toISOString().slice(0, 10), clicks: 1 }],
    });
    const clicks = await call(brand.token, 'GET', `/api/shorten-url/${code}/clicks`);
    expect(clicks.json().total).toBe(1);
    // The campaign's clicks are its owner's only.
    const stranger = await call(
      (await t.signUp()).token,
      'GET',
      `/api/campaign/${campaign.json().id}/tracking-clicks`,
    );
    expect(stranger.statusCode).toBe(404);
  });

  it('keeps the brand’s own UTM parameters, names the campaign after the handle without one, and keeps the address when the URL changes', async () => {
    const c = await collaboration({
      trackingUrl: 'https://shop.example.com/?utm_source=newsletter',
    });
    const first = await detailOf(c.brand.token, c.id);
    expect(first.trackingShortUrl).not.toBeNull();
    const code = codeOf(first.trackingShortUrl!);
    const location = async () =>
      new URL((await t.request({ method: 'HEAD', url: `/s/${code}` })).headers.location as string);
    const target = await location();
    expect(target.searchParams.get('utm_source')).toBe('newsletter');
    expect(target.searchParams.get('utm_medium')).toBe('influencer');
    expect(target.searchParams.get('utm_campaign')).toBe(`collab-${c.username}`);

    // The influencer sees the same link (they share it) and its clicks.
    const seen = await detailOf(c.influencer.token, c.id);
    expect(seen.trackingShortUrl).toBe(first.trackingShortUrl);
    expect(
      (await call(c.influencer.token, 'GET', `/api/shorten-url/${code}/clicks`)).statusCode,
    ).toBe(404);

    await call(c.brand.token, 'PATCH', `/api/collaboration/${c.id}`, {
      trackingUrl: 'https://shop.example.com/summer',
    });
    expect((await detailOf(c.brand.token, c.id)).trackingShortUrl).toBe(first.trackingShortUrl);
    expect((await location()).pathname).toBe('/summer');

    await call(c.brand.token, 'PATCH', `/api/collaboration/${c.id}`, { trackingUrl: null });
    expect((await detailOf(c.brand.token, c.id)).trackingShortUrl).toBeNull();
  });

  it('refuses a tracking link to a loopback, private or local-only host, naming body.trackingUrl', async () => {
    const c = await collaboration();
    for (const trackingUrl of [
      'http://127.0.0.1/',
      'http://[::ffff:127.0.0.1]/',
      'http://2130706433/',
      'http://169.254.169.254/',
      'http://10.0.0.1/',
      'http://localhost:3000/',
      'http://shop.internal/',
    ]) {
      const res = await call(c.brand.token, 'PATCH', `/api/collaboration/${c.id}`, { trackingUrl });
      expectValidationProblem(res, 'body.trackingUrl', /public web address/);
    }
    expect((await detailOf(c.brand.token, c.id)).trackingShortUrl).toBeNull();
    const proposed = await call(c.brand.token, 'POST', '/api/collaboration', {
      influencerId: randomUUID(),
      deliverables: '1 reel',
      trackingUrl: 'http://[::1]/',
    });
    expectValidationProblem(proposed, 'body.trackingUrl', /public web address/);
  });
});
