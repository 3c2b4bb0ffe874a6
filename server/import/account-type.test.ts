import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { influencers } from '../db/schema';
import { insertInfluencers } from '../test/influencer-factory';
import { useImportWorkspace } from '../test/import-workspace';
import { decideAccountType } from './account-type';
import { backfillAccountTypes } from './account-type-backfill';
import { importDataset } from './import-dataset';
import { type DatasetMappingInput, parseMapping } from './mapping';

const workspace = useImportWorkspace('account-type');

const youtube = (name: string, bio: string | null = null) => ({
  platform: 'youtube',
  username: name,
  name,
  bio,
});

describe('decideAccountType', () => {
  it("marks the channels YouTube generates as platform channels, not a creator's hashtag name", () => {
    for (const name of ['Music', 'Gaming', 'YouTube Movies', 'Popular on YouTube', 'News']) {
      expect(decideAccountType(youtube(name), null)).toEqual({
        type: 'platform',
        source: 'rule:youtube-destination',
      });
    }
    expect(decideAccountType(youtube('Minecraft - Topic'), null).type).toBe('platform');
    expect(decideAccountType(youtube('#Refugio Mental'), null).type).toBe('creator');
    // The same names on Instagram are nobody's platform channel.
    expect(decideAccountType({ ...youtube('Music'), platform: 'instagram' }, null).type).toBe(
      'creator',
    );
  });

  it('reads clubs and leagues from the name or an official bio, not from a game or a fan', () => {
    const club = (name: string, bio: string | null = null) =>
      decideAccountType({ platform: 'instagram', username: name, name, bio }, null);
    expect(club('FC Barcelona')).toEqual({ type: 'club', source: 'rule:club-name' });
    expect(club('Real Madrid C.F.').type).toBe('club');
    expect(club('Chelsea FC').type).toBe('club');
    expect(club('Premier League')).toEqual({ type: 'club', source: 'rule:league-name' });
    expect(club('League of Legends').type).toBe('creator');
    expect(club('St. Gallen', 'Offizielles Profil FC St.Gallen 1879').type).toBe('club');
    expect(club('Anna', '⚽️Miss FC Rostov').type).toBe('creator');
    expect(club('Sarwar', 'official account of Ex Governor. Managed by Team Sarwar').type).toBe(
      'creator',
    );
  });

  it('reads news outlets from the name or bio', () => {
    expect(decideAccountType(youtube('BBC News'), null)).toEqual({
      type: 'media',
      source: 'rule:news-name',
    });
    expect(decideAccountType(youtube('Daily Planet', 'The 24/7 news network'), null).type).toBe(
      'media',
    );
    expect(decideAccountType(youtube('Newsha Bakes'), null).type).toBe('creator');
  });

  it("prefers the platform rule to a label, a label to text, and keeps a label another row doesn't repeat", () => {
    const label = { type: 'media' as const, label: 'News & Politics' };
    expect(decideAccountType(youtube('Music'), label).type).toBe('platform');
    expect(decideAccountType(youtube('Chelsea FC'), label)).toEqual({
      type: 'media',
      source: 'label:News & Politics',
    });
    const sports = { type: 'creator' as const, label: 'Sports' };
    expect(decideAccountType(youtube('FC Barcelona'), sports).type).toBe('club');
    expect(decideAccountType(youtube('Dude Perfect'), sports)).toEqual({
      type: 'creator',
      source: 'label:Sports',
    });
    const previous = { type: 'brand' as const, source: 'label:Brand' };
    expect(decideAccountType(youtube('Acme'), null, previous)).toEqual(previous);
    expect(decideAccountType(youtube('Acme'), null, { type: 'club', source: 'rule:x' })).toEqual({
      type: 'creator',
      source: 'default',
    });
  });
});

describe('account types at import', () => {
  const mappingInput = {
    id: 'account-types',
    label: 'Account types test',
    platform: 'youtube',
    date: '2023-07-01',
    format: { encoding: 'utf-8', delimiter: ',' },
    fields: {
      username: { column: 'channel', kind: 'name' },
      name: { column: 'channel' },
      followers: { column: 'subscribers' },
      accountType: {
        columns: ['category', 'channel_type'],
        map: { 'News & Politics': 'media', News: 'media', Brand: 'brand' },
      },
    },
  } satisfies DatasetMappingInput;
  const mapping = parseMapping(mappingInput);

  async function typesOf() {
    const rows = await workspace.database.db
      .select({
        name: influencers.name,
        type: influencers.accountType,
        source: influencers.accountTypeSource,
      })
      .from(influencers)
      .orderBy(asc(influencers.name));
    return Object.fromEntries(rows.map((r) => [r.name, `${r.type} ${r.source}`]));
  }

  it("takes the type from the source's label when every label agrees, and from the platform-channel rule", async () => {
    const path = workspace.writeFile(
      'channels.csv',
      [
        'channel,subscribers,category,channel_type',
        'Aaj Tak,60000000,News & Politics,News',
        'Sebastian Yatra,30000000,News & Politics,Music',
        'Acme Snacks,10000,Brand,',
        'Music,120000000,,',
        'Gaming Guru,500000,Gaming,Games',
      ].join('\n'),
    );
    const report = await importDataset(workspace.database.db, { file: path, mapping });
    expect(report.created).toBe(5);
    expect(await typesOf()).toEqual({
      'Aaj Tak': 'media label:News & Politics, News',
      'Acme Snacks': 'brand label:Brand',
      'Gaming Guru': 'creator label:Gaming, Games',
      Music: 'platform rule:youtube-destination',
      'Sebastian Yatra': 'creator default',
    });
  });

  it("lets a newer source's topic labels overrule an older source's news label, not the reverse", async () => {
    const monthly = (date: string, category: string) =>
      importDataset(workspace.database.db, {
        file: workspace.writeFile(
          'month.csv',
          ['channel,subscribers,category,channel_type', `Halsey,11600000,${category},`].join('\n'),
        ),
        mapping: parseMapping({ ...mappingInput, id: `month-${date}`, date }),
      });
    await monthly('2022-09-01', 'News & Politics');
    expect(await typesOf()).toEqual({ Halsey: 'media label:News & Politics' });
    await monthly('2022-12-01', 'Music & Dance');
    expect(await typesOf()).toEqual({ Halsey: 'creator label:Music & Dance' });
    await monthly('2022-10-01', 'News & Politics');
    expect(await typesOf()).toEqual({ Halsey: 'creator label:Music & Dance' });
  });

  it('types the profiles stored before account types at the next start, once', async () => {
    const db = workspace.database.db;
    await insertInfluencers(db, 1, 0, { platform: 'youtube', username: 'music', name: 'Music' });
    await insertInfluencers(db, 1, 1, { name: 'Liverpool FC' });
    await insertInfluencers(db, 1, 2, { name: 'Jane Cooks' });
    await db.execute(sql`update influencers set account_type_source = null`);
    expect(await backfillAccountTypes(db, 2)).toBe(3);
    expect(await typesOf()).toEqual({
      'Jane Cooks': 'creator default',
      'Liverpool FC': 'club rule:club-name',
      Music: 'platform rule:youtube-destination',
    });
    expect(await backfillAccountTypes(db)).toBe(0);
  });
});
