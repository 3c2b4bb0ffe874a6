import { describe, expect, it } from 'vitest';
import { createCategoryMatcher } from './categories';

describe('createCategoryMatcher', () => {
  it('matches labels case-insensitively after trimming and keeps the raw labels', () => {
    const match = createCategoryMatcher({ map: { fashion: 'fashion', interior: 'home' } });
    expect(match(['  Fashion '])).toMatchObject({
      slugs: ['fashion'],
      officialLabels: ['Fashion'],
      unmapped: [],
    });
    expect(match(['INTERIOR']).slugs).toEqual(['home']);
  });

  it('maps the Kim typos through explicit map entries', () => {
    const match = createCategoryMatcher({
      map: { fashion: 'fashion', fasion: 'fashion', 'fashion 0.5': 'fashion' },
    });
    expect(match(['fasion']).slugs).toEqual(['fashion']);
    expect(match(['fashion 0.5']).slugs).toEqual(['fashion']);
  });

  it('re-joins HypeAuditor tags the source split apart (D|I|Y, Cinema|Actors/actresses)', () => {
    const match = createCategoryMatcher({
      separator: '|',
      map: {
        'Cinema|Actors/actresses': 'entertainment',
        'D|I|Y': 'diy',
        Design: 'art',
        Family: 'parenting',
        'Racing|Sports': ['sports', 'automotive'],
      },
      labels: { 'D|I|Y': 'DIY', 'Cinema|Actors/actresses': 'Cinema & Actors/actresses' },
    });
    expect(match(['Family|D|I|Y|Design'])).toMatchObject({
      slugs: ['parenting', 'diy', 'art'],
      officialLabels: ['Family', 'DIY', 'Design'],
      unmapped: [],
    });
    expect(match(['Cinema|Actors/actresses|Racing|Sports'])).toMatchObject({
      slugs: ['entertainment', 'sports', 'automotive'],
      officialLabels: ['Cinema & Actors/actresses', 'Racing|Sports'],
      unmapped: [],
    });
  });

  it('matches "Nature  landscapes" with its double space', () => {
    const match = createCategoryMatcher({
      separator: '|',
      map: { 'Nature  landscapes': ['travel', 'photography'] },
      labels: { 'Nature  landscapes': 'Nature & landscapes' },
    });
    expect(match(['Nature  landscapes|Photography'])).toMatchObject({
      slugs: ['travel', 'photography'],
      officialLabels: ['Nature & landscapes', 'Photography'],
      unmapped: ['Photography'],
    });
  });

  it('splits a Spanish comma list and reports the labels the map lacks', () => {
    const match = createCategoryMatcher({
      separator: ',',
      map: { Videojuegos: 'gaming', Humor: 'comedy', 'Música y baile': 'music' },
    });
    expect(match(['Videojuegos, Humor, Ópera'])).toMatchObject({
      slugs: ['gaming', 'comedy'],
      officialLabels: ['Videojuegos', 'Humor', 'Ópera'],
      unmapped: ['Ópera'],
    });
  });

  it('knows labels mapped to null without reporting them, and adds the always slugs', () => {
    const match = createCategoryMatcher({
      map: { other: null, 'Digital creator': null },
      always: ['technology'],
    });
    expect(match(['other'])).toEqual({
      slugs: ['technology'],
      officialLabels: ['other'],
      unmapped: [],
      // The whole dataset's category, from no label.
      byLabel: [{ label: null, slugs: ['technology'] }],
    });
  });

  it('combines several category columns without repeating slugs or labels', () => {
    const match = createCategoryMatcher({ map: { Music: 'music', Games: 'gaming' } });
    expect(match(['Music', 'Music', 'Games'])).toEqual({
      slugs: ['music', 'gaming'],
      officialLabels: ['Music', 'Games'],
      unmapped: [],
      // Each label as it was met, with the categories it gave.
      byLabel: [
        { label: 'Music', slugs: ['music'] },
        { label: 'Music', slugs: ['music'] },
        { label: 'Games', slugs: ['gaming'] },
      ],
    });
  });
});
