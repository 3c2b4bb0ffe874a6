import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueEmailCode } from './modules/auth/email-codes.service';
import { eq } from 'drizzle-orm';
import { feedback, users } from './db/schema';
import { clickSignature, unsubscribeToken } from './modules/email-delivery/link-signatures';
import { signSenderToken } from './modules/email-senders/sender-tokens';
import { notificationUnsubscribeUrl } from './modules/notifications/notification-unsubscribe';
import { buildTestApp, codeFrom, uniqueEmail, type TestApp } from './test/build-test-app';
import { insertInfluencers } from './test/influencer-factory';
import { type LocalProviders, startLocalProviders } from './test/local-providers';
import { multipart } from './test/multipart';
import { grantPlan } from './test/plans';

/**
 * The authorization matrix (issue 14): every route of the app × every kind of caller, with the
 * status the product promises (PRODUCT §1 and §14). A visitor gets 401 on signed-in routes; a
 * signed-in user who is not allowed by role gets 403; another user's resource answers 404 —
 * exactly as a missing one, never 403 or the data. A route registered without a row here, or a
 * row whose route is gone, fails the first test.
 */

const ROLES = ['visitor', 'owner', 'other', 'influencer', 'admin'] as const;
type Role = (typeof ROLES)[number];
type Member = Exclude<Role, 'visitor'>;
/** Expected statuses in {@link ROLES} order: visitor, owner, another advertiser, influencer, admin. */
type Statuses = readonly [
  visitor: number,
  owner: number,
  other: number,
  influencer: number,
  admin: number,
];
/** Roles send in this order: the owner last, so a refused request never runs after the owner's change. */
const SEND_ORDER: readonly Role[] = ['visitor', 'other', 'influencer', 'admin', 'owner'];

/** What fixtures a row's request needs; everything named `spare…` exists to be deleted. */
interface Fixtures {
  tokens: Record<Member, string>;
  /** User ids. */
  users: Record<Member, string>;
  password: string;
  /** Accounts that sign in and reset their password, one per role (codes are per address). */
  spares: Record<Role, string>;
  /** The influencer's own profile (linked to their account by email). */
  linkedProfile: string;
  /** A profile without an account. */
  prospect: string;
  /** A profile an admin links to {@link Fixtures.newcomer}. */
  unclaimed: string;
  /** An influencer account with no profile yet (for the admin's link and unlink). */
  newcomer: string;
  list: string;
  spareList: string;
  /** Active, so the marketplace and the public page show it. */
  campaign: string;
  /** A draft the owner activates. */
  draftCampaign: string;
  /** A draft (only drafts and archived campaigns may be deleted). */
  spareCampaign: string;
  imageUrl: string;
  template: string;
  spareTemplate: string;
  emailCampaign: string;
  spareEmailCampaign: string;
  /** Owner ↔ influencer collaborations: proposed, accepted, completed; and one to delete. */
  proposal: string;
  accepted: string;
  completed: string;
  spareProposal: string;
  /** The owner's message in {@link Fixtures.proposal}, to delete. */
  spareMessage: string;
  /** An address on the owner's suppression list, to remove. */
  suppressed: string;
  /** A single mail the owner sent. */
  mail: string;
  /** The owner's connected Shopify shop (domain). */
  shop: string;
  /** The owner's sign-in email (what an admin looks an account up by). */
  ownerEmail: string;
  /** A provider refresh only the owner requested. */
  refresh: string;
  /** The owner's Checkout Session (open: never paid). */
  checkoutSession: string;
}

interface Req {
  params?: Record<string, string>;
  query?: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}

interface Row {
  expect: Statuses;
  /** The request for `role` (path parameters, query, body); none for routes without them. */
  req?: (f: Fixtures, role: Role) => Req | Promise<Req>;
  /**
   * Rows run in phase order, then table order: 0 reads and changes, 1 deletes (of `spare…`
   * fixtures), 2 the password change (whose answer is the role's new session), 3 sign out
   * everywhere (ends every session).
   */
  phase?: 1 | 2 | 3;
  /** Runs after each role's request (e.g. to keep the new session a password change returns). */
  after?: (f: Fixtures, role: Role, res: LightMyRequestResponse) => void;
}

const row = (expect: Statuses, req?: Row['req'], more: Omit<Row, 'expect' | 'req'> = {}): Row => ({
  expect,
  req,
  ...more,
});

/** The token of the owner's unsubscribe link from message notification emails. */
const notificationToken = (userId: string) =>
  notificationUnsubscribeUrl(t.ctx, userId, 'message').split('/').at(-1)!;

/** Fixtures that are ids. */
type IdOf = { [K in keyof Fixtures]: Fixtures[K] extends string ? K : never }[keyof Fixtures];
/** The request of a route on `/:id`: the fixture `key` as the id, with `payload` when given. */
const onId =
  (key: IdOf, payload?: object) =>
  (f: Fixtures): Req => ({ params: { id: f[key] }, payload });

const NEW_PASSWORD = 'another horse battery';
/** Each role's own session while the sign-out row signs out a second one. */
const keptTokens: Partial<Record<Member, string>> = {};
/** A new session of the user, as signing in again from another browser gives. */
async function secondSession(userId: string): Promise<string> {
  const [user] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
  return t.ctx.tokens.sign({ userId, tokenVersion: user!.tokenVersion });
}
let optOutProfiles = 0;
/** A new profile with a public email (a code can be mailed for it), for the opt-out rows. */
const optOutProfile = async (role: Role, email = uniqueEmail(`optout-${role}`)) => {
  optOutProfiles += 1;
  const [row] = await insertInfluencers(t.ctx.db, 1, 90_000 + optOutProfiles, {
    platform: 'instagram',
    username: `matrix_optout_${role}_${optOutProfiles}`,
    email,
  });
  return row!.id;
};
const html = '<p>Hello {{ influencer.name }}</p>';
const post = (n: number | string) => ({
  url: `https://www.instagram.com/p/Cmatrix${n}/`,
  publishedOn: '2026-01-10',
  likes: 100,
  comments: 5,
});

/**
 * One row per `METHOD /path` the app registers (HEAD mirrors GET and is left out), with the
 * statuses for [visitor, owner, another advertiser, influencer, admin]. The owner is an
 * advertiser who owns every `:id` in the path; the influencer is the other party of the owner's
 * collaborations; the admin is also a brand (advertiser + admin) but owns nothing of the owner's.
 * - visitor: 401 on signed-in routes; on the collaboration routes an emailed link may open
 *   (public, token in a header) 404 like anyone who takes no part.
 * - another advertiser and admin: 404 on the owner's resources (as for a missing one).
 * - influencer: 403 where the role may not act (brand-only outreach, campaigns, proposals; the
 *   advertiser's side of a collaboration), else 404 on the owner's resources.
 * - admin-only routes: 403 for everyone else signed in.
 * Successes are exact codes; each role acts on its own data where the route is "mine".
 */
const TABLE: Record<string, Row> = {
  // ——— Documentation and health ———
  'GET /api/docs': row([200, 200, 200, 200, 200]),
  'GET /api/docs/static/index.html': row([302, 302, 302, 302, 302]),
  'GET /api/docs/static/swagger-initializer.js': row([200, 200, 200, 200, 200]),
  'GET /api/docs/static/*': row([200, 200, 200, 200, 200], () => ({
    params: { '*': 'swagger-ui.css' },
  })),
  'GET /api/docs/json': row([200, 200, 200, 200, 200]),
  'GET /api/docs/yaml': row([200, 200, 200, 200, 200]),
  'GET /api/openapi.json': row([200, 200, 200, 200, 200]),
  'GET /api/health': row([200, 200, 200, 200, 200]),

  // ——— Auth ———
  'POST /api/auth/generate-send-email-code': row([202, 202, 202, 202, 202], () => ({
    payload: { email: uniqueEmail('code') },
  })),
  'POST /api/auth/logon': row([201, 201, 201, 201, 201], async () => {
    const email = uniqueEmail('logon');
    const code = await issueEmailCode(t.ctx.db, t.ctx.secret, email, 'sign-up');
    return { payload: { email, code, password: 'correct horse battery', name: 'New User' } };
  }),
  'POST /api/auth/login': row([200, 200, 200, 200, 200], (f, role) => ({
    payload: { email: f.spares[role], password: f.password },
  })),
  'POST /api/auth/reset-password': row([200, 200, 200, 200, 200], async (f, role) => {
    const email = f.spares[role];
    const code = await issueEmailCode(t.ctx.db, t.ctx.secret, email, 'reset-password');
    return { payload: { email, code, password: f.password } };
  }),
  // Signs out a second session of each role, so their own one is left for the row after.
  'POST /api/auth/logout': row(
    [401, 204, 204, 204, 204],
    async (f, role) => {
      if (role !== 'visitor') {
        keptTokens[role] = f.tokens[role];
        f.tokens[role] = await secondSession(f.users[role]);
      }
      return {};
    },
    {
      phase: 3,
      after: (f, role) => {
        if (role !== 'visitor') f.tokens[role] = keptTokens[role]!;
      },
    },
  ),
  'POST /api/auth/logout-all': row([401, 204, 204, 204, 204], undefined, { phase: 3 }),

  // ——— Users ———
  'GET /api/users/self': row([401, 200, 200, 200, 200]),
  'PATCH /api/users': row([401, 200, 200, 200, 200], () => ({
    payload: { company: 'Matrix Inc.' },
  })),
  'POST /api/users/nickname': row([401, 200, 200, 200, 200], (_, role) => ({
    payload: { nickname: `matrix_${role}_${Date.now() % 100_000}` },
  })),
  'POST /api/users/password': row(
    [401, 200, 200, 200, 200],
    (f) => ({ payload: { currentPassword: f.password, newPassword: NEW_PASSWORD } }),
    {
      phase: 2,
      after: (f, role, res) => {
        if (role !== 'visitor' && res.statusCode === 200) f.tokens[role] = res.json().token;
      },
    },
  ),
  'GET /api/users/:id': row([200, 200, 200, 200, 200], (f) => ({
    params: { id: f.users.owner },
  })),

  // ——— Discovery and curation ———
  'GET /api/influencer': row([401, 200, 200, 200, 200]),
  'GET /api/influencer/public-list': row([200, 200, 200, 200, 200]),
  'GET /api/influencer/facets': row([200, 200, 200, 200, 200]),
  'GET /api/influencer/statistics': row([200, 200, 200, 200, 200]),
  'GET /api/influencer/trending': row([200, 200, 200, 200, 200]),
  'GET /api/influencer/:id': row([401, 200, 200, 200, 200], onId('prospect')),
  'PATCH /api/influencer/:id': row(
    [401, 403, 403, 403, 200],
    onId('prospect', { categories: ['fitness'] }),
  ),
  'PATCH /api/influencer/:id/count-reset': row(
    [401, 403, 403, 403, 200],
    onId('prospect', { updateCount: true }),
  ),
  'GET /api/influencer/:id/similar': row([401, 200, 200, 200, 200], onId('prospect')),

  // ——— Provider refresh (YouTube Data API and Instagram business discovery are configured) ———
  // Each role asks for an account of its own, so each opens a refresh of its own.
  'POST /api/influencer/request-influencer-update': row([401, 202, 202, 202, 202], (_, role) => ({
    payload: { platform: 'instagram', name: `@matrix_refresh_${role}` },
  })),
  // Only whoever requested a refresh sees it; to anyone else it does not exist.
  'GET /api/influencer/refreshes/:refreshId': row([401, 200, 404, 404, 404], (f) => ({
    params: { refreshId: f.refresh },
  })),
  'GET /api/influencer/:id/refresh': row([401, 200, 200, 200, 200], onId('prospect')),
  'GET /api/admin/data-refresh': row([401, 403, 403, 403, 200]),
  'POST /api/list/ai-picks': row([401, 200, 200, 200, 200], () => ({
    payload: { keywords: 'fitness coach' },
  })),

  // ——— The influencer side ———
  'GET /api/influencer/fetch-me-influencer-data': row([401, 403, 403, 200, 403]),
  'PATCH /api/influencer/me': row([401, 403, 403, 200, 403], () => ({
    payload: { currency: 'EUR' },
  })),
  'PUT /api/influencer-account/:userId/profile': row([401, 403, 403, 403, 200], (f) => ({
    params: { userId: f.newcomer },
    payload: { influencerId: f.unclaimed },
  })),
  'DELETE /api/influencer-account/:userId/profile': row(
    [401, 403, 403, 403, 204],
    (f) => ({ params: { userId: f.newcomer } }),
    { phase: 1 },
  ),

  // ——— Lists and notes ———
  'GET /api/list': row([401, 200, 200, 200, 200]),
  'POST /api/list': row([401, 201, 201, 201, 201], (_, role) => ({
    payload: { name: `Matrix list of ${role}` },
  })),
  'GET /api/list/saved': row([401, 200, 200, 200, 200]),
  'GET /api/list/:id': row([401, 200, 404, 404, 404], onId('list')),
  'PATCH /api/list/:id': row([401, 200, 404, 404, 404], onId('list', { name: 'Renamed' })),
  'PATCH /api/list/:id/influencers': row([401, 200, 404, 404, 404], (f) => ({
    params: { id: f.list },
    payload: { addInfluencers: [f.linkedProfile] },
  })),
  'DELETE /api/list/:id': row([401, 204, 404, 404, 404], onId('spareList'), {
    phase: 1,
  }),
  'GET /api/note/:influencerId': row([401, 200, 200, 200, 200], (f) => ({
    params: { influencerId: f.prospect },
  })),
  'PATCH /api/note/:influencerId': row([401, 200, 200, 200, 200], (f) => ({
    params: { influencerId: f.prospect },
    payload: { content: 'Great reach' },
  })),

  // ——— Campaigns ———
  'GET /api/campaign/user/self': row([401, 200, 200, 200, 200]),
  'GET /api/campaign/active': row([401, 200, 200, 200, 200]),
  'GET /api/campaign/public/:id': row([200, 200, 200, 200, 200], onId('campaign')),
  'GET /api/campaign/publicByUserId/:userId': row([200, 200, 200, 200, 200], (f) => ({
    params: { userId: f.users.owner },
  })),
  'GET /api/campaign/:id': row([401, 200, 404, 404, 404], onId('campaign')),
  'POST /api/campaign': row([401, 201, 201, 403, 201], () => ({
    payload: { name: 'Matrix launch' },
  })),
  'PATCH /api/campaign/:id': row(
    [401, 200, 404, 404, 404],
    onId('campaign', { description: 'Updated brief' }),
  ),
  'PATCH /api/campaign/:id/status': row(
    [401, 200, 404, 404, 404],
    onId('draftCampaign', { status: 'active' }),
  ),
  'DELETE /api/campaign/:id': row([401, 204, 404, 404, 404], onId('spareCampaign'), { phase: 1 }),
  'PATCH /api/campaign/add-interested-influencer/:id': row(
    [401, 403, 403, 200, 403],
    onId('campaign'),
  ),
  'PATCH /api/campaign/remove-interested-influencer/:id': row(
    [401, 403, 403, 200, 403],
    onId('campaign'),
  ),
  'POST /api/campaign/image/:id': row([401, 200, 404, 404, 404], async (f) => ({
    params: { id: f.spareCampaign },
    ...multipart([
      { name: 'image', filename: 'a.png', contentType: 'image/png', data: await png() },
    ]),
  })),
  'POST /api/campaign/ai-picks/:id': row([401, 200, 404, 404, 404], onId('campaign')),
  'GET /uploads/*': row([200, 200, 200, 200, 200], (f) => ({
    params: { '*': f.imageUrl.replace('/uploads/', '') },
  })),

  // ——— Collaborations ———
  'GET /api/collaboration': row([401, 200, 200, 200, 200]),
  'GET /api/collaboration/user/self': row([401, 200, 200, 200, 200]),
  'GET /api/collaboration/user/self/:influencerId': row([401, 200, 200, 200, 200], (f) => ({
    params: { influencerId: f.linkedProfile },
  })),
  'GET /api/collaboration/:id': row([404, 200, 404, 200, 404], onId('proposal')),
  'POST /api/collaboration': row([401, 201, 201, 403, 201], (f) => ({
    payload: { influencerId: f.prospect, deliverables: '1 reel' },
  })),
  'PATCH /api/collaboration/:id': row(
    [404, 200, 404, 403, 404],
    onId('proposal', { deliverables: '2 reels' }),
  ),
  'DELETE /api/collaboration/:id': row([401, 204, 404, 403, 404], onId('spareProposal'), {
    phase: 1,
  }),
  'PATCH /api/collaboration/:id/message': row(
    [404, 201, 404, 201, 404],
    onId('proposal', { message: 'Checking in' }),
  ),
  'DELETE /api/collaboration/:id/message/:messageId': row(
    [404, 204, 404, 403, 404],
    (f) => ({ params: { id: f.proposal, messageId: f.spareMessage } }),
    { phase: 1 },
  ),
  'PATCH /api/collaboration/:id/promotion-info': row(
    [404, 403, 404, 200, 404],
    onId('accepted', { posts: [post('accepted')] }),
  ),
  'PATCH /api/collaboration/:id/review-for-influencer': row(
    [401, 200, 404, 403, 404],
    onId('completed', { rating: 5 }),
  ),
  'PATCH /api/collaboration/:id/review-for-advertiser': row(
    [404, 403, 404, 200, 404],
    onId('completed', { rating: 4 }),
  ),
  'GET /api/collaboration/:id/gift': row([404, 200, 404, 200, 404], onId('proposal')),
  'PUT /api/collaboration/:id/gift': row(
    [401, 400, 404, 403, 404],
    onId('proposal', { items: [{ variantId: 'gid://shopify/ProductVariant/1', quantity: 1 }] }),
  ),
  'PUT /api/collaboration/:id/gift/address': row(
    [404, 403, 404, 409, 404],
    onId('proposal', {
      name: 'Jane Creator',
      line1: '350 Fifth Avenue',
      city: 'New York',
      region: 'NY',
      postalCode: '10118',
      country: 'US',
    }),
  ),
  'POST /api/collaboration/:id/gift/order': row([401, 409, 404, 403, 404], onId('proposal')),
  'POST /api/collaboration/:id/gift/cancel': row([401, 409, 404, 403, 404], onId('proposal')),
  'GET /api/promotion/influencer/:influencer': row([200, 200, 200, 200, 200], (f) => ({
    params: { influencer: f.linkedProfile },
  })),
  'POST /api/promotion': row([401, 403, 403, 201, 403], () => ({ payload: post('direct') })),
  'GET /api/review/influencer/:influencerId': row([200, 200, 200, 200, 200], (f) => ({
    params: { influencerId: f.linkedProfile },
  })),
  'GET /api/review/advertiser/:userId': row([200, 200, 200, 200, 200], (f) => ({
    params: { userId: f.users.owner },
  })),

  // ——— Messages ———
  'POST /api/message': row([401, 201, 201, 201, 201], (f, role) => ({
    payload: { to: correspondent(f, role), content: 'Hello there' },
  })),
  'GET /api/message/user/self': row([401, 200, 200, 200, 200]),
  'GET /api/message/user/self/:userId': row([401, 200, 200, 200, 200], (f, role) => ({
    params: { userId: correspondent(f, role) },
  })),
  'GET /api/message/unread-count': row([401, 200, 200, 200, 200]),

  // ——— Notifications: each user their own; an unsubscribe link needs no session ———
  'GET /api/notifications': row([401, 200, 200, 200, 200]),
  'POST /api/notifications/read': row([401, 200, 200, 200, 200], () => ({
    payload: { all: true },
  })),
  'GET /api/notifications/preferences': row([401, 200, 200, 200, 200]),
  'PUT /api/notifications/preferences': row([401, 200, 200, 200, 200], () => ({
    payload: { preferences: [{ kind: 'collaboration_message', inApp: true, email: true }] },
  })),
  'GET /api/notifications/unsubscribe/:token': row([200, 200, 200, 200, 200], (f) => ({
    params: { token: notificationToken(f.users.owner) },
  })),
  'POST /unsubscribe/notifications/:token': row([200, 200, 200, 200, 200], (f) => ({
    params: { token: notificationToken(f.users.owner) },
    payload: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })),

  // ——— Email: sender, templates, campaigns, mail, contacts, tracking ———
  'POST /api/users/email-sender': row([401, 200, 200, 403, 200], (_, role) => ({
    payload: { email: senderOf(role), name: `Sender ${role}` },
  })),
  'POST /api/users/email-sender/verify': row([200, 200, 200, 200, 200], async (f) => ({
    payload: {
      token: await signSenderToken(t.ctx.secret, {
        userId: f.users.owner,
        email: senderOf('owner'),
      }),
    },
  })),
  'GET /api/users/check-email-sender': row([401, 200, 200, 200, 200]),
  'PUT /api/users/email-sender/send-via': row([401, 200, 200, 403, 200], () => ({
    payload: { sendVia: 'collabify' },
  })),
  'PUT /api/users/email-sender/postal-address': row([401, 200, 200, 403, 200], () => ({
    payload: postalAddress,
  })),
  'GET /api/email-template/user/self': row([401, 200, 200, 200, 200]),
  'GET /api/email-template/public': row([401, 200, 200, 200, 200]),
  'POST /api/email-template': row([401, 201, 201, 403, 201], () => ({
    payload: { name: 'Intro', subject: 'Hi', content: html },
  })),
  'POST /api/email-template/preview': row([401, 200, 200, 200, 200], () => ({
    payload: { subject: 'Hi', content: html },
  })),
  'PATCH /api/email-template/:id': row(
    [401, 200, 404, 403, 404],
    onId('template', { name: 'Renamed' }),
  ),
  'DELETE /api/email-template/:id': row([401, 204, 404, 404, 404], onId('spareTemplate'), {
    phase: 1,
  }),
  'GET /api/email-campaign/user/self': row([401, 200, 200, 403, 200]),
  'POST /api/email-campaign': row([401, 201, 201, 403, 201], (f) => ({
    payload: { name: 'Spring', subject: 'Hi', content: html, influencerIds: [f.prospect] },
  })),
  'GET /api/email-campaign/:id': row([401, 200, 404, 404, 404], onId('emailCampaign')),
  'PATCH /api/email-campaign/:id': row(
    [401, 200, 404, 403, 404],
    onId('emailCampaign', { name: 'Summer' }),
  ),
  'DELETE /api/email-campaign/:id': row([401, 204, 404, 403, 404], onId('spareEmailCampaign'), {
    phase: 1,
  }),
  'GET /api/email-campaign/:id/reach': row([401, 200, 404, 404, 404], onId('emailCampaign')),
  'GET /api/email-campaign/:id/recipients': row([401, 200, 404, 404, 404], onId('emailCampaign')),
  'POST /api/mail/campaign-test': row([401, 200, 404, 403, 404], (f) => ({
    payload: { campaignId: f.emailCampaign },
  })),
  'POST /api/mail': row([401, 201, 201, 403, 201], (f, role) => ({
    payload: {
      influencerId: f.prospect,
      email: `prospect-of-${role}@inbox.example`,
      subject: 'Hi',
      content: html,
    },
  })),
  'GET /api/mail/user/self': row([401, 200, 200, 200, 200]),
  'GET /api/dev/outbox': row([401, 200, 200, 200, 200]),
  'GET /api/influencer/:id/contact-email': row([401, 200, 200, 403, 200], onId('prospect')),
  'PUT /api/influencer/:id/contact-email': row(
    [401, 200, 200, 403, 200],
    onId('prospect', { email: 'contact@inbox.example' }),
  ),
  'GET /api/email-suppression/user/self': row([401, 200, 200, 200, 200]),
  'POST /api/email-suppression': row([401, 201, 201, 201, 201], () => ({
    payload: { email: 'nobody@inbox.example' },
  })),
  'DELETE /api/email-suppression/:email': row(
    [401, 204, 404, 404, 404],
    (f) => ({ params: { email: f.suppressed } }),
    { phase: 1 },
  ),
  'GET /api/t/o/:id': row([200, 200, 200, 200, 200], onId('mail')),
  'GET /api/t/c/:id': row([302, 302, 302, 302, 302], (f) => {
    const u = 'https://brand.example/shop';
    const s = clickSignature(t.ctx.secret, f.mail, u);
    return { params: { id: f.mail }, query: new URLSearchParams({ u, s }).toString() };
  }),
  'GET /api/unsubscribe/:token': row([200, 200, 200, 200, 200], (f) => ({
    params: { token: unsubscribeToken(t.ctx.secret, f.users.owner, 'reader@inbox.example') },
  })),
  'POST /unsubscribe/:token': row([200, 200, 200, 200, 200], (f) => ({
    params: { token: unsubscribeToken(t.ctx.secret, f.users.owner, 'reader@inbox.example') },
    payload: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })),

  // ——— Shopify (the owner's shop is connected; no one else has one) ———
  'GET /api/auth/shopify-login-setting': row([200, 200, 200, 200, 200]),
  // A launch signed by Shopify signs in the shop's account, whoever sends it.
  'GET /api/auth/shopify-login': row([200, 200, 200, 200, 200], (f) => ({
    query: new URL(providers.shopify.launchUrl(f.shop)).search.slice(1),
  })),
  'GET /api/users/shopify': row([401, 200, 200, 200, 200]),
  'GET /api/users/connect-shopify': row([401, 200, 409, 403, 409], (f) => ({
    query: `shop=${f.shop}`,
  })),
  // Public: the signature is checked before anything, and this one is not Shopify's.
  'POST /api/users/connect-shopify/callback': row([400, 400, 400, 400, 400], (f) => ({
    query: `shop=${f.shop}&state=x&code=y&timestamp=${Math.floor(Date.now() / 1000)}&hmac=0`,
  })),
  'GET /api/users/shopify/get-all-price-rules': row([401, 200, 409, 409, 409]),
  'DELETE /api/users/shopify/uninstall': row([401, 204, 409, 409, 409], undefined, { phase: 1 }),
  'GET /api/shopify-product/self': row([401, 200, 409, 409, 409]),
  'GET /api/shopify-product/self/variants': row([401, 200, 409, 409, 409]),
  'POST /api/shopify-discount': row([401, 201, 404, 404, 404], (f) => ({
    payload: { collaborationId: f.accepted, valueType: 'percentage', value: 10 },
  })),
  // ——— Social sign-in ———
  'GET /api/auth/social-providers': row([200, 200, 200, 200, 200]),
  // Connecting Gmail is for accounts that send outreach, with their own session.
  'GET /api/users/social-accounts/gmail/authorize': row([401, 200, 200, 403, 200]),
  'POST /api/auth/gmail-login': row([401, 400, 400, 403, 400], () => ({
    payload: { code: 'forged-code', state: 'f'.repeat(43) },
  })),
  'GET /api/auth/oauth/:provider/authorize': row([200, 200, 200, 200, 200], () => ({
    params: { provider: 'google' },
  })),
  'POST /api/auth/google-login': row([400, 400, 400, 400, 400], () => ({
    payload: { code: 'forged-code', state: 'f'.repeat(43) },
  })),
  'POST /api/auth/influencer-youtube-login': row([400, 400, 400, 400, 400], () => ({
    payload: { code: 'forged-code', state: 'f'.repeat(43) },
  })),
  'POST /api/auth/facebook-login': row([400, 400, 400, 400, 400], () => ({
    payload: { code: 'forged-code', state: 'f'.repeat(43) },
  })),
  'POST /api/auth/influencer-ins-login': row([400, 400, 400, 400, 400], () => ({
    payload: { code: 'forged-code', state: 'f'.repeat(43) },
  })),
  'POST /api/auth/influencer-tiktok-login': row([400, 400, 400, 400, 400], () => ({
    payload: { code: 'forged-code', state: 'f'.repeat(43) },
  })),
  'GET /api/users/social-accounts': row([401, 200, 200, 200, 200]),
  'POST /api/users/social-accounts/:provider/refresh': row([401, 404, 404, 404, 404], () => ({
    params: { provider: 'youtube' },
  })),
  'DELETE /api/users/social-accounts/:provider': row(
    [401, 404, 404, 404, 404],
    () => ({ params: { provider: 'youtube' } }),
    { phase: 1 },
  ),

  // ——— Contact form and its admin side ———
  // Each role writes from its own address (the limit per sender address is 5 an hour).
  'POST /api/feedback': row([202, 202, 202, 202, 202], (_, role) => ({
    payload: {
      name: `Matrix ${role}`,
      email: uniqueEmail(`feedback-${role}`),
      subject: 'Matrix question',
      message: 'A question from the matrix.',
    },
  })),
  'GET /api/admin/feedback': row([401, 403, 403, 403, 200], () => ({ query: 'status=open' })),
  'POST /api/admin/feedback/:id/close': row([401, 403, 403, 403, 200], async () => {
    const [message] = await t.ctx.db
      .insert(feedback)
      .values({
        name: 'Matrix visitor',
        email: uniqueEmail('feedback-close'),
        subject: 'To close',
        message: 'A message an admin closes.',
      })
      .returning({ id: feedback.id });
    return { params: { id: message!.id } };
  }),

  // ——— Resources (public guides) ———
  'GET /api/resources': row([200, 200, 200, 200, 200], () => ({ query: 'q=engagement' })),
  'GET /api/resources/:slug': row([200, 200, 200, 200, 200], () => ({
    params: { slug: 'briefs-and-deliverables' },
  })),

  // ——— Creator opt-out (Remove or correct my profile) ———
  'GET /api/profile-requests/profile': row([200, 200, 200, 200, 200], (f) => ({
    query: `influencerId=${f.prospect}`,
  })),
  // Each role asks about a profile of its own (one code a minute per profile).
  'POST /api/profile-requests': row([201, 201, 201, 201, 201], async (_, role) => ({
    payload: { influencerId: await optOutProfile(role), kind: 'remove' },
  })),
  // Anyone holding the mailed code confirms: the code is the proof, not the session.
  'POST /api/profile-requests/:id/verify': row([200, 200, 200, 200, 200], async (_, role) => {
    const email = uniqueEmail(`optout-verify-${role}`);
    const influencerId = await optOutProfile(role, email);
    const created = await t.request({
      method: 'POST',
      url: '/api/profile-requests',
      payload: { influencerId, kind: 'correct', correction: { name: 'Matrix Creator' } },
    });
    const mail = await t.smtp.waitFor(email);
    return { params: { id: created.json().id }, payload: { code: codeFrom(mail.email.subject) } };
  }),
  'GET /api/admin/profile-requests': row([401, 403, 403, 403, 200]),

  // ——— Plans and billing ———
  'GET /api/billing/plans': row([200, 200, 200, 200, 200]),
  'GET /api/billing': row([401, 200, 200, 200, 200]),
  // The owner's session: anyone else's answer is 404.
  'POST /api/billing/checkout-return': row([401, 200, 404, 404, 404], (f) => ({
    payload: { sessionId: f.checkoutSession },
  })),
  'POST /api/billing/sync': row([401, 200, 200, 200, 200]),
  'GET /api/admin/billing': row([401, 403, 403, 403, 200], (f) => ({
    query: `email=${encodeURIComponent(f.ownerEmail)}`,
  })),
  'PUT /api/admin/billing/:userId/plan': row([401, 403, 403, 403, 200], (f) => ({
    params: { userId: f.users.owner },
    payload: { plan: 'starter', reason: 'Matrix support case' },
  })),
  'GET /api/users/createCheckoutSession/:planId': row([401, 200, 200, 403, 200], () => ({
    params: { planId: 'starter' },
  })),
  // Each brand has a Stripe customer from its checkout above; the influencer has none.
  'GET /api/users/createPortalSession': row([401, 200, 200, 409, 200]),
  'POST /api/webhooks/stripe': row([400, 400, 400, 400, 400], () => ({
    payload: '{"id":"evt_forged","object":"event","type":"invoice.paid"}',
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
  })),
  'POST /api/webhooks/shopify': row([401, 401, 401, 401, 401], () => ({
    payload: { id: 1 },
    headers: { 'x-shopify-topic': 'orders/create', 'x-shopify-hmac-sha256': 'forged' },
  })),
  'GET /api/campaign/:id/sales': row([401, 200, 404, 404, 404], onId('campaign')),
  'GET /api/campaign/:id/results': row([401, 200, 404, 404, 404], onId('campaign')),

  // ——— Short links (anyone signed in shortens; clicks are the owner's; the redirect is public) ———
  'POST /api/shorten-url/new': row([401, 201, 201, 201, 201], () => ({
    payload: { url: 'https://brand.example.com/matrix' },
  })),
  'GET /api/shorten-url/:code/clicks': row([401, 200, 404, 404, 404], async (f) => ({
    params: { code: await ownerShortCode(f) },
  })),
  'GET /s/:code': row([302, 302, 302, 302, 302], async (f) => ({
    params: { code: await ownerShortCode(f) },
  })),
  'GET /api/campaign/:id/tracking-clicks': row([401, 200, 404, 404, 404], onId('campaign')),

  // ——— Findable pages (public, outside /api) ———
  'GET /sitemap.xml': row([200, 200, 200, 200, 200]),
  'GET /robots.txt': row([200, 200, 200, 200, 200]),
};

let shortCode: Promise<string> | undefined;
/** The code of a short link the owner created (once, on first use). */
function ownerShortCode(f: Fixtures): Promise<string> {
  shortCode ??= t
    .request({
      method: 'POST',
      url: '/api/shorten-url/new',
      token: f.tokens.owner,
      payload: { url: 'https://brand.example.com/owned' },
    })
    .then((res) => (res.json() as { code: string }).code);
  return shortCode;
}

const senderOf = (role: Role) => `sender-${role}@brand.example`;
/** The postal address every brand's sender gives (CAN-SPAM; campaigns need it to start). */
const postalAddress = {
  street: '1 Market Street',
  city: 'San Francisco',
  country: 'United States',
};
/** Whom `role` writes to: the influencer, or (for the influencer) the owner. */
const correspondent = (f: Fixtures, role: Role) =>
  role === 'influencer' ? f.users.owner : f.users.influencer;
const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;
/** A problem answer but its `instance` (the URL, which differs by id). */
const problemOf = (res: LightMyRequestResponse) => {
  const { type, title, status, detail, errors } = res.json();
  return { code: res.statusCode, type, title, status, detail, errors };
};
const png = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: '#5436F5' } })
    .png()
    .toBuffer();

let t: TestApp;
let f: Fixtures;
const registered: string[] = [];
const outboxDir = mkdtempSync(join(tmpdir(), 'collabify-matrix-outbox-'));

/** `METHOD /path` of each route as it registers; HEAD routes mirror their GET and are left out. */
function collect(route: RouteOptions) {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
}

/** Calls as `role`; fails the fixture set-up loudly when a call does not answer `status`. */
async function call<T = { id: string }>(
  role: Member,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
  status = 200,
): Promise<T> {
  const res = await t.request({ method, url, token: f.tokens[role], ...(payload && { payload }) });
  if (res.statusCode !== status)
    throw new Error(`${method} ${url} as ${role}: ${res.statusCode} ${res.body}`);
  return res.body ? (res.json() as T) : (undefined as T);
}

let providers: LocalProviders;

/** Connects `shop` to the owner's account through the install: authorize, approve, callback. */
async function connectOwnerShop(shop: string) {
  const { url } = await call<{ url: string }>(
    'owner',
    'GET',
    `/api/users/connect-shopify?shop=${shop}`,
  );
  const authorize = new URL(url);
  const approved = await fetch(`${authorize.origin}${authorize.pathname}/approve`, {
    method: 'POST',
    body: new URLSearchParams(authorize.search),
    redirect: 'manual',
  });
  const callback = new URL(approved.headers.get('location')!);
  await call('owner', 'POST', `/api/users/connect-shopify/callback${callback.search}`);
}

beforeAll(async () => {
  providers = await startLocalProviders('matrix', {
    shopifyAppUrl: 'http://127.0.0.1/shopify/launch',
  });
  t = await buildTestApp({
    ...providers.appOptions,
    onRoute: collect,
    outboxDir,
  });
  const db = t.ctx.db;
  const password = 'correct horse battery';
  const influencerEmail = uniqueEmail('creator');
  // Profiles come from the import pipeline, not from the API: inserted directly.
  const profile = (i: number, email: string | null = null) =>
    insertInfluencers(db, 1, 50_000 + i, { platform: 'instagram', email }).then(([r]) => r!.id);
  const [linkedProfile, prospect, unclaimed] = await Promise.all([
    profile(0, influencerEmail),
    profile(1),
    profile(2),
  ]);

  const [owner, other, influencer, admin, newcomer, ...spareAccounts] = await Promise.all([
    t.signUp({ name: 'Owner Brand', password }),
    t.signUp({ name: 'Other Brand', password }),
    t.signUp({ email: influencerEmail, role: 'influencer', name: 'Casey Creator', password }),
    t.signUp({ email: t.ctx.adminEmails[0], name: 'Ada Admin', password }),
    t.signUp({ role: 'influencer', name: 'New Creator', password }),
    ...ROLES.map(() => t.signUp({ password })),
  ]);
  const sessions = { owner: owner!, other: other!, influencer: influencer!, admin: admin! };
  // The owner activates a second campaign: more than the Free plan's one.
  await grantPlan(t, owner!.user.id, 'starter');
  f = {
    tokens: Object.fromEntries(
      Object.entries(sessions).map(([role, s]) => [role, s.token]),
    ) as Fixtures['tokens'],
    users: Object.fromEntries(
      Object.entries(sessions).map(([role, s]) => [role, s.user.id]),
    ) as Fixtures['users'],
    password,
    spares: Object.fromEntries(
      ROLES.map((role, i) => [role, spareAccounts[i]!.user.email]),
    ) as Fixtures['spares'],
    linkedProfile,
    prospect,
    unclaimed,
    newcomer: newcomer!.user.id,
    ownerEmail: owner!.user.email,
  } as Fixtures;

  // Every brand has a verified sender with a postal address (outreach needs both), through the API.
  for (const role of ['owner', 'other', 'admin'] as const) {
    await call(role, 'POST', '/api/users/email-sender', { email: senderOf(role), name: role });
    const token = await signSenderToken(t.ctx.secret, {
      userId: f.users[role],
      email: senderOf(role),
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/users/email-sender/verify',
      payload: { token },
    });
    if (res.statusCode !== 200) throw new Error(`verify sender: ${res.body}`);
    await call(role, 'PUT', '/api/users/email-sender/postal-address', postalAddress);
  }

  // The owner's resources.
  f.list = (
    await call('owner', 'POST', '/api/list', { name: 'Shortlist', influencers: [f.prospect] }, 201)
  ).id;
  f.spareList = (await call('owner', 'POST', '/api/list', { name: 'Spare' }, 201)).id;
  await call('owner', 'PATCH', `/api/note/${f.prospect}`, { content: 'Owner note' });
  f.campaign = (await call('owner', 'POST', '/api/campaign', { name: 'Launch' }, 201)).id;
  await call('owner', 'PATCH', `/api/campaign/${f.campaign}/status`, { status: 'active' });
  f.draftCampaign = (await call('owner', 'POST', '/api/campaign', { name: 'Draft' }, 201)).id;
  f.spareCampaign = (await call('owner', 'POST', '/api/campaign', { name: 'Spare' }, 201)).id;
  const uploaded = await t.request({
    method: 'POST',
    url: `/api/campaign/image/${f.campaign}`,
    token: f.tokens.owner,
    ...multipart([
      { name: 'image', filename: 'a.png', contentType: 'image/png', data: await png() },
    ]),
  });
  if (uploaded.statusCode !== 200) throw new Error(`campaign image: ${uploaded.body}`);
  f.imageUrl = uploaded.json().imageUrl;
  const template = { name: 'Intro', subject: 'Hi', content: html };
  f.template = (await call('owner', 'POST', '/api/email-template', template, 201)).id;
  f.spareTemplate = (await call('owner', 'POST', '/api/email-template', template, 201)).id;
  const emailCampaign = { name: 'Spring', subject: 'Hi', content: html, listId: f.list };
  f.emailCampaign = (await call('owner', 'POST', '/api/email-campaign', emailCampaign, 201)).id;
  f.spareEmailCampaign = (
    await call('owner', 'POST', '/api/email-campaign', emailCampaign, 201)
  ).id;
  f.mail = (
    await call(
      'owner',
      'POST',
      '/api/mail',
      { influencerId: f.prospect, email: 'prospect@inbox.example', subject: 'Hi', content: html },
      201,
    )
  ).id;
  const checkout = await call<{ url: string }>(
    'owner',
    'GET',
    '/api/users/createCheckoutSession/pro',
  );
  f.checkoutSession = new URL(checkout.url).pathname.split('/').pop()!;
  f.suppressed = 'bounced@inbox.example';
  await call('owner', 'POST', '/api/email-suppression', { email: f.suppressed }, 201);
  f.refresh = (
    await call(
      'owner',
      'POST',
      '/api/influencer/request-influencer-update',
      { platform: 'youtube', name: '@matrix-owner-channel' },
      202,
    )
  ).id;

  // Owner ↔ influencer collaborations in each state the routes need (one open per campaign).
  const propose = async (campaignId: string | null) =>
    (
      await call(
        'owner',
        'POST',
        '/api/collaboration',
        { influencerId: f.linkedProfile, campaignId, deliverables: '1 reel' },
        201,
      )
    ).id;
  const moveTo = (role: Member, id: string, status: string) =>
    call(role, 'PATCH', `/api/collaboration/${id}`, { status });
  f.completed = await propose(null);
  await moveTo('influencer', f.completed, 'accepted');
  await call('influencer', 'PATCH', `/api/collaboration/${f.completed}/promotion-info`, {
    posts: [post('completed')],
  });
  await moveTo('owner', f.completed, 'completed');
  f.proposal = await propose(null);
  f.spareMessage = (
    await call(
      'owner',
      'PATCH',
      `/api/collaboration/${f.proposal}/message`,
      { message: 'To delete' },
      201,
    )
  ).id;
  f.accepted = await propose(f.campaign);
  await moveTo('influencer', f.accepted, 'accepted');
  f.spareProposal = await propose(f.draftCampaign);

  f.shop = 'matrix-owner.myshopify.com';
  providers.shopify.addShop({
    domain: f.shop,
    name: 'Owner Shop',
    email: 'shop@owner.example',
    currencyCode: 'USD',
  });
  await connectOwnerShop(f.shop);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await providers?.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

describe('authorization matrix', () => {
  it('has a row for every route and a route for every row', () => {
    const routes = new Set(registered);
    const missingRows = [...routes].filter((route) => !(route in TABLE)).sort();
    const staleRows = Object.keys(TABLE)
      .filter((route) => !routes.has(route))
      .sort();
    expect({ missingRows, staleRows }).toEqual({ missingRows: [], staleRows: [] });
  });

  const ordered = Object.entries(TABLE).sort(([, a], [, b]) => (a.phase ?? 0) - (b.phase ?? 0));
  it.each(ordered)('%s', async (route, { expect: statuses, req, after }) => {
    const [method, path] = route.split(' ') as [InjectOptions['method'], string];
    const send = (role: Role, { params = {}, query, payload, headers }: Req) => {
      const url = path.replace(/:(\w+)|\*/g, (all, name: string | undefined) => {
        const value = params[name ?? all];
        if (value === undefined) throw new Error(`${route}: no value for ${all}`);
        return name ? encodeURIComponent(value) : value;
      });
      return t.request({
        method,
        url: query ? `${url}?${query}` : url,
        token: role === 'visitor' ? undefined : f.tokens[role],
        ...(payload !== undefined && { payload }),
        ...(headers && { headers }),
      });
    };
    const actual: Partial<Record<Role, number>> = {};
    const bodies: Partial<Record<Role, string>> = {};
    const hidden: [Role, LightMyRequestResponse, LightMyRequestResponse][] = [];
    for (const role of SEND_ORDER) {
      const request = (await req?.(f, role)) ?? {};
      const res = await send(role, request);
      actual[role] = res.statusCode;
      bodies[role] = res.body.slice(0, 300);
      after?.(f, role, res);
      // The same request with unknown ids in the path, to compare a 404 with a missing resource's.
      const ids = Object.entries(request.params ?? {}).filter(([, v]) => UUID.test(v));
      if (role !== 'owner' && res.statusCode === 404 && ids.length > 0) {
        const unknown = Object.fromEntries(ids.map(([name]) => [name, randomUUID()]));
        const params = { ...request.params, ...unknown };
        hidden.push([role, res, await send(role, { ...request, params })]);
      }
    }
    const expected = Object.fromEntries(ROLES.map((role, i) => [role, statuses[i]]));
    const wrong = ROLES.filter((role) => actual[role] !== expected[role]);
    expect(actual, wrong.map((role) => `${role}: ${bodies[role]}`).join('\n')).toEqual(expected);
    // Another user's resource answers exactly as a missing one: the same problem, word for word.
    for (const [role, res, missing] of hidden)
      expect(problemOf(res), `${role}: as for a missing resource`).toEqual(problemOf(missing));
  });
});
