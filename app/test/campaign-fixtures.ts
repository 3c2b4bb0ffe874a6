import type { Campaign, CampaignDetail, PublicCampaign } from '@shared/schemas/campaigns';
import type { CampaignResults } from '@shared/schemas/campaign-results';

/** A campaign as its owner sees it (`GET /api/campaign/user/self`); override any field. */
export function makeCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: '3f1c2b9a-8d4e-4f6a-9b1c-2d3e4f5a6b7c',
    userId: '5b0e0b9e-3f0c-4a4e-9f62-1f8f0f7f9a10',
    name: 'Summer glow',
    description: 'Show our serum in your morning routine.',
    product: 'Glow serum',
    shopifyProductId: null,
    shopifyProduct: null,
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

/** An active campaign as the public and marketplace views answer it; override any field. */
export function makePublicCampaign(overrides: Partial<PublicCampaign> = {}): PublicCampaign {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    advertiser: {
      id: '33333333-3333-4333-8333-333333333333',
      name: 'Demo Brand',
      company: 'Stride',
    },
    name: 'Summer running shoe launch',
    description: 'Try the shoes on a 10 km run.',
    imageUrl: null,
    product: 'Stride 2',
    shopifyProduct: null,
    platforms: ['instagram'],
    categories: ['fitness'],
    countries: ['US'],
    compensation: 'fixed_fee',
    budgetMin: 20_000,
    budgetMax: 150_000,
    currency: 'USD',
    deliverables: 'One reel',
    deliverablesCount: 1,
    startsOn: null,
    endsOn: null,
    interested: false,
    ...overrides,
  };
}

/** The answer of `GET /api/campaign/{id}/results` for a campaign with no accepted collaboration. */
export function emptyCampaignResults(): CampaignResults {
  return { totals: [], clicks: 0, collaborations: [], days: [] };
}
