import { describe, expect, it } from 'vitest';
import { presentDiscount } from './shopify.presenter';

const common = {
  title: 'Free shipping weekend',
  status: 'ACTIVE' as const,
  startsAt: '2026-11-01T00:00:00Z',
  endsAt: null,
  usageLimit: 200,
  appliesOncePerCustomer: true,
  asyncUsageCount: 12,
  codes: { nodes: [{ code: 'SHIPFREE' }] },
};

describe('presentDiscount', () => {
  it('gives a basic discount its percentage in percent, and its collaboration from the title', () => {
    const id = '5b0c1a2b-0000-4000-8000-000000000001';
    const discount = presentDiscount({
      id: 'gid://shopify/DiscountCodeNode/1',
      codeDiscount: {
        __typename: 'DiscountCodeBasic',
        ...common,
        title: `Collabify: @jane (collaboration ${id})`,
        customerGets: { value: { __typename: 'DiscountPercentage', percentage: 0.155 } },
      },
    });
    expect(discount).toMatchObject({
      valueType: 'percentage',
      percentage: 15.5,
      collaborationId: id,
    });
  });

  it('lists another kind of code discount with its own fields and no value type', () => {
    const discount = presentDiscount({
      id: 'gid://shopify/DiscountCodeNode/2',
      codeDiscount: { __typename: 'DiscountCodeFreeShipping', ...common },
    });
    expect(discount).toEqual({
      id: 'gid://shopify/DiscountCodeNode/2',
      title: 'Free shipping weekend',
      code: 'SHIPFREE',
      status: 'ACTIVE',
      valueType: null,
      percentage: null,
      amount: null,
      usageLimit: 200,
      usageCount: 12,
      appliesOncePerCustomer: true,
      startsAt: '2026-11-01T00:00:00Z',
      endsAt: null,
      collaborationId: null,
    });
  });
});
