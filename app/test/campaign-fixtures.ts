import type { Campaign, CampaignDetail } from '@shared/schemas/campaigns';

/** A campaign as its owner sees it (`GET /api/campaign/user/self`); override any field. */
export function makeCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: '3f1c2b9a-8d4e-4f6a-9b1c-2d3e4f5a6b7c',
    userId: '5b0e0b9e-3f0c-4a4e-9f62-1f8f0f7f9a10',
    name: 'Summer glow',
    description: 'Show our serum in your morning routine.',
    product: 'Glow serum',
    platforms: ['instagram'],
    categories: ['beauty'],
    countries: ['US'],
    compensation: 'fixed_fee',
    budgetMin: 10_000,
    budgetMax: 50_000,
    currency: 'USD',
    deliverables: 'Instagram reel',
    deliverablesCount: 2,
    startsOn: '2026-06-01',
    endsOn: '2026-07-31',
    imageUrl: null,
    status: 'draft',
    interestedCount: 0,
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A campaign with its interested influencers and picks (`GET /api/campaign/{id}`). */
export function makeCampaignDetail(overrides: Partial<CampaignDetail> = {}): CampaignDetail {
  return { ...makeCampaign(), interested: [], picks: [], ...overrides };
}
