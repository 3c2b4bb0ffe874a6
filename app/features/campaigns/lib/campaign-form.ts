import { z } from 'zod';
import {
  CAMPAIGN_BRIEF_MAX_LENGTH,
  CAMPAIGN_CURRENCIES,
  CAMPAIGN_IMAGE_MAX_BYTES,
  CAMPAIGN_NAME_MAX_LENGTH,
  COMPENSATION_TYPES,
  type CampaignCurrency,
  type CompensationType,
} from '@shared/constants/campaigns';
import { PLATFORMS, type Platform } from '@shared/constants/discovery';
import { CATEGORY_SLUGS, type CategorySlug } from '@shared/constants/taxonomy';
import {
  createCampaignSchema,
  updateCampaignSchema,
  type Campaign,
  type UpdateCampaign,
} from '@shared/schemas/campaigns';
import { errorMessage, isApiError } from '@app/lib/api-error';
import { zodFormValidate, type FormIssue } from '@app/lib/zod-form';

/**
 * What the campaign form holds: the API's fields, with amounts in units of the currency (12.5 =
 * 12.50) and counts as the number inputs give them ('' when empty), and dates as the date inputs
 * give them (YYYY-MM-DD, '' when empty).
 */
export interface CampaignFormValues {
  name: string;
  description: string;
  product: string;
  /** The picked Shopify product (`gid://shopify/Product/<n>`), null for none. */
  shopifyProductId: string | null;
  platforms: Platform[];
  categories: CategorySlug[];
  countries: string[];
  compensation: CompensationType;
  budgetMin: number | string;
  budgetMax: number | string;
  currency: CampaignCurrency;
  deliverables: string;
  deliverablesCount: number | string;
  startsOn: string;
  endsOn: string;
}

const isBlank = (value: number | string) => typeof value === 'string' && value.trim() === '';

/** An amount typed in units → cents (rounded to the cent); empty → null (open). */
const unitsToCents = z.union([z.number(), z.string()]).transform((value, ctx) => {
  if (isBlank(value)) return null;
  const units = Number(value);
  if (!Number.isFinite(units)) {
    ctx.addIssue({ code: 'custom', message: 'Enter an amount, e.g. 250 or 99.50' });
    return z.NEVER;
  }
  return Math.round(units * 100);
});

/** A whole number as typed; empty → null. */
const countOrNull = z.union([z.number(), z.string()]).transform((value, ctx) => {
  if (isBlank(value)) return null;
  const count = Number(value);
  if (!Number.isFinite(count)) {
    ctx.addIssue({ code: 'custom', message: 'Enter a number' });
    return z.NEVER;
  }
  return count;
});

const textOrNull = z.string().transform((value) => (value.trim() === '' ? null : value));

/** The form's values → the API body's shape (cents, nulls), before the shared schema checks it. */
const formToBody = z.object({
  name: z.string(),
  description: z.string(),
  product: textOrNull,
  shopifyProductId: z.string().nullable(),
  platforms: z.array(z.enum(PLATFORMS)),
  categories: z.array(z.enum(CATEGORY_SLUGS)),
  countries: z.array(z.string()),
  compensation: z.enum(COMPENSATION_TYPES),
  budgetMin: unitsToCents,
  budgetMax: unitsToCents,
  currency: z.enum(CAMPAIGN_CURRENCIES),
  deliverables: z.string(),
  deliverablesCount: countOrNull,
  startsOn: textOrNull,
  endsOn: textOrNull,
});

// zod's `pipe` wants the target's input type exactly; the identity transforms only retype.
type CreateInput = z.input<typeof createCampaignSchema>;
type UpdateInput = z.input<typeof updateCampaignSchema>;

/** The form's values → the body of `POST /api/campaign`, checked by `createCampaignSchema`. */
export const createCampaignFormSchema = formToBody
  .transform((body): CreateInput => body)
  .pipe(createCampaignSchema);

/** The form's values → the body of `PATCH /api/campaign/{id}`, checked by `updateCampaignSchema`. */
export const updateCampaignFormSchema = formToBody
  .transform((body): UpdateInput => body)
  .pipe(updateCampaignSchema);

/**
 * The body of `PATCH /api/campaign/{id}` from the form's values. The Shopify product is sent only
 * when it changed: the server looks a product up in the shop, which must not be needed (nor fail,
 * with the shop disconnected since) to rename a campaign.
 */
export function campaignUpdateBody(
  campaign: Pick<Campaign, 'shopifyProductId'>,
  values: CampaignFormValues,
): UpdateCampaign {
  const { shopifyProductId, ...rest } = updateCampaignFormSchema.parse(values);
  return (shopifyProductId ?? null) === (campaign.shopifyProductId ?? null)
    ? rest
    : { ...rest, shopifyProductId };
}

/** Plain words for the shared schema's generic messages, per field. */
function friendlyMessage(issue: FormIssue): string | undefined {
  if (issue.code === 'custom') return undefined;
  switch (issue.path[0]) {
    case 'name':
      return issue.code === 'too_big'
        ? `Keep the name to ${CAMPAIGN_NAME_MAX_LENGTH} characters`
        : 'Give the campaign a name';
    case 'description':
      return `Keep the brief to ${CAMPAIGN_BRIEF_MAX_LENGTH.toLocaleString('en')} characters`;
    case 'product':
      return 'Keep the product to 300 characters';
    case 'shopifyProductId':
      return 'Pick a product of your Shopify shop';
    case 'budgetMin':
    case 'budgetMax':
      return issue.code === 'too_big'
        ? 'Enter at most 10,000,000'
        : 'Enter an amount of 0 or more, in whole cents';
    case 'deliverables':
      return 'Keep the deliverables to 2,000 characters';
    case 'deliverablesCount':
      return 'Enter a whole number from 1 to 100';
    case 'startsOn':
    case 'endsOn':
      return 'Enter a date';
    case 'countries':
      return 'Choose at most 50 countries';
    default:
      return undefined;
  }
}

/** The form's `validate`: the shared create (or update) schema's rules, under each field. */
export function campaignFormValidate(mode: 'create' | 'edit') {
  return zodFormValidate<CampaignFormValues>(
    mode === 'create' ? createCampaignFormSchema : updateCampaignFormSchema,
    friendlyMessage,
  );
}

const centsToUnits = (cents: number | null) => (cents === null ? '' : cents / 100);

/** The form's starting values: empty for a new campaign, else the campaign's (cents as units). */
export function campaignFormValues(campaign?: Campaign): CampaignFormValues {
  return {
    name: campaign?.name ?? '',
    description: campaign?.description ?? '',
    product: campaign?.product ?? '',
    shopifyProductId: campaign?.shopifyProductId ?? null,
    platforms: campaign?.platforms ?? [],
    categories: campaign?.categories ?? [],
    countries: campaign?.countries ?? [],
    compensation: campaign?.compensation ?? 'gifted',
    budgetMin: centsToUnits(campaign?.budgetMin ?? null),
    budgetMax: centsToUnits(campaign?.budgetMax ?? null),
    currency: campaign?.currency ?? 'USD',
    deliverables: campaign?.deliverables ?? '',
    deliverablesCount: campaign?.deliverablesCount ?? '',
    startsOn: campaign?.startsOn ?? '',
    endsOn: campaign?.endsOn ?? '',
  };
}

/** Image types the server accepts (it checks the content too). */
export const CAMPAIGN_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Why a chosen file cannot be the campaign image (type or size), or null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!(CAMPAIGN_IMAGE_TYPES as readonly string[]).includes(file.type))
    return 'Choose a JPEG, PNG or WebP image';
  if (file.size > CAMPAIGN_IMAGE_MAX_BYTES) return 'The image is larger than 5 MB';
  return null;
}

/** What to show under the image field when the upload failed (413 too large, 415 wrong type). */
export function imageUploadMessage(error: unknown): string {
  if (isApiError(error)) {
    const field = error.fieldErrors.find((e) => e.path === 'body.image');
    if (field) return field.message;
    if (error.status === 413) return 'The image is larger than 5 MB. Choose a smaller image.';
    if (error.status === 415) return 'This file is not a JPEG, PNG or WebP image.';
  }
  return errorMessage(error);
}
