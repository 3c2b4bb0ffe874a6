import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodFormValidate } from './zod-form';

const schema = z
  .object({
    name: z.string().min(1),
    rates: z.object({ post: z.number().min(0) }),
    min: z.number(),
    max: z.number(),
  })
  .refine((v) => v.min <= v.max, { message: 'Min is above max', path: ['max'] });

describe('zodFormValidate', () => {
  it('puts each issue under the field its path names, nested paths joined with dots', () => {
    const validate = zodFormValidate(schema);
    expect(validate({ name: 'x', rates: { post: -1 }, min: 2, max: 1 })).toEqual({
      'rates.post': expect.any(String),
      max: 'Min is above max',
    });
    expect(validate({ name: 'x', rates: { post: 1 }, min: 1, max: 2 })).toEqual({});
  });

  it('lets the caller reword an issue and keeps the rest', () => {
    const validate = zodFormValidate(schema, (issue) =>
      issue.path[0] === 'name' ? 'Give it a name' : undefined,
    );
    expect(validate({ name: '', rates: { post: 1 }, min: 2, max: 1 })).toEqual({
      name: 'Give it a name',
      max: 'Min is above max',
    });
  });
});
