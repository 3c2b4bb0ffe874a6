import { describe, expect, it } from 'vitest';
import { baseForm, handleWords, INTENT_FREE_WORDS, isIntentFree, readBrief } from './intent';

describe('readBrief', () => {
  it('reads categories, countries and content words from a brief and drops the boilerplate', () => {
    const intent = readBrief(
      'Promote our new vitamin C glow serum to skincare fans in the US and UK',
    );
    expect(intent.categories).toEqual({ beauty: 1 });
    expect(intent.countries).toEqual(['US', 'GB']);
    expect(intent.languages).toEqual([]);
    // The serum is what the brand sells; the creators are asked about skincare.
    expect(intent.terms).toEqual(['skincare']);
    expect(intent.productTerms).toEqual(['vitamin', 'glow', 'serum']);
    expect(intent.said).toMatchObject({ 'category:beauty': ['skincare'], 'country:GB': ['UK'] });
    expect(intent.ignored).toEqual(expect.arrayContaining(['promote', 'new', 'fans']));
  });

  it('finds countries by any of their names: Britain, United States, U.S., Spanish names', () => {
    expect(readBrief('Fashion creators in Britain').countries).toEqual(['GB']);
    expect(readBrief('Gamers from the United States and Canada').countries).toEqual(['US', 'CA']);
    expect(readBrief('Beauty in the U.S.').countries).toEqual(['US']);
    expect(readBrief('creadores de belleza en España y México').countries).toEqual(['ES', 'MX']);
    expect(readBrief('beauty uk').countries).toEqual(['GB']);
  });

  it('reads "us" as a word and lower-case country names in a capitalised text as words', () => {
    expect(readBrief('Show us your best looks').countries).toEqual([]);
    expect(readBrief('Roast turkey recipes for Thanksgiving').countries).toEqual([]);
    expect(readBrief('roast turkey recipes').countries).toEqual(['TR']);
  });

  it('reads languages named in the text and keeps them out of the terms', () => {
    const intent = readBrief('Tech review of our smartphone, in Spanish');
    expect(intent.languages).toEqual(['es']);
    expect(intent.categories).toEqual({ technology: 1 });
    expect(intent.terms).toEqual(['tech', 'review']);
    expect(intent.productTerms).toEqual(['smartphone']);
  });

  it('splits a word naming two categories between them and reads plurals through the lexicon', () => {
    const intent = readBrief('Drone photographers');
    expect(intent.categories.photography).toBe(1.5);
    expect(intent.categories.technology).toBe(0.5);
    expect(readBrief('Toddlers and newborns').categories).toEqual({ parenting: 2 });
  });

  it('tells the product apart from the creators wanted, by the grammar of the brief', () => {
    const bar = readBrief('Vegan recipe creators in Austria, for a vegan protein bar launch');
    expect(bar).toMatchObject({
      terms: ['vegan', 'recipe'],
      productTerms: ['vegan', 'protein', 'bar'],
    });
    expect(bar.categories).not.toHaveProperty('fitness');
    const advertiser = readBrief('Premium pet food brand looking for dog and cat creators');
    expect(advertiser).toMatchObject({ terms: ['dog', 'cat'], productTerms: ['pet', 'food'] });
    expect(readBrief('Halal food brand: cooking creators').productTerms).toEqual(['halal', 'food']);
    // "for kids" after the product names the audience, which the creators should speak to.
    const kit = readBrief('Science YouTubers for a STEM learning kit for kids');
    expect(kit).toMatchObject({ terms: ['science', 'kid'], productTerms: ['stem', 'learning'] });
    // A brief naming only its product is read as a topic.
    expect(readBrief('Promote our vegan protein bar')).toMatchObject({
      terms: ['vegan', 'protein', 'bar'],
      productTerms: [],
    });
  });

  it('reads nationalities and world regions as countries, through the UN M49 and demonym data', () => {
    expect(readBrief('Indian fashion creators').countries).toContain('IN');
    expect(readBrief('Brazilian gamers').countries).toEqual(['BR']);
    expect(readBrief('Travel creators in Southeast Asia').countries).toEqual(
      expect.arrayContaining(['ID', 'MY', 'PH', 'TH', 'VN', 'SG']),
    );
    expect(readBrief('Gaming creators in DACH').countries).toEqual(['DE', 'AT', 'CH']);
    const latam = readBrief('Fitness creators in LatAm').countries;
    expect(latam).toEqual(expect.arrayContaining(['MX', 'BR', 'AR', 'CO']));
    expect(latam).not.toContain('US');
    expect(readBrief('Beach photos by the sea').countries).toEqual([]);
    expect(readBrief('DACH beauty').said['country:AT']).toEqual(['DACH']);
  });

  it('reads a language name as the nationality unless the brief says it is spoken', () => {
    expect(readBrief('Spanish food creators')).toMatchObject({ countries: ['ES'], languages: [] });
    expect(readBrief('Spanish-speaking food creators')).toMatchObject({
      countries: [],
      languages: ['es'],
    });
    expect(readBrief('Tech reviewers who speak German').languages).toEqual(['de']);
  });

  it('finds no intent in a brief made only of words without any', () => {
    const intent = readBrief('Launch our new product with creators: promote the brand to fans!');
    expect(intent).toMatchObject({ categories: {}, countries: [], languages: [], terms: [] });
  });
});

describe('isIntentFree', () => {
  it('knows the documented words, their plurals and stop words, and nothing with a topic', () => {
    expect(INTENT_FREE_WORDS.has('new')).toBe(true);
    for (const word of ['new', 'our', 'promote', 'launch', 'products', 'fans', 'brands', 'the'])
      expect(isIntentFree(word), word).toBe(true);
    for (const word of ['skincare', 'vegan', 'gaming', 'serum', 'news'])
      expect(isIntentFree(word), word).toBe(false);
  });
});

describe('handleWords', () => {
  it('splits a handle into the words it is written without spaces', () => {
    expect(handleWords('ChefVegan')).toBe('Chef Vegan');
    expect(handleWords('my.vegan_life')).toBe('my vegan life');
    expect(handleWords('MrBeast6000')).toBe('Mr Beast6000');
    expect(handleWords('veganfatkid')).toBe('veganfatkid');
  });
});

describe('baseForm', () => {
  it('makes regular plurals singular and leaves other words alone', () => {
    const words = ['recipes', 'babies', 'boxes', 'serums', 'glass', 'fitness', 'bus'];
    expect(words.map(baseForm)).toEqual([
      'recipe',
      'baby',
      'box',
      'serum',
      'glass',
      'fitness',
      'bus',
    ]);
  });
});
