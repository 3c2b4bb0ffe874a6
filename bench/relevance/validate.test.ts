import { describe, expect, it } from 'vitest';
import type { LabelledSearch } from './judgments';
import { problemsOf } from './validate';

const search = (
  id: string,
  index: number,
  extra: Partial<LabelledSearch> = {},
): LabelledSearch => ({
  id,
  keywords: 'cooking',
  platform: 'instagram',
  intent: 'creators who cook',
  heldOut: index % 5 === 4,
  judged: [{ profile: 'instagram:chef', grade: 2, why: 'cooks' }],
  ...extra,
});

const five = (prefix: string) => [0, 1, 2, 3, 4].map((i) => search(`${prefix}-${i}`, i));

describe('problemsOf', () => {
  it('accepts a valid set', () => {
    expect(
      problemsOf([
        { file: 'a.ts', cases: five('a') },
        { file: 'b.ts', cases: five('b') },
      ]),
    ).toEqual([]);
  });

  it('finds an id used twice across files', () => {
    const problems = problemsOf([
      { file: 'a.ts', cases: five('x') },
      { file: 'b.ts', cases: five('x') },
    ]);
    expect(problems).toHaveLength(5);
    expect(problems[0]).toContain('already used in a.ts');
  });

  it('finds a held-out flag off the every-fifth rule', () => {
    const cases = five('a');
    cases[1] = { ...cases[1]!, heldOut: true };
    cases[4] = { ...cases[4]!, heldOut: false };
    expect(problemsOf([{ file: 'a.ts', cases }])).toEqual([
      'a.ts[1] a-1: heldOut must be false (every fifth case of a file, index % 5 === 4)',
      'a.ts[4] a-4: heldOut must be true (every fifth case of a file, index % 5 === 4)',
    ]);
  });

  it('finds malformed keys, another platform and a profile judged twice', () => {
    const cases = [
      search('k', 0, {
        judged: [
          { profile: 'Instagram:Chef', grade: 2, why: '' },
          { profile: 'chef', grade: 2, why: '' },
          { profile: 'youtube:chef', grade: 2, why: '' },
          { profile: 'instagram:chef', grade: 2, why: '' },
          { profile: 'instagram:chef', grade: 1, why: '' },
        ],
      }),
    ];
    expect(problemsOf([{ file: 'a.ts', cases }])).toEqual([
      'a.ts[0] k: "Instagram:Chef" is not a platform:username key in lower case',
      'a.ts[0] k: "chef" is not a platform:username key in lower case',
      'a.ts[0] k: "youtube:chef" is not on the case\'s platform instagram',
      'a.ts[0] k: "instagram:chef" judged twice',
    ]);
  });

  it('lets a case on all platforms judge any platform', () => {
    const cases = [
      search('all', 0, {
        platform: undefined,
        judged: [
          { profile: 'youtube:chef', grade: 2, why: '' },
          { profile: 'tiktok:chef', grade: 2, why: '' },
        ],
      }),
    ];
    expect(problemsOf([{ file: 'a.ts', cases }])).toEqual([]);
  });
});
