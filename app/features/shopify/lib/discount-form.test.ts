import { describe, expect, it } from 'vitest';
import {
  codeHint,
  discountFormSchema,
  discountFormValidate,
  discountFormValues,
  valuePlaceholder,
} from './discount-form';

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('discount form', () => {
  it('turns the form into the API body: value as typed, blanks to defaults', () => {
    const values = {
      ...discountFormValues(new Date(2030, 0, 15, 9, 30)),
      code: ' jane15 ',
      value: 15,
    };
    expect(discountFormSchema(ID).parse(values)).toEqual({
      collaborationId: ID,
      code: 'JANE15',
      valueType: 'percentage',
      value: 15,
      usageLimit: null,
      appliesOncePerCustomer: false,
      startsAt: new Date(2030, 0, 15, 9, 30).toISOString(),
      endsAt: null,
    });
  });

  it('leaves a blank code and start to the server', () => {
    const body = discountFormSchema(ID).parse({
      ...discountFormValues(),
      valueType: 'fixed_amount',
      value: '12.5',
      usageLimit: 100,
      startsAt: '',
    });
    expect(body).toMatchObject({ value: 12.5, usageLimit: 100, valueType: 'fixed_amount' });
    expect(body.code).toBeUndefined();
    expect(body.startsAt).toBeUndefined();
  });

  it('refuses a missing value, a percentage over 100 and an end before the start', () => {
    const issues = (over: object) =>
      discountFormSchema(ID)
        .safeParse({ ...discountFormValues(new Date(2030, 0, 15)), ...over })
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ value: '' })).toEqual([['value', 'Enter a number']]);
    expect(issues({ value: 120 })).toEqual([['value', 'A percentage is at most 100']]);
    expect(issues({ value: 10, endsAt: '2030-01-14T09:00' })).toEqual([
      ['endsAt', 'End after the start'],
    ]);
  });

  it('names the empty value field by its type and shows examples that read as examples', () => {
    const validate = discountFormValidate(ID);
    expect(validate(discountFormValues()).value).toBe('Enter the percentage off');
    expect(validate({ ...discountFormValues(), valueType: 'fixed_amount' }).value).toBe(
      'Enter the amount off',
    );
    expect(valuePlaceholder('percentage')).toBe('e.g. 15');
    expect(valuePlaceholder('fixed_amount')).toBe('e.g. 10');
  });

  it('hints the code the server makes, from the value as typed', () => {
    expect(codeHint('glow.jane', '15')).toBe('GLOWJANE15');
    expect(codeHint('glow.jane', '')).toBe('GLOWJANE');
  });
});
