import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { logonSchema } from '@shared/schemas/auth';
import { createCampaignSchema } from '@shared/schemas/campaigns';
import { influencerSearchQuerySchema } from '@shared/schemas/influencers';
import { createListSchema } from '@shared/schemas/lists';
import { sendMessageSchema } from '@shared/schemas/messages';
import { NUL_MESSAGE } from '@shared/schemas/text';
import { arbitrariesFromZod, type FuzzPools } from './zod-arbitrary';

const pools: FuzzPools = { formats: {}, words: ['fitness', 'US'], byKey: {} };
const sample = (arbitrary: fc.Arbitrary<unknown>) =>
  fc.sample(arbitrary, { seed: 1405, numRuns: 200 });
/** Share of `values` that `schema` accepts. */
const accepted = (schema: z.ZodType, values: unknown[]) =>
  values.filter((value) => schema.safeParse(value).success).length / values.length;

describe('arbitrariesFromZod', () => {
  it.each([
    ['logon', logonSchema],
    ['create list', createListSchema],
    ['send message', sendMessageSchema],
  ])('generates %s bodies the schema accepts', (_, schema) => {
    // Not all: random text may be blank once trimmed, or hold a NUL.
    expect(accepted(schema, sample(arbitrariesFromZod(schema, pools).conforming))).toBeGreaterThan(
      0.95,
    );
  });

  it('generates campaigns that mostly pass (refinements such as min ≤ max are not known)', () => {
    const values = sample(arbitrariesFromZod(createCampaignSchema, pools).conforming);
    expect(accepted(createCampaignSchema, values)).toBeGreaterThan(0.5);
  });

  it('generates search queries as a client sends them: comma lists, ranges, numbers as text', () => {
    const values = sample(arbitrariesFromZod(influencerSearchQuerySchema, pools).conforming);
    const asQuery = values.map((value) =>
      Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, String(v)])),
    );
    expect(accepted(influencerSearchQuerySchema, asQuery)).toBeGreaterThan(0.5);
  });

  it('mutates exactly one spot, so most mutated values fail the schema', () => {
    const values = sample(arbitrariesFromZod(sendMessageSchema, pools).mutated);
    expect(accepted(sendMessageSchema, values)).toBeLessThan(0.5);
  });

  it('puts a NUL character in every free-text field, and only there', () => {
    for (const value of sample(arbitrariesFromZod(sendMessageSchema, pools).withNul)) {
      const result = sendMessageSchema.safeParse(value);
      expect(result.error?.issues.map((issue) => `${issue.path}: ${issue.message}`)).toEqual([
        `content: ${NUL_MESSAGE}`,
      ]);
    }
  });
});
