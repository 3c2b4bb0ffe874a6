import { z } from 'zod';
import {
  createEmailCampaignSchema,
  updateEmailCampaignSchema,
  type EmailCampaign,
} from '@shared/schemas/email';
import { EMAIL_SUBJECT_MAX_LENGTH } from '@shared/constants/email';
import { zodFormValidate, type FormIssue } from '@app/lib/zod-form';

/** Where a campaign's recipients come from: one of the user's lists, or chosen influencers. */
export type RecipientSource = 'list' | 'influencers';

/**
 * What the campaign form holds. `listId` and `templateId` are the selects' values (null: none);
 * `influencerIds` are the chosen influencers (from `?influencers=` or the edited campaign);
 * `discountCode` is '' when empty.
 */
export interface EmailCampaignFormValues {
  name: string;
  source: RecipientSource;
  listId: string | null;
  influencerIds: string[];
  templateId: string | null;
  subject: string;
  content: string;
  discountCode: string;
  trackOpens: boolean;
  trackClicks: boolean;
}

/** A saved template the form can start from (the route passes the user's templates). */
export interface CampaignTemplateOption {
  id: string;
  name: string;
  subject: string;
  content: string;
}

/** The form's values → a campaign body: recipients from the chosen source, '' → null. */
const formToBody = z
  .object({
    name: z.string(),
    source: z.enum(['list', 'influencers']),
    listId: z.string().nullable(),
    influencerIds: z.array(z.string()),
    templateId: z.string().nullable(),
    subject: z.string(),
    content: z.string(),
    discountCode: z.string(),
    trackOpens: z.boolean(),
    trackClicks: z.boolean(),
  })
  .transform(({ source, listId, influencerIds, discountCode, ...rest }) => ({
    ...rest,
    listId: source === 'list' ? listId : null,
    influencerIds: source === 'influencers' ? influencerIds : [],
    discountCode: discountCode.trim() === '' ? null : discountCode,
  }));

type CreateInput = z.input<typeof createEmailCampaignSchema>;
type UpdateInput = z.input<typeof updateEmailCampaignSchema>;

/** The form's values → the body of `POST /api/email-campaign`, checked by the shared schema. */
export const createEmailCampaignFormSchema = formToBody
  .transform((body): CreateInput => body)
  .pipe(createEmailCampaignSchema);

/**
 * The form's values → the body of `PATCH /api/email-campaign/{id}` (every editable field), checked
 * by the shared schema plus the create schema's "a list or influencers" rule.
 */
export const updateEmailCampaignFormSchema = formToBody
  .transform((body): UpdateInput => body)
  .pipe(updateEmailCampaignSchema)
  .refine((b) => b.listId || (b.influencerIds?.length ?? 0) > 0, {
    message: 'Choose a list or at least one influencer',
    path: ['listId'],
  });

/** Plain words for the shared schema's generic messages, per field. */
function friendlyMessage(issue: FormIssue): string | undefined {
  if (issue.code === 'custom') return undefined;
  switch (issue.path[0]) {
    case 'name':
      return issue.code === 'too_big'
        ? 'Keep the name to 200 characters'
        : 'Give the campaign a name';
    case 'subject':
      return issue.code === 'too_big'
        ? `Keep the subject to ${EMAIL_SUBJECT_MAX_LENGTH} characters`
        : undefined;
    case 'discountCode':
      return 'Keep the discount code to 100 characters';
    case 'influencerIds':
      return 'Choose at most 50,000 influencers';
    default:
      return undefined;
  }
}

/**
 * The form's `validate`: the shared create (or update) schema's rules under each field; a
 * missing list reads "Choose a list" when the list is the source.
 */
export function emailCampaignFormValidate(mode: 'create' | 'edit') {
  const validate = zodFormValidate<EmailCampaignFormValues>(
    mode === 'create' ? createEmailCampaignFormSchema : updateEmailCampaignFormSchema,
    friendlyMessage,
  );
  return (values: EmailCampaignFormValues) => {
    const errors = validate(values);
    if (errors.listId && values.source === 'list') errors.listId = 'Choose a list';
    return errors;
  };
}

/** Recipients chosen before the form opens (`?list=` or `?influencers=` of a new campaign). */
export interface PresetRecipients {
  listId?: string | null;
  influencerIds?: string[];
}

/**
 * The form's starting values: the campaign's when editing, else empty with tracking on and the
 * preset recipients (chosen influencers win over a list).
 */
export function emailCampaignFormValues(
  campaign?: EmailCampaign,
  preset: PresetRecipients = {},
): EmailCampaignFormValues {
  if (campaign)
    return {
      name: campaign.name,
      source:
        campaign.listId === null && campaign.influencerIds.length > 0 ? 'influencers' : 'list',
      listId: campaign.listId,
      influencerIds: campaign.influencerIds,
      templateId: campaign.templateId,
      subject: campaign.subject,
      content: campaign.content,
      discountCode: campaign.discountCode ?? '',
      trackOpens: campaign.trackOpens,
      trackClicks: campaign.trackClicks,
    };
  const influencerIds = preset.influencerIds ?? [];
  return {
    name: '',
    source: influencerIds.length > 0 ? 'influencers' : 'list',
    listId: preset.listId ?? null,
    influencerIds,
    templateId: null,
    subject: '',
    content: '',
    discountCode: '',
    trackOpens: true,
    trackClicks: true,
  };
}

/** A `?list=` parameter's list id, or null when absent or not a UUID. */
export function parseListId(param: string | null): string | null {
  const id = param?.trim().toLowerCase() ?? '';
  return z.uuid().safeParse(id).success ? id : null;
}

/** The ids in a `?influencers=a,b` parameter: UUIDs only, each once, in order. */
export function parseInfluencerIds(param: string | null): string[] {
  if (!param) return [];
  const ids = param
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter((id) => z.uuid().safeParse(id).success);
  return [...new Set(ids)];
}
