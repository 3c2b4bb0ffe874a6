import { describe, expect, it } from 'vitest';
import { categoriesOfWord, MAX_WORDS, parseKeywords, similarityThreshold } from './keywords';

const tsQueries = (input: string) => parseKeywords(input).words.map((w) => w.tsQuery);

describe('parseKeywords', () => {
  it('makes the last word a prefix', () => {
    expect(tsQueries('Fitness  Coach')).toEqual(['fitness', 'coach:*']);
  });

  it('reads past words naming the kind of content when others say the topic', () => {
    const cats = parseKeywords('cat videos');
    expect(cats.words.map((w) => w.text)).toEqual(['cat']);
    // "cat" was typed before "videos": it is a whole word, not a prefix still being typed.
    expect(cats.words[0]!.tsQuery).toBe('cat');
    expect(parseKeywords('vegan creators').words.map((w) => w.text)).toEqual(['vegan']);
    expect(parseKeywords('videos').words.map((w) => w.text)).toEqual(['videos']);
    expect(parseKeywords('cat videos').handle).toBe('catvideos');
  });

  it('keeps only letters and digits in the tsquery, so syntax cannot be injected', () => {
    expect(tsQueries("a' | b:* & !c")).toEqual(['a', 'b', 'c:*']);
    expect(parseKeywords('!!! ').words).toEqual([]);
  });

  it('keeps non-Latin words', () => {
    expect(tsQueries('Música')).toEqual(['música:*']);
    // Devanagari vowel signs are combining marks: the words stay whole, as PostgreSQL parses them.
    expect(tsQueries('खाना बनाना')).toEqual(['खाना', 'बनाना:*']);
  });

  it('treats @handle as an exact account and a fuzzy handle', () => {
    expect(parseKeywords('@Cristiano')).toMatchObject({
      handle: 'cristiano',
      exactHandle: 'cristiano',
      match: 'exact',
    });
  });

  it('searches a #tag as a word, not as a handle to rank first', () => {
    expect(parseKeywords('#github')).toMatchObject({
      words: [{ text: 'github', tsQuery: 'github:*' }],
      handle: 'github',
      exactHandle: null,
    });
  });

  it('uses handle matching only from 3 characters', () => {
    expect(parseKeywords('ab').handle).toBeNull();
    expect(parseKeywords('mr.beast_6000').handle).toBe('mr.beast_6000');
  });

  it('joins the words of a handle typed with spaces into a handle candidate ranked first', () => {
    expect(parseKeywords('Mr Beast')).toMatchObject({ handle: 'mrbeast', exactHandle: 'mrbeast' });
    expect(parseKeywords('#vegan food')).toMatchObject({ handle: 'veganfood', exactHandle: null });
  });

  it('matches words of 4+ characters of a multi-word search inside handles', () => {
    const words = parseKeywords('mr beast').words;
    expect(words.map((w) => [w.text, w.inHandle])).toEqual([
      ['mr', false],
      ['beast', true],
    ]);
    // One word, or words of one handle-like token, match handles through the handle candidate.
    expect(parseKeywords('beast').words[0]!.inHandle).toBe(false);
    expect(parseKeywords('iano.fan').words.some((w) => w.inHandle)).toBe(false);
    expect(parseKeywords('iano.fan').severalWords).toBe(false);
  });

  it('names the categories of each word from the lexicon and the taxonomy labels', () => {
    const [vegan, food] = parseKeywords('vegan food').words;
    expect(vegan).toMatchObject({ categories: ['food'], labelCategories: [] });
    expect(food).toMatchObject({ categories: ['food'], labelCategories: ['food'] });
    expect(parseKeywords('tech review').words.map((w) => w.categories)).toEqual([
      ['technology'],
      [],
    ]);
  });

  it('needs half the words, rounded up, in the most-words pass', () => {
    expect(parseKeywords('a b').minWords).toBe(1);
    expect(parseKeywords('a b c').minWords).toBe(2);
    expect(parseKeywords('a b c d e').minWords).toBe(3);
  });

  it(`keeps at most ${MAX_WORDS} words`, () => {
    expect(parseKeywords('w '.repeat(20)).words).toHaveLength(MAX_WORDS);
  });
});

describe('categoriesOfWord', () => {
  it('finds synonyms, label words, and labels the last word begins', () => {
    expect(categoriesOfWord('tech', false).categories).toEqual(['technology']);
    expect(categoriesOfWord('wellness', false).categories).toEqual(['health']);
    expect(categoriesOfWord('photog', true).categories).toEqual(['photography']);
    expect(categoriesOfWord('photog', false).categories).toEqual([]);
    expect(categoriesOfWord('rev', true).categories).toEqual([]);
  });

  it('tells a category named by its label from one the word is only a synonym of', () => {
    expect(categoriesOfWord('food', false)).toEqual({ categories: ['food'], byLabel: ['food'] });
    expect(categoriesOfWord('tech', false).byLabel).toEqual(['technology']);
    expect(categoriesOfWord('vegan', true)).toEqual({ categories: ['food'], byLabel: [] });
  });
});

describe('similarityThreshold', () => {
  it('rises with the length of the text but stays below the similarity of a one-letter typo', () => {
    const typoSimilarity = { 5: 0.38, 6: 0.44, 7: 0.5, 9: 0.58, 11: 0.64, 20: 0.78 };
    for (const [length, similarity] of Object.entries(typoSimilarity)) {
      expect(similarityThreshold('x'.repeat(Number(length)))).toBeLessThanOrEqual(similarity);
    }
    expect(similarityThreshold('abcd')).toBeLessThan(similarityThreshold('abcdefghijk'));
  });
});
