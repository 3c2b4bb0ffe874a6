import { describe, expect, it } from 'vitest';
import {
  createEmailCampaignFormSchema,
  emailCampaignFormValidate,
  emailCampaignFormValues,
  parseInfluencerIds,
  parseListId,
} from './email-campaign-form';

const A = '0b7e3c1a-2f4d-4e5a-8b6c-7d8e9f0a1b2c';
const B = '22222222-2222-4222-8222-222222222222';
const LIST = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

describe('email campaign form', () => {
  it('reads the chosen influencers from the address: UUIDs only, each once', () => {
    expect(parseInfluencerIds(`${A}, ${B.toUpperCase()},nope,${A}`)).toEqual([A, B]);
    expect(parseInfluencerIds(null)).toEqual([]);
    expect(parseListId(LIST)).toBe(LIST);
    expect(parseListId('favorites')).toBeNull();
  });

  it('sends the recipients of the chosen source only, and an empty discount code as null', () => {
    const values = {
      ...emailCampaignFormValues(undefined, { listId: LIST, influencerIds: [A] }),
      name: 'Launch',
      subject: 'Hi',
      content: '<p>Hello</p>',
    };
    expect(values.source).toBe('influencers');
    expect(createEmailCampaignFormSchema.parse(values)).toMatchObject({
      listId: null,
      influencerIds: [A],
      discountCode: null,
    });
    expect(createEmailCampaignFormSchema.parse({ ...values, source: 'list' })).toMatchObject({
      listId: LIST,
      influencerIds: [],
    });
  });

  it('asks for a list when a list is the source and none is chosen', () => {
    const validate = emailCampaignFormValidate('edit');
    const errors = validate({
      ...emailCampaignFormValues(),
      name: 'x',
      subject: 'y',
      content: 'z',
    });
    expect(errors).toEqual({ listId: 'Choose a list' });
  });
});
