import { describe, expect, it } from 'vitest';
import { ApiError } from '@app/lib/api-error';
import {
  campaignFormValidate,
  campaignFormValues,
  campaignUpdateBody,
  createCampaignFormSchema,
  imageFileProblem,
  imageUploadMessage,
} from './campaign-form';

describe('campaign form', () => {
  it('turns units into cents and empty inputs into nulls', () => {
    const body = createCampaignFormSchema.parse({
      ...campaignFormValues(),
      name: '  Summer glow ',
      budgetMin: 100,
      budgetMax: '499.99',
      deliverablesCount: 2,
      startsOn: '2026-06-01',
    });
    expect(body).toMatchObject({
      name: 'Summer glow',
      product: null,
      budgetMin: 10_000,
      budgetMax: 49_999,
      deliverablesCount: 2,
      startsOn: '2026-06-01',
      endsOn: null,
    });
  });

  it('reports an empty name and a minimum above the maximum under their fields', () => {
    const errors = campaignFormValidate('create')({
      ...campaignFormValues(),
      budgetMin: 500,
      budgetMax: 100,
      startsOn: '2026-07-01',
      endsOn: '2026-06-01',
    });
    expect(errors).toEqual({
      name: 'Give the campaign a name',
      budgetMax: 'The minimum budget is above the maximum',
      endsOn: 'The campaign ends before it starts',
    });
  });

  it('sends the picked Shopify product on create, and on update only when it changed', () => {
    const gid = 'gid://shopify/Product/1001';
    const created = createCampaignFormSchema.parse({
      ...campaignFormValues(),
      name: 'Glow',
      shopifyProductId: gid,
    });
    expect(created.shopifyProductId).toBe(gid);

    const campaign = { shopifyProductId: gid };
    const values = { ...campaignFormValues(), name: 'Glow', shopifyProductId: gid };
    expect(campaignUpdateBody(campaign, values)).not.toHaveProperty('shopifyProductId');
    expect(campaignUpdateBody(campaign, { ...values, shopifyProductId: null })).toMatchObject({
      shopifyProductId: null,
    });
  });

  it('shows a campaign in cents as units', () => {
    const values = campaignFormValues({ budgetMin: 12_550, budgetMax: null } as never);
    expect(values.budgetMin).toBe(125.5);
    expect(values.budgetMax).toBe('');
  });

  it('checks the image type and size before uploading, and explains 413 and 415', () => {
    expect(imageFileProblem(new File(['x'], 'a.gif', { type: 'image/gif' }))).toMatch(/JPEG/);
    expect(imageFileProblem(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
    const big = new ApiError({ type: 'about:blank', title: 'Payload Too Large', status: 413 });
    expect(imageUploadMessage(big)).toMatch(/larger than 5 MB/);
    const typed = new ApiError({
      type: 'about:blank',
      title: 'Unsupported Media Type',
      status: 415,
      errors: [{ path: 'body.image', message: 'The file is not a JPEG, PNG or WebP image' }],
    });
    expect(imageUploadMessage(typed)).toBe('The file is not a JPEG, PNG or WebP image');
  });
});
