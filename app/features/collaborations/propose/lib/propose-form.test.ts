import { describe, expect, it } from 'vitest';
import { makeCampaign } from '@app/test/campaign-fixtures';
import {
  amountForCompensation,
  campaignOptions,
  campaignTerms,
  proposeFormSchema,
  proposeFormValidate,
  proposeFormValues,
} from './propose-form';

describe('propose form', () => {
  it('turns the typed amount into cents and blanks into nulls', () => {
    const terms = proposeFormSchema.parse({
      ...proposeFormValues(),
      compensation: 'fixed_fee',
      amount: 249.99,
      currency: 'EUR',
      deliverables: '  One reel  ',
      discountCode: ' GLOW15 ',
    });
    expect(terms).toEqual({
      campaignId: null,
      compensation: 'fixed_fee',
      amount: 24_999,
      currency: 'EUR',
      deliverables: 'One reel',
      deadline: null,
      discountCode: 'GLOW15',
      trackingUrl: null,
      message: '',
      inviteEmail: null,
      gift: null,
    });
  });

  it('sends the chosen gift only with a gifted product as compensation', () => {
    const gift = {
      items: [{ variantId: 'gid://shopify/ProductVariant/1', quantity: 2 }],
      sendOnAccept: true,
    };
    const values = { ...proposeFormValues(), deliverables: 'A story', gift };
    expect(proposeFormSchema.parse({ ...values, compensation: 'gifted' }).gift).toEqual(gift);
    expect(
      proposeFormSchema.parse({ ...values, compensation: 'fixed_fee', amount: 100 }).gift,
    ).toBeNull();
  });

  it('sends no amount when the field is empty', () => {
    const terms = proposeFormSchema.parse({ ...proposeFormValues(), deliverables: 'A story' });
    expect(terms.amount).toBeNull();
  });

  it('names each invalid field in plain words', () => {
    const errors = proposeFormValidate({
      ...proposeFormValues(),
      amount: 20_000_000,
      deliverables: ' ',
      discountCode: 'GLOW 15%',
      trackingUrl: 'shop.example',
      inviteEmail: 'jane@',
    });
    expect(errors).toEqual({
      amount: 'Enter at most 10,000,000',
      deliverables: 'Say what the influencer delivers',
      discountCode: 'Use letters, digits, "-" and "_"',
      trackingUrl: 'Use an http(s) address',
      inviteEmail: 'Use an email address',
    });
  });

  it('takes the terms of a campaign: its maximum budget as the fee, deliverables with their count', () => {
    const campaign = makeCampaign({ budgetMin: 10_000, budgetMax: 50_050, currency: 'GBP' });
    expect(campaignTerms(campaign)).toEqual({
      campaignId: campaign.id,
      compensation: 'fixed_fee',
      amount: 500.5,
      currency: 'GBP',
      deliverables: '2 × Instagram reel',
    });
    expect(campaignTerms(makeCampaign({ budgetMax: null, deliverablesCount: null }))).toMatchObject(
      { amount: '', deliverables: 'Instagram reel' },
    );
  });

  it('fills no amount from the budget of a campaign that pays in kind', () => {
    for (const compensation of ['gifted', 'commission', 'discount_code'] as const)
      expect(campaignTerms(makeCampaign({ compensation, budgetMax: 120_000 })).amount).toBe('');
  });

  it('drops the fee the campaign filled in when the brand picks a gift, and keeps a typed one', () => {
    const campaign = makeCampaign({ compensation: 'fixed_fee', budgetMax: 120_000 });
    expect(amountForCompensation(1200, campaign, 'fixed_fee', 'gifted')).toBe('');
    expect(amountForCompensation('', campaign, 'gifted', 'fixed_fee')).toBe(1200);
    expect(amountForCompensation(80, campaign, 'fixed_fee', 'gifted')).toBe(80);
    expect(amountForCompensation(80, campaign, 'gifted', 'commission')).toBe(80);
    expect(amountForCompensation('', undefined, 'gifted', 'fixed_fee')).toBe('');
  });

  it('offers the running campaigns and keeps the preselected one whatever its status', () => {
    const draft = makeCampaign({ id: '00000000-0000-4000-8000-0000000000c1', name: 'Draft' });
    const done = makeCampaign({
      id: '00000000-0000-4000-8000-0000000000c2',
      name: 'Done',
      status: 'completed',
    });
    const archived = makeCampaign({
      id: '00000000-0000-4000-8000-0000000000c3',
      name: 'Old',
      status: 'archived',
    });
    expect(campaignOptions([draft, done, archived]).map((o) => o.label)).toEqual(['Draft']);
    expect(campaignOptions([draft, done, archived], done.id).map((o) => o.label)).toEqual([
      'Draft',
      'Done',
    ]);
  });
});
