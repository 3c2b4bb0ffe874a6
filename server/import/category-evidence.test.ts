import { describe, expect, it } from 'vitest';
import { categoryEvidence } from './category-evidence';

const HOWTO = { label: 'Howto & Style', slugs: ['diy', 'beauty', 'fashion'] as const };

describe('categoryEvidence', () => {
  it('keeps a label naming one category whole', () => {
    expect(categoryEvidence([{ label: 'Beauty', slugs: ['beauty'] }], 'Just me')).toEqual([
      { slug: 'beauty', source: 'label', label: 'Beauty', confidence: 1, words: [] },
    ]);
  });

  it('keeps a label read as several categories only where the name and bio confirm it', () => {
    const cooking = categoryEvidence(
      [{ ...HOWTO, slugs: [...HOWTO.slugs] }],
      'Easy recipes from my kitchen, new dinner ideas weekly',
    );
    // Not fashion, beauty or DIY: the bio says cooking, three words of it.
    expect(cooking).toEqual([
      {
        slug: 'food',
        source: 'bio',
        label: null,
        confidence: 0.75,
        words: ['recipes', 'kitchen', 'dinner'],
      },
    ]);
    const makeup = categoryEvidence([{ ...HOWTO, slugs: [...HOWTO.slugs] }], 'Makeup tutorials');
    expect(makeup.map((e) => [e.slug, e.source, e.confidence])).toEqual([['beauty', 'mapping', 1]]);
  });

  it('keeps every category of such a label at 1/n when the text says nothing clearly', () => {
    for (const text of [' ', 'Dog days']) {
      const kept = categoryEvidence([{ ...HOWTO, slugs: [...HOWTO.slugs] }], text);
      expect(kept.map((e) => [e.slug, e.confidence])).toEqual([
        ['diy', 1 / 3],
        ['beauty', 1 / 3],
        ['fashion', 1 / 3],
      ]);
    }
  });

  it('infers a category from two distinct words of the bio, never from one', () => {
    expect(categoryEvidence([], 'I love my dog')).toEqual([]);
    expect(categoryEvidence([], 'My dog and two cats')).toEqual([
      { slug: 'pets', source: 'bio', label: null, confidence: 0.5, words: ['dog', 'cats'] },
    ]);
  });

  it("gives a category every profile of the dataset has as the mapping's", () => {
    expect(categoryEvidence([{ label: null, slugs: ['technology'] }], '')).toEqual([
      { slug: 'technology', source: 'mapping', label: null, confidence: 1, words: [] },
    ]);
  });
});
