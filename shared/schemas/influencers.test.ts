import { describe, expect, it } from 'vitest';
import { influencerSearchQuerySchema, MAX_COUNT_FILTER } from './influencers';

const parse = (query: Record<string, string>) => influencerSearchQuerySchema.safeParse(query);
const messages = (query: Record<string, string>) =>
  parse(query).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('range parameters', () => {
  it('parse "min,max", an open max and a lone min', () => {
    expect(parse({ followers: '1000,50000' }).data?.followers).toEqual({ min: 1000, max: 50000 });
    expect(parse({ averageViews: '1000,' }).data?.averageViews).toEqual({ min: 1000 });
    expect(parse({ publications: '10' }).data?.publications).toEqual({ min: 10 });
  });

  it('accept counts up to the largest exact one, and decimal percents', () => {
    const top = String(MAX_COUNT_FILTER);
    expect(parse({ followers: `0,${top}` }).data?.followers).toEqual({
      min: 0,
      max: MAX_COUNT_FILTER,
    });
    expect(parse({ engagements: '2.5,15.75' }).data?.engagements).toEqual({ min: 2.5, max: 15.75 });
  });

  it.each([
    ['followers', '1.5,', 'followers: min: Use whole numbers for counts, e.g. "1000,50000"'],
    ['averageViews', ',2.5', 'averageViews: max: Use whole numbers for counts, e.g. "1000,50000"'],
    [
      'publications',
      '99999999999999999999',
      `publications: min: Use counts of at most ${MAX_COUNT_FILTER}`,
    ],
    ['followers', '9007199254740992,', `followers: min: Use counts of at most ${MAX_COUNT_FILTER}`],
    [
      'engagements',
      `1,${'9'.repeat(400)}`,
      'engagements: max: Use a finite percent, e.g. "2.5,10"',
    ],
    ['followers', '1e3', 'followers: Use "min,max" in real units, e.g. "1000,50000" or "1000,"'],
    [
      'followers',
      '500,100',
      'followers: Use "min,max" in real units, e.g. "1000,50000" or "1000,"',
    ],
  ])('refuse %s=%s naming the parameter and the bound', (name, value, message) => {
    expect(messages({ [name]: value })).toEqual([message]);
  });
});

describe('text parameters', () => {
  it.each(['keywords', 'names'])('refuse a NUL character in %s', (name) => {
    expect(messages({ [name]: 'a\u0000b' })?.[0]).toMatch(new RegExp(`^${name}(\\.0)?: .*NUL`));
  });
});
