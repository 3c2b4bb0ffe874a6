import { describe, expect, it } from 'vitest';
import { parseKeywords, similarityThreshold } from './keywords';

describe('parseKeywords', () => {
  it('ANDs the words and makes the last one a prefix', () => {
    expect(parseKeywords('Fitness  Coach').tsQuery).toBe('fitness & coach:*');
  });

  it('keeps only letters and digits in the tsquery, so syntax cannot be injected', () => {
    expect(parseKeywords("a' | b:* & !c").tsQuery).toBe('a & b & c:*');
    expect(parseKeywords('!!! ').tsQuery).toBeNull();
  });

  it('keeps non-Latin words', () => {
    expect(parseKeywords('Música').tsQuery).toBe('música:*');
  });

  it('treats @handle as an exact account and a fuzzy handle', () => {
    expect(parseKeywords('@Cristiano')).toEqual({
      tsQuery: 'cristiano:*',
      handle: 'cristiano',
      handleMatch: 'substring',
      exactHandle: 'cristiano',
    });
  });

  it('searches a #tag as a word, not as a handle to rank first', () => {
    expect(parseKeywords('#github')).toEqual({
      tsQuery: 'github:*',
      handle: 'github',
      handleMatch: 'substring',
      exactHandle: null,
    });
  });

  it('uses trigram handle matching only from 3 characters and only for handle-like input', () => {
    expect(parseKeywords('ab').handle).toBeNull();
    expect(parseKeywords('two words').handle).toBeNull();
    expect(parseKeywords('mr.beast_6000').handle).toBe('mr.beast_6000');
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
