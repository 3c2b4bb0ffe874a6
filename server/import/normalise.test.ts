import { describe, expect, it } from 'vitest';
import { type DatasetMappingInput, parseMapping } from './mapping';
import { createNormaliser, type NormaliseResult } from './normalise';

function normaliser(header: string[], fields: object, extra: Partial<DatasetMappingInput> = {}) {
  const mapping = parseMapping({
    id: 'test-set',
    label: 'Test set',
    platform: 'instagram',
    date: '2022-06-01',
    format: { encoding: 'utf-8', delimiter: ',' },
    ...extra,
    fields,
  });
  return createNormaliser(mapping, header);
}

function profileOf(result: NormaliseResult) {
  if (!result.ok) throw new Error(`skipped: ${result.reason}`);
  return result.profile;
}

const basic = { username: { column: 'handle' }, followers: { column: 'followers' } };

describe('createNormaliser', () => {
  it('strips a leading @ and spaces from handles', () => {
    const normalise = normaliser(['handle', 'followers'], basic);
    expect(profileOf(normalise([' @khokha1 ', '637000.0'])).username).toBe('khokha1');
    expect(profileOf(normalise(['@MajorLeaguedjz', '847000.0'])).followers).toBe(847_000);
  });

  it('skips a row without a handle or without followers, saying why', () => {
    const normalise = normaliser(['handle', 'followers'], basic);
    expect(normalise(['', '1000'])).toEqual({ ok: false, reason: 'missing handle' });
    expect(normalise(['@', '1000'])).toEqual({ ok: false, reason: 'missing handle' });
    expect(normalise(['', '', ''])).toEqual({ ok: false, reason: 'missing handle' });
    expect(normalise(['anna', 'N/A'])).toEqual({ ok: false, reason: 'missing followers' });
    expect(normalise(['anna'])).toEqual({ ok: false, reason: 'missing followers' });
  });

  it('skips a row with negative numbers or values that are not numbers', () => {
    const normalise = normaliser(['handle', 'followers', 'posts'], {
      ...basic,
      posts: { column: 'posts' },
    });
    expect(normalise(['anna', '-5', '1'])).toEqual({
      ok: false,
      reason: 'followers must not be negative',
    });
    expect(normalise(['anna', '5', '-1'])).toEqual({
      ok: false,
      reason: 'posts must not be negative',
    });
    expect(normalise(['anna', 'lots', '1'])).toEqual({
      ok: false,
      reason: 'invalid number in followers',
    });
  });

  it('maps duplicated header names by position (display string, then number)', () => {
    const header = [
      's.no',
      'Name',
      'Instagram Name',
      'Followers',
      'Followers',
      'Eng. (Avg.)',
      'Eng. (Avg.)',
    ];
    const normalise = normaliser(header, {
      username: { column: 2 },
      name: { column: 3 },
      followers: { column: 5 },
      engagementAvg: { column: 7 },
    });
    const profile = profileOf(
      normalise(['1', 'cristiano', 'Cristiano Ronaldo', '483.1M', '483100000', '5.6M', '5600000']),
    );
    expect(profile).toMatchObject({
      username: 'cristiano',
      name: 'Cristiano Ronaldo',
      followers: 483_100_000,
    });
    expect(profile.engagementRate).toBe(1.1592);
  });

  it('takes an engagement rate given as a percent string or as a fraction', () => {
    const percent = normaliser(['handle', 'followers', 'er'], {
      ...basic,
      engagementRate: { column: 'er', unit: 'percent' },
    });
    expect(profileOf(percent(['cristiano', '475.8m', '1.39%'])).engagementRate).toBe(1.39);
    expect(profileOf(percent(['rkive', '1.2m', 'NaN%'])).engagementRate).toBeNull();
    const fraction = normaliser(['handle', 'followers', 'er'], {
      ...basic,
      engagementRate: { column: 'er', unit: 'fraction' },
    });
    expect(profileOf(fraction(['woman.engineer', '32641', '0.0336'])).engagementRate).toBe(3.36);
  });

  it('computes the engagement rate from average likes and comments when not given', () => {
    const normalise = normaliser(['handle', 'followers', 'likes', 'comments'], {
      ...basic,
      avgLikes: { column: 'likes' },
      avgComments: { column: 'comments', zeroMeansUnknown: true },
    });
    const profile = profileOf(normalise(['MrBeast', '183500000', '5300000', '18500']));
    expect(profile.engagementRate).toBe(2.8984);
    const noComments = profileOf(normalise(['kids', '1000', '50', '0']));
    expect(noComments).toMatchObject({ avgComments: null, engagementRate: 5 });
  });

  it('estimates average views from total views and uploads, treating 0 as unknown', () => {
    const normalise = normaliser(['handle', 'followers', 'views', 'uploads'], {
      ...basic,
      totalViews: { column: 'views', zeroMeansUnknown: true },
      posts: { column: 'uploads', zeroMeansUnknown: true },
    });
    expect(profileOf(normalise(['T-Series', '245000000', '2.28E+11', '20082']))).toMatchObject({
      posts: 20_082,
      avgViews: 11_353_451,
    });
    expect(profileOf(normalise(['Music', '119000000', '0', '0']))).toMatchObject({
      posts: null,
      avgViews: null,
    });
  });

  it('estimates average likes from total likes without deriving an engagement rate from them', () => {
    const normalise = normaliser(['handle', 'followers', 'likes', 'videos'], {
      ...basic,
      totalLikes: { column: 'likes' },
      posts: { column: 'videos' },
    });
    expect(profileOf(normalise(['emma', '1590', '57900', '158']))).toMatchObject({
      avgLikes: 366,
      engagementRate: null,
    });
  });

  it('puts a creator country in country and an audience country in audienceCountry', () => {
    const creator = normaliser(['handle', 'followers', 'Country'], {
      ...basic,
      country: { column: 'Country', meaning: 'creator', format: 'spanish-name' },
    });
    expect(profileOf(creator(['MrBeast', '1', 'Estados Unidos']))).toMatchObject({
      country: 'US',
      audienceCountry: null,
    });
    expect(profileOf(creator(['CoComelon', '1', 'Unknown'])).country).toBeNull();
    const audience = normaliser(['handle', 'followers', 'Audience Country'], {
      ...basic,
      country: {
        column: 'Audience Country',
        meaning: 'audience',
        format: 'english-name',
        zeroMeansUnknown: true,
      },
    });
    expect(profileOf(audience(['cristiano', '1', 'India']))).toMatchObject({
      country: null,
      audienceCountry: 'IN',
    });
    expect(audience(['_zyozyo', '1', '0'])).toMatchObject({ ok: true, dropped: [] });
  });

  it('keeps the row but drops and reports a country it cannot read', () => {
    const normalise = normaliser(['handle', 'followers', 'country'], {
      ...basic,
      country: { column: 'country', meaning: 'audience', format: 'english-name' },
    });
    const result = normalise(['agustd', '35900000', '10.2M']);
    expect(result).toMatchObject({
      ok: true,
      profile: { audienceCountry: null },
      dropped: [{ field: 'country', value: '10.2M' }],
    });
  });

  it('reads English language names as ISO 639-1 codes', () => {
    const normalise = normaliser(['handle', 'followers', 'language'], {
      ...basic,
      language: { column: 'language', format: 'english-name' },
    });
    expect(profileOf(normalise(['sayfjoumat', '5221', 'French'])).language).toBe('fr');
  });

  it('translates categories to slugs and reports unmapped labels', () => {
    const normalise = normaliser(['handle', 'followers', 'c1', 'c2'], {
      ...basic,
      categories: {
        columns: ['c1', 'c2'],
        map: { 'Sports with a ball': 'sports', Family: 'parenting' },
      },
    });
    const result = normalise(['leomessi', '409.8M', 'Sports with a ball', 'Knitting']);
    expect(result).toMatchObject({
      ok: true,
      profile: { categories: ['sports'], officialCategories: ['Sports with a ball', 'Knitting'] },
      unmappedCategories: ['Knitting'],
    });
  });

  it('ignores categories on rows named by nullWhen (the edited "Shows" ranks)', () => {
    const normalise = normaliser(['Rank', 'handle', 'followers', 'Category'], {
      ...basic,
      categories: {
        columns: ['Category'],
        map: { Shows: 'entertainment' },
        nullWhen: { column: 'Rank', values: ['6'] },
      },
    });
    expect(profileOf(normalise(['4', 'SET India', '1', 'Shows'])).categories).toEqual([
      'entertainment',
    ]);
    expect(profileOf(normalise(['6', 'Music', '1', 'Shows']))).toMatchObject({
      categories: [],
      officialCategories: [],
    });
  });

  it('treats garbled text as missing, falling back to another column or skipping the row', () => {
    const normalise = normaliser(
      ['Youtuber', 'subscribers', 'Title'],
      {
        username: { column: 'Youtuber', fallback: ['Title'] },
        name: { column: 'Title' },
        followers: { column: 'subscribers' },
      },
      { format: { encoding: 'latin1', delimiter: ',', garbledPattern: 'ý|ï¿' } },
    );
    expect(profileOf(normalise(['Marï¿½ï¿½', '26000000', 'mariliamendonca']))).toMatchObject({
      username: 'mariliamendonca',
      name: 'mariliamendonca',
    });
    expect(profileOf(normalise(['shfa', '38400000', 'ýýýýýýýýýý ýýýýýý']))).toMatchObject({
      username: 'shfa',
      name: null,
    });
    expect(normalise(['ýýý Kids Diana Show', '112000000', 'ýýý Kids Diana Show'])).toEqual({
      ok: false,
      reason: 'garbled handle',
    });
  });

  it('extracts the channel ID from a link and builds the profile URL from a template', () => {
    const normalise = normaliser(
      ['Username', 'Suscribers', 'Links'],
      {
        username: { column: 'Username' },
        followers: { column: 'Suscribers' },
        platformId: { column: 'Links', extract: '/channel/([A-Za-z0-9_-]+)' },
      },
      {
        platform: 'youtube',
        profileUrlTemplates: [
          'https://www.youtube.com/channel/{platformId}',
          'https://www.youtube.com/@{username}',
        ],
      },
    );
    expect(
      profileOf(
        normalise(['MrBeast', '183500000', 'http://youtube.com/channel/UCX6OQ3DkcsbYNE6H8uQQuVA']),
      ),
    ).toMatchObject({
      platform: 'youtube',
      platformId: 'UCX6OQ3DkcsbYNE6H8uQQuVA',
      profileUrl: 'https://www.youtube.com/channel/UCX6OQ3DkcsbYNE6H8uQQuVA',
    });
    expect(profileOf(normalise(['khokha1', '637000', ''])).profileUrl).toBe(
      'https://www.youtube.com/@khokha1',
    );
  });

  it('reads verified flags; a blank cell is false only when the mapping says so', () => {
    const tides = normaliser(['handle', 'followers', 'verified'], {
      ...basic,
      verified: { column: 'verified' },
    });
    expect(profileOf(tides(['a', '1', 'True'])).verified).toBe(true);
    expect(profileOf(tides(['a', '1', 'False'])).verified).toBe(false);
    expect(profileOf(tides(['a', '1', ''])).verified).toBeNull();
    expect(tides(['a', '1', 'maybe'])).toEqual({ ok: false, reason: 'invalid verified flag' });
    const bright = normaliser(['handle', 'followers', 'is_verified'], {
      ...basic,
      verified: { column: 'is_verified', emptyMeansFalse: true },
    });
    expect(profileOf(bright(['a', '1', ''])).verified).toBe(false);
    expect(profileOf(bright(['a', '1', '1'])).verified).toBe(true);
  });

  it('averages a property of a JSON posts column', () => {
    const normalise = normaliser(['handle', 'followers', 'posts'], {
      ...basic,
      avgLikes: { column: 'posts', jsonMean: 'likes' },
      avgViews: { column: 'posts', jsonMean: 'video_view_count' },
    });
    const posts = JSON.stringify([{ likes: 100, video_view_count: 900 }, { likes: 300 }]);
    expect(profileOf(normalise(['a', '1000', posts]))).toMatchObject({
      avgLikes: 200,
      avgViews: 900,
    });
    expect(normalise(['a', '1000', '[{"likes": 1'])).toEqual({
      ok: false,
      reason: 'invalid JSON in avgLikes',
    });
  });

  it('keeps a valid email and website and drops invalid ones, reporting them', () => {
    const normalise = normaliser(['handle', 'followers', 'email', 'site'], {
      ...basic,
      email: { column: 'email' },
      website: { column: 'site' },
    });
    expect(profileOf(normalise(['a', '1', 'pr@example.com', 'beacons.ai/x']))).toMatchObject({
      email: 'pr@example.com',
      website: 'https://beacons.ai/x',
    });
    expect(normalise(['a', '1', 'not an email', '03075863242'])).toMatchObject({
      ok: true,
      profile: { email: null, website: null },
      dropped: [
        { field: 'email', value: 'not an email' },
        { field: 'website', value: '03075863242' },
      ],
    });
  });
});
