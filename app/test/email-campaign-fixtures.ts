import type {
  CampaignRecipients,
  EmailCampaign,
  EmailCampaignReach,
  EmailTemplate,
} from '@shared/schemas/email';
import { emptyEmailCampaignCounts } from '@shared/schemas/email';
import type { ListSummary } from '@shared/schemas/lists';
import { jsonResponse, problemResponse, stubFetch, type SeenRequest } from './fetch-stub';

/** The id of the campaign {@link makeEmailCampaign} answers. */
export const EMAIL_CAMPAIGN_ID = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
/** The id of the list {@link makeRecipientList} answers. */
export const LIST_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

/** An email campaign as its owner sees it (a draft to a list); override any field. */
export function makeEmailCampaign(overrides: Partial<EmailCampaign> = {}): EmailCampaign {
  return {
    id: EMAIL_CAMPAIGN_ID,
    name: 'Summer outreach',
    subject: 'Hi {{ influencer.name }}',
    content: '<p>Would you try our serum?</p>',
    templateId: null,
    listId: LIST_ID,
    listName: 'Skincare creators',
    influencerIds: [],
    discountCode: null,
    trackOpens: true,
    trackClicks: true,
    status: 'draft',
    scheduledAt: null,
    startedAt: null,
    finishedAt: null,
    pausedReason: null,
    counts: emptyEmailCampaignCounts(),
    createdAt: '2026-06-01T10:00:00.000Z',
    updatedAt: '2026-06-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Per-status counts of a campaign; unspecified ones are 0. */
export function makeCounts(counts: Partial<EmailCampaign['counts']>): EmailCampaign['counts'] {
  return { ...emptyEmailCampaignCounts(), ...counts };
}

/** One of the user's lists (`GET /api/list`); override any field. */
export function makeRecipientList(overrides: Partial<ListSummary> = {}): ListSummary {
  return {
    id: LIST_ID,
    name: 'Skincare creators',
    influencers: [],
    count: 12,
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A campaign's reach (`GET /api/email-campaign/{id}/reach`): everyone of 12 by default. */
export function makeReach(overrides: Partial<EmailCampaignReach> = {}): EmailCampaignReach {
  return {
    total: 12,
    reachable: 12,
    noEmail: 0,
    unsubscribed: 0,
    bounced: 0,
    duplicate: 0,
    withoutEmail: [],
    ...overrides,
  };
}

type Recipient = CampaignRecipients['query'][number];
let recipientCount = 0;

/** One campaign recipient (sent, to @glow.jane by default); each call gets a new id. */
export function makeRecipient(overrides: Partial<Recipient> = {}): Recipient {
  recipientCount += 1;
  return {
    id: `00000000-0000-4000-9000-${String(recipientCount).padStart(12, '0')}`,
    influencer: {
      id: '0b7e3c1a-2f4d-4e5a-8b6c-7d8e9f0a1b2c',
      platform: 'instagram',
      username: 'glow.jane',
      name: 'Jane Glow',
    },
    email: 'jane@glow.example',
    status: 'sent',
    skipReason: null,
    attempts: 1,
    lastError: null,
    sentAt: '2026-06-02T09:00:00.000Z',
    failedAt: null,
    openCount: 0,
    clickCount: 0,
    createdAt: '2026-06-02T08:59:00.000Z',
    ...overrides,
  };
}

/** A saved template of the user (`GET /api/email-template/user/self`); override any field. */
export function makeTemplate(overrides: Partial<EmailTemplate> = {}): EmailTemplate {
  return {
    id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
    name: 'Friendly intro',
    subject: 'A gift for {{ influencer.name }}',
    content: '<p>Hello {{ influencer.name }}, use {{ discount_code }}.</p>',
    isPublic: false,
    mine: true,
    author: 'Jane Cooper',
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/** What {@link stubEmailCampaignApi} answers, each replaceable. */
export interface EmailCampaignApiOptions {
  /** The answers of successive `GET /api/email-campaign/{id}` (the last one repeats). */
  campaigns?: EmailCampaign[];
  lists?: ListSummary[];
  templates?: EmailTemplate[];
  recipients?: CampaignRecipients;
  reach?: EmailCampaignReach;
  /** Answers a request first; return undefined to fall through. */
  override?: (request: SeenRequest) => Response | undefined;
}

/**
 * Stubs fetch with the email-campaign API around one campaign: successive GETs of it, a PATCH
 * answering the campaign with the asked status (and edits), POST (create) answering it as saved,
 * DELETE (204), the recipients, the reach (everyone reachable unless given), the test send, the
 * user's lists and templates, and an empty campaign list. Returns the recorded requests.
 */
export function stubEmailCampaignApi(options: EmailCampaignApiOptions = {}): SeenRequest[] {
  const campaigns = options.campaigns ?? [makeEmailCampaign()];
  let gets = 0;
  let current = campaigns[0]!;
  return stubFetch((request) => {
    const overridden = options.override?.(request);
    if (overridden) return overridden;
    const { method, url } = request;
    const path = url.split('?')[0]!;
    if (path === '/api/list')
      return jsonResponse({ lists: options.lists ?? [makeRecipientList()] });
    if (path === '/api/email-template/user/self')
      return jsonResponse({ query: options.templates ?? [makeTemplate()] });
    if (path === '/api/mail/campaign-test') return jsonResponse({ to: 'jane@brand.example' });
    if (path === '/api/email-campaign/user/self') return jsonResponse({ query: [current] });
    if (path === '/api/email-campaign' && method === 'POST')
      return jsonResponse({ ...current, ...(request.body as object) }, 201);
    if (path.endsWith('/reach')) return jsonResponse(options.reach ?? makeReach());
    if (path.endsWith('/recipients'))
      return jsonResponse(options.recipients ?? { query: [], total: 0 });
    if (path === `/api/email-campaign/${current.id}`) {
      if (method === 'DELETE') return new Response(null, { status: 204 });
      if (method === 'PATCH') {
        current = { ...current, ...(request.body as Partial<EmailCampaign>) };
        return jsonResponse(current);
      }
      gets += 1;
      if (gets <= campaigns.length) current = campaigns[gets - 1]!;
      return jsonResponse(current);
    }
    return problemResponse(404, 'Not Found');
  });
}
