import { afterEach, describe, expect, it } from 'vitest';
import { NOTHING_RECENT, providerErrorOf } from '../../test/provider-profile';
import { viaTestServer } from '../test-server-url';
import { BusinessDiscoveryClient, type BusinessDiscoveryOptions } from './business-discovery';
import { DEMO_DATASET_ACCOUNTS } from '@providers/meta/demo-accounts';
import {
  type FakeInstagramAccountInput,
  type FakeMeta,
  type FakeMetaOptions,
  startFakeMeta,
} from '@providers/meta/server';

/**
 * The business discovery adapter against the local Meta (real HTTP, no mocks): the fake's clock
 * drives token lifetimes and rate windows; nothing sleeps.
 */

const FACEBOOK = { appId: '1234567890123456', appSecret: 'fb-secret-for-tests' };
const INSTAGRAM = { appId: '9876543210987654', appSecret: 'ig-secret-for-tests' };
const START = new Date('2026-11-02T10:15:00Z');
const MINUTE = 60_000;

let clock = START;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((close) => close()));
  clock = START;
});

async function start(options: Partial<FakeMetaOptions> = {}) {
  const fake = await startFakeMeta({
    facebook: FACEBOOK,
    instagram: INSTAGRAM,
    now: () => clock,
    ...options,
  });
  cleanups.push(() => fake.close());
  const access = fake.addBusinessDiscoveryAccess();
  return { fake, access };
}

function client(
  fake: FakeMeta,
  access: { accessToken: string; igUserId: string },
  options: Partial<BusinessDiscoveryOptions> = {},
) {
  return new BusinessDiscoveryClient({
    accessToken: access.accessToken,
    igUserId: access.igUserId,
    appSecret: FACEBOOK.appSecret,
    graphUrl: viaTestServer('https://graph.facebook.com', fake.origin),
    now: () => clock,
    ...options,
  });
}

const CREATOR = DEMO_DATASET_ACCOUNTS.find((a) => a.username === 'codecrookshanks')!;

/** The fixture's media, newest first, as Meta lists them. */
const newestFirst = (account: FakeInstagramAccountInput) =>
  [...(account.media ?? [])].sort(
    (a, b) => new Date(b.timestamp).getTime() - new Date(a.timestamp).getTime(),
  );
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

describe('BusinessDiscoveryClient', () => {
  it('reads a creator: counts, name, bio, avatar and averages over its recent media, lastPostedAt in ISO UTC', async () => {
    const { fake, access } = await start();
    fake.addInstagramAccount(CREATOR);
    const discovery = client(fake, access);
    expect(discovery.usagePercent).toBeNull();
    const profile = await discovery.account('@codecrookshanks');
    const recent = newestFirst(CREATOR).slice(0, 12);
    expect(profile).toEqual({
      platform: 'instagram',
      platformId: CREATOR.userId,
      username: 'codecrookshanks',
      name: CREATOR.name,
      avatarUrl: `${fake.origin}/scontent.cdninstagram.com/v/${CREATOR.userId}.svg`,
      bio: CREATOR.biography,
      country: null,
      profileUrl: 'https://www.instagram.com/codecrookshanks',
      followers: CREATOR.followers,
      posts: CREATOR.mediaCount,
      recent: {
        count: recent.length,
        avgViews: null,
        avgLikes: expect.closeTo(mean(recent.map((m) => m.likeCount)), 9),
        avgComments: expect.closeTo(mean(recent.map((m) => m.commentsCount)), 9),
        lastPostedAt: new Date(recent[0]!.timestamp).toISOString(),
      },
    });
    // recentMedia: the averages are over the newest N.
    const three = await client(fake, access, { recentMedia: 3 }).account('codecrookshanks');
    const newest = newestFirst(CREATOR).slice(0, 3);
    expect(three.recent).toMatchObject({
      count: 3,
      avgLikes: expect.closeTo(mean(newest.map((m) => m.likeCount)), 9),
      avgComments: expect.closeTo(mean(newest.map((m) => m.commentsCount)), 9),
    });
    expect(discovery.usagePercent).toBe(0);
  });

  it('an account without media: count 0, averages and lastPostedAt null', async () => {
    const { fake, access } = await start();
    fake.addInstagramAccount({
      username: 'quiet.studio',
      name: 'Quiet Studio',
      accountType: 'BUSINESS',
      followers: 310,
      follows: 12,
      mediaCount: 0,
    });
    const profile = await client(fake, access).account('quiet.studio');
    expect(profile).toMatchObject({ followers: 310, posts: 0, bio: null });
    expect(profile.recent).toEqual(NOTHING_RECENT);
  });

  it('media whose owner hid the like count are left out of the likes average only', async () => {
    const { fake, access } = await start();
    const media = [
      { likeCount: 120, commentsCount: 4, timestamp: '2026-10-03T09:00:00Z' },
      {
        likeCount: 999,
        commentsCount: 10,
        timestamp: '2026-10-02T09:00:00Z',
        likeCountHidden: true,
      },
      { likeCount: 60, commentsCount: 7, timestamp: '2026-10-01T09:00:00Z' },
    ];
    fake.addInstagramAccount({
      username: 'hidden.likes',
      name: 'Hidden Likes',
      accountType: 'MEDIA_CREATOR',
      followers: 5000,
      follows: 100,
      mediaCount: 3,
      media,
    });
    const { recent } = await client(fake, access).account('hidden.likes');
    const shown = media.filter((m) => !m.likeCountHidden);
    expect(recent).toEqual({
      count: 3,
      avgViews: null,
      avgLikes: mean(shown.map((m) => m.likeCount)),
      avgComments: mean(media.map((m) => m.commentsCount)),
      lastPostedAt: '2026-10-03T09:00:00.000Z',
    });
    // Every like hidden: no likes average.
    fake.addInstagramAccount({
      username: 'all.hidden',
      name: 'All Hidden',
      accountType: 'BUSINESS',
      followers: 10,
      follows: 1,
      mediaCount: 1,
      media: [{ ...media[0]!, likeCountHidden: true }],
    });
    expect((await client(fake, access).account('all.hidden')).recent.avgLikes).toBeNull();
  });

  it('a personal account and an unknown one are not eligible; a name that cannot be a username is not found, without calling Meta', async () => {
    const { fake, access } = await start();
    fake.addInstagramAccount(DEMO_DATASET_ACCOUNTS.find((a) => a.accountType === 'PERSONAL')!);
    const discovery = client(fake, access);
    for (const username of ['rebecca_codes', '@nobody.here']) {
      const error = await providerErrorOf(discovery.account(username));
      expect(error).toMatchObject({
        provider: 'instagram',
        kind: 'not-eligible',
        message: `@${username.replace('@', '')} is not an Instagram business or creator account, or does not exist`,
      });
    }
    const calls = fake.graphCalls.length;
    expect(await providerErrorOf(discovery.account('not a name)'))).toMatchObject({
      kind: 'not-found',
    });
    expect(fake.graphCalls).toHaveLength(calls);
  });

  it('our credentials refused: a bad or expired token, a token without the permissions, an account id the token cannot read, a wrong app secret', async () => {
    const { fake, access } = await start();
    fake.addInstagramAccount(CREATOR);
    const bad = await providerErrorOf(
      client(fake, { ...access, accessToken: 'EAAnot-a-token' }).account('codecrookshanks'),
    );
    expect(bad).toMatchObject({ kind: 'refused', message: expect.stringMatching(/token/) });
    expect(bad.message).not.toContain('EAAnot-a-token');
    const lacking = fake.issueFacebookToken(access.facebookUserId, ['public_profile']);
    const denied = await providerErrorOf(
      client(fake, { ...access, accessToken: lacking }).account('codecrookshanks'),
    );
    expect(denied).toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('lacks a permission'),
    });
    const other = fake.addBusinessDiscoveryAccess({
      account: { ...CREATOR, username: 'other.brand', userId: undefined, media: [] },
      person: { name: 'Someone Else' },
    });
    const foreign = await providerErrorOf(
      client(fake, { ...access, igUserId: other.igUserId }).account('codecrookshanks'),
    );
    expect(foreign).toMatchObject({
      kind: 'refused',
      message: expect.stringContaining(`account id ${other.igUserId}`),
    });
    const proof = await providerErrorOf(
      client(fake, access, { appSecret: 'not-the-secret' }).account('codecrookshanks'),
    );
    expect(proof).toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('appsecret_proof'),
    });
    advance(61 * 24 * 60 * MINUTE);
    const expired = await providerErrorOf(client(fake, access).account('codecrookshanks'));
    expect(expired).toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('Session has expired'),
    });
  });

  it('rate limit reached: the fake’s 80002 is rate-limited with retryAfterMs from estimated_time_to_regain_access, and the next call is refused without reaching Meta', async () => {
    const { fake, access } = await start({ businessDiscoveryCallsPerHour: 3 });
    fake.addInstagramAccount(CREATOR);
    const first = client(fake, access);
    for (let i = 0; i < 3; i++) {
      await first.account('codecrookshanks');
      advance(10 * MINUTE);
    }
    // The third call used the last one of the hour: Meta says 100 % and when access comes
    // back (the first call leaves the window at START + 60 min, 40 minutes after the third).
    expect(first.usagePercent).toBe(100);
    const calls = fake.graphCalls.length;
    const local = await providerErrorOf(first.account('codecrookshanks'));
    expect(local).toMatchObject({ provider: 'instagram', kind: 'rate-limited' });
    expect(local.retryAfterMs).toBe(30 * MINUTE);
    expect(fake.graphCalls).toHaveLength(calls);

    // Another process without that knowledge reaches Meta and gets 80002.
    const second = client(fake, access);
    const refused = await providerErrorOf(second.account('codecrookshanks'));
    expect(refused).toMatchObject({ kind: 'rate-limited' });
    expect(refused.retryAfterMs).toBe(30 * MINUTE);
    expect(fake.graphCalls.at(-1)?.status).toBe(400);
    expect(fake.graphCalls).toHaveLength(calls + 1);
    const again = await providerErrorOf(second.account('software_journey1'));
    expect(again.kind).toBe('rate-limited');
    expect(again.retryAfterMs).toBeGreaterThan(0);
    expect(fake.graphCalls).toHaveLength(calls + 1);

    // Once the window frees up, calls go through again.
    advance(30 * MINUTE);
    await expect(first.account('codecrookshanks')).resolves.toMatchObject({
      username: 'codecrookshanks',
    });
  });

  it('usagePercent is the highest usage the last response reported; at 95 % the client waits until the next hour', async () => {
    const { fake, access } = await start({ appCallsPerHour: 20 });
    fake.addInstagramAccount(CREATOR);
    const me = () =>
      fetch(`${fake.origin}/graph.facebook.com/v25.0/me`, {
        headers: { Authorization: `Bearer ${access.accessToken}` },
      });
    for (let i = 0; i < 8; i++) await me();
    const discovery = client(fake, access);
    await discovery.account('codecrookshanks');
    // X-App-Usage 40 % (8 of 20 calls), X-Business-Use-Case-Usage 0 %.
    expect(discovery.usagePercent).toBe(40);
    for (let i = 0; i < 11; i++) await me();
    await discovery.account('codecrookshanks');
    expect(discovery.usagePercent).toBe(95);
    const calls = fake.graphCalls.length;
    const waiting = await providerErrorOf(discovery.account('codecrookshanks'));
    // START is 10:15 UTC: the next hour is 45 minutes away.
    expect(waiting).toMatchObject({ kind: 'rate-limited', retryAfterMs: 45 * MINUTE });
    expect(fake.graphCalls).toHaveLength(calls);
  });

  it('Meta failing or out of reach is unavailable, and does not hold the next call back', async () => {
    const { fake, access } = await start();
    fake.addInstagramAccount(CREATOR);
    const discovery = client(fake, access);
    fake.failGraph(1);
    expect(await providerErrorOf(discovery.account('codecrookshanks'))).toMatchObject({
      kind: 'unavailable',
      message: expect.stringContaining('An unknown error has occurred.'),
    });
    fake.failGraph(1, 503);
    expect((await providerErrorOf(discovery.account('codecrookshanks'))).kind).toBe('unavailable');
    await expect(discovery.account('codecrookshanks')).resolves.toMatchObject({
      followers: CREATOR.followers,
    });
    const closed = await startFakeMeta({ facebook: FACEBOOK, instagram: INSTAGRAM });
    const origin = closed.origin;
    await closed.close();
    const unreachable = client(fake, access, {
      graphUrl: viaTestServer('https://graph.facebook.com', origin),
    });
    expect((await providerErrorOf(unreachable.account('codecrookshanks'))).kind).toBe(
      'unavailable',
    );
  });
});
