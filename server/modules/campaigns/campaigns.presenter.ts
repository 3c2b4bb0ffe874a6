import type {
  CampaignCurrency,
  CampaignStatus,
  CompensationType,
} from '@shared/constants/campaigns';
import type { Platform } from '@shared/constants/discovery';
import type { CategorySlug } from '@shared/constants/taxonomy';
import type { Campaign, PublicCampaign } from '@shared/schemas/campaigns';
import type { CampaignRow } from '../../db/schema';
import type { CampaignWithInterest } from './campaigns.repository';

/** The fields owner and public views share, field by field. */
function sharedFields(row: CampaignRow) {
  return {
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    product: row.product,
    shopifyProduct: row.shopifyProduct ?? null,
    platforms: row.platforms as Platform[],
    categories: row.categories as CategorySlug[],
    countries: row.countries,
    compensation: row.compensation as CompensationType,
    budgetMin: row.budgetMin,
    budgetMax: row.budgetMax,
    currency: row.currency as CampaignCurrency,
    deliverables: row.deliverables,
    deliverablesCount: row.deliverablesCount,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
  };
}

/** A campaign as its owner sees it. */
export function presentCampaign(row: CampaignWithInterest): Campaign {
  return {
    id: row.id,
    userId: row.userId,
    ...sharedFields(row),
    shopifyProductId: row.shopifyProductId,
    status: row.status as CampaignStatus,
    interestedCount: row.interestedCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A campaign as anyone may see it: no status history, owner id only through `advertiser`. */
export function presentPublicCampaign(
  row: CampaignRow,
  advertiser: { id: string; name: string; company: string | null },
  interested: boolean,
): PublicCampaign {
  return { id: row.id, advertiser, ...sharedFields(row), interested };
}
