import { describe, expect, it } from 'vitest';
import { ratesFormSchema, ratesFormValues } from './rates-form';

const empty = { post: '', story: '', reel: '', video: '' };

describe('ratesFormSchema', () => {
  it('turns units into cents, empty fields into null, and trims the email', () => {
    expect(
      ratesFormSchema.parse({
        contactEmail: ' Deals@Jane.Example ',
        currency: 'EUR',
        rates: { post: 125, story: '19.99', reel: 0, video: '' },
      }),
    ).toEqual({
      contactEmail: 'deals@jane.example',
      currency: 'EUR',
      rates: { post: 12_500, story: 1_999, reel: 0, video: null },
    });
    expect(ratesFormSchema.parse({ contactEmail: '  ', currency: 'USD', rates: empty })).toEqual({
      contactEmail: null,
      currency: 'USD',
      rates: { post: null, story: null, reel: null, video: null },
    });
  });

  it("reports the shared schema's rules at the form's field paths", () => {
    const result = ratesFormSchema.safeParse({
      contactEmail: 'nope',
      currency: 'USD',
      rates: { ...empty, post: -5, video: 20_000_000 },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['contactEmail', 'Enter a valid email address'],
      ['rates.post', 'Enter 0 or more'],
      ['rates.video', 'Enter at most 10,000,000'],
    ]);
  });
});

describe('ratesFormValues', () => {
  it('shows saved cents as units and missing ones as empty', () => {
    expect(
      ratesFormValues({
        contactEmail: null,
        currency: 'GBP',
        rates: { post: 12_550, story: null, reel: 0, video: null },
        linkedBy: null,
      }),
    ).toEqual({
      contactEmail: '',
      currency: 'GBP',
      rates: { post: 125.5, story: '', reel: 0, video: '' },
    });
  });
});
