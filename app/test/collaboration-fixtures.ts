import { COLLABORATION_STATUSES } from '@shared/constants/collaborations';
import type {
  Collaboration,
  CollaborationDetail,
  CollaborationEvent,
  CollaborationList,
} from '@shared/schemas/collaborations';
import type { Promotion } from '@shared/schemas/promotions';
import { jsonResponse, problemResponse, stubFetch, type SeenRequest } from './fetch-stub';

/** The id of the collaboration {@link makeCollaboration} answers. */
export const COLLABORATION_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

/** A collaboration as the advertiser sees it (`GET /api/collaboration`); override any field. */
export function makeCollaboration(overrides: Partial<Collaboration> = {}): Collaboration {
  return {
    id: COLLABORATION_ID,
    status: 'proposed',
    viewer: 'advertiser',
    allowedMoves: ['withdrawn'],
    advertiser: {
      id: '5b0e0b9e-3f0c-4a4e-9f62-1f8f0f7f9a10',
      name: 'Jane Cooper',
      company: 'Glow Labs',
    },
    influencer: {
      id: '0b7e3c1a-2f4d-4e5a-8b6c-7d8e9f0a1b2c',
      platform: 'instagram',
      username: 'glow.jane',
      name: 'Jane Glow',
      avatarUrl: null,
      followers: 125_000,
    },
    campaign: { id: '3f1c2b9a-8d4e-4f6a-9b1c-2d3e4f5a6b7c', name: 'Summer glow' },
    compensation: 'fixed_fee',
    amount: 25_000,
    currency: 'USD',
    deliverables: '1 Instagram reel showing the serum',
    deadline: '2026-07-15',
    discountCode: null,
    trackingUrl: null,
    sales: null,
    unread: 0,
    reach: 'account',
    lastActivityAt: '2026-06-01T10:00:00.000Z',
    statusChangedAt: '2026-06-01T10:00:00.000Z',
    createdAt: '2026-06-01T10:00:00.000Z',
    ...overrides,
  };
}

let eventCount = 0;

/** One timeline event (a message from the viewer by default); each call gets a new id. */
export function makeEvent(overrides: Partial<CollaborationEvent> = {}): CollaborationEvent {
  eventCount += 1;
  return {
    id: `00000000-0000-4000-8000-${String(eventCount).padStart(12, '0')}`,
    kind: 'message',
    actor: 'advertiser',
    mine: true,
    message: 'Hello!',
    deleted: false,
    createdAt: '2026-06-01T10:05:00.000Z',
    ...overrides,
  };
}

/** A published post of the collaboration's influencer; override any field. */
export function makePromotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    influencerId: makeCollaboration().influencer.id,
    collaborationId: COLLABORATION_ID,
    platform: 'instagram',
    url: 'https://www.instagram.com/p/abc123/',
    publishedOn: '2026-06-10',
    likes: 1_200,
    comments: 30,
    views: null,
    advertiser: makeCollaboration().advertiser,
    createdAt: '2026-06-10T12:00:00.000Z',
    ...overrides,
  };
}

/** A collaboration with its timeline (one proposal event), posts and reviews; override any field. */
export function makeCollaborationDetail(
  overrides: Partial<CollaborationDetail> = {},
): CollaborationDetail {
  return {
    ...makeCollaboration(),
    events: [makeEvent({ kind: 'proposed', message: null, createdAt: '2026-06-01T10:00:00.000Z' })],
    promotions: [],
    reviewForInfluencer: null,
    reviewForAdvertiser: null,
    viewerVerified: true,
    trackingShortUrl: null,
    trackingClicks: 0,
    ...overrides,
  };
}

/** The list answer for `collaborations`, with counts per status computed from them unless given. */
export function makeCollaborationList(
  collaborations: Collaboration[],
  counts?: Partial<CollaborationList['counts']>,
): CollaborationList {
  const computed = Object.fromEntries(
    COLLABORATION_STATUSES.map((status) => [
      status,
      collaborations.filter((c) => c.status === status).length,
    ]),
  ) as CollaborationList['counts'];
  return {
    query: collaborations,
    counts: { ...computed, ...counts },
    unread: collaborations.reduce((sum, c) => sum + c.unread, 0),
  };
}

/** The header's unread-messages call every signed-in page makes, and an answer with none. */
export const UNREAD_COUNT_URL = '/api/message/unread-count';
export const NO_UNREAD = { messages: 0, collaborations: 0 };

/**
 * Stubs fetch with a small in-memory collaboration API around `initial`: GET and PATCH (status
 * or terms) of the collaboration, messages (append, delete), promotion info, reviews and DELETE,
 * each answered as the contract says and changing what the next GET answers. `override` may
 * answer a request first (return undefined to fall through). Returns the recorded requests.
 */
export function stubCollaborationApi(
  initial: CollaborationDetail,
  override?: (request: SeenRequest) => Response | undefined,
): SeenRequest[] {
  let current = initial;
  const base = `/api/collaboration/${initial.id}`;
  const answer = (request: SeenRequest): Response => {
    const { method, url } = request;
    const body = request.body as Record<string, unknown>;
    if (url === UNREAD_COUNT_URL) return jsonResponse(NO_UNREAD);
    if (url === base && method === 'GET') return jsonResponse(current);
    if (url === base && method === 'DELETE') return new Response(null, { status: 204 });
    if (url === base && method === 'PATCH') {
      current = { ...current, ...body, allowedMoves: [] } as CollaborationDetail;
      return jsonResponse(current);
    }
    if (url === `${base}/message` && method === 'PATCH') {
      const event = makeEvent({ message: String(body.message), actor: current.viewer });
      current = { ...current, events: [...current.events, event] };
      return jsonResponse(event, 201);
    }
    if (url.startsWith(`${base}/message/`) && method === 'DELETE') {
      const id = url.slice(`${base}/message/`.length);
      current = {
        ...current,
        events: current.events.map((e) =>
          e.id === id ? { ...e, deleted: true, message: null } : e,
        ),
      };
      return new Response(null, { status: 204 });
    }
    if (url === `${base}/promotion-info` && method === 'PATCH') {
      const posts = body.posts as Pick<Promotion, 'url' | 'publishedOn'>[];
      const promotions = posts.map((post, i) =>
        makePromotion({ ...post, id: `b1b2c3d4-e5f6-4a7b-8c9d-${String(i).padStart(12, '0')}` }),
      );
      current = { ...current, status: 'content_submitted', promotions };
      return jsonResponse(current);
    }
    const review = url.match(/\/review-for-(influencer|advertiser)$/)?.[1];
    if (review && method === 'PATCH') {
      const given = {
        rating: Number(body.rating),
        text: String(body.text),
        createdAt: '2026-07-20T10:00:00.000Z',
      };
      current =
        review === 'influencer'
          ? { ...current, reviewForInfluencer: given }
          : { ...current, reviewForAdvertiser: given };
      return jsonResponse(current);
    }
    if (url.startsWith('/api/collaboration') && method === 'GET')
      return jsonResponse(makeCollaborationList([current]));
    return problemResponse(404, 'Not Found');
  };
  return stubFetch((request) => override?.(request) ?? answer(request));
}
