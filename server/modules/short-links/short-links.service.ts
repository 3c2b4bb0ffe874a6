import { randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import type { Clicks, ShortLink } from '@shared/schemas/short-links';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { ShortLinkRow, UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import { ownedCampaign } from '../campaigns/campaigns.service';
import {
  addClick,
  findByCode,
  findCampaignClickDays,
  findCampaignClicksByCollaboration,
  findClickDays,
  findCollaborationLink,
  insertShortLinkIfFree,
  sumClicks,
  updateShortLinkUrl,
  type ClickDayRow,
} from './short-links.repository';

/** Draws before giving up: with 2^48 codes a taken one is already rare, eight in a row never. */
const CODE_ATTEMPTS = 8;

/** A random, unguessable code: 6 bytes from the CSPRNG as 8 URL-safe base64 characters (48 bits). */
const newCode = () => randomBytes(6).toString('base64url');

/** The absolute address of the short link `code` on the app's public URL. */
const shortUrlOf = (ctx: AppContext, code: string) => `${ctx.appUrl}/s/${code}`;

const presentLink = (ctx: AppContext, row: ShortLinkRow): ShortLink => ({
  code: row.code,
  shortUrl: shortUrlOf(ctx, row.code),
  url: row.url,
  createdAt: row.createdAt.toISOString(),
});

const presentClicks = (days: ClickDayRow[]): Clicks => ({
  total: days.reduce((sum, d) => sum + d.clicks, 0),
  days,
});

/** Inserts a short link under a fresh random code, drawing again while the code is taken. */
async function insertLink(
  db: DbOrTx,
  link: { url: string; ownerId: string; collaborationId?: string },
): Promise<ShortLinkRow> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const row = await insertShortLinkIfFree(db, { ...link, code: newCode() });
    if (row) return row;
  }
  throw new Error(`No free short link code after ${CODE_ATTEMPTS} draws`);
}

/**
 * `POST /api/shorten-url/new`: a short link owned by `user` to `url` (an http(s) URL the schema
 * checked). @returns the link with its absolute `shortUrl`.
 */
export async function shortenUrl(ctx: AppContext, user: UserRow, url: string): Promise<ShortLink> {
  // Stored as the URL serialises (non-ASCII and spaces percent-encoded): the raw text can hold
  // characters a Location header refuses, and every visit would fail.
  const target = new URL(url).href;
  return presentLink(ctx, await insertLink(ctx.db, { url: target, ownerId: user.id }));
}

/** Why a request to `/s/{code}` is a real click: what the redirect counts. */
export interface ClickRequest {
  method: string;
  userAgent: string | undefined;
  /** `Sec-Purpose` or `Purpose` header: `prefetch` for a browser's speculative load. */
  purpose: string | undefined;
}

/**
 * A real visit: a GET from a browser — not a HEAD, not a prefetch, and not a bot or link preview
 * (Slackbot, facebookexternalhit, Twitterbot, WhatsApp, curl… per the maintained `isbot` list).
 * A request without a User-Agent is not a browser's and does not count either.
 */
const isRealClick = ({ method, userAgent, purpose }: ClickRequest) =>
  method === 'GET' && !!userAgent && !isbot(userAgent) && !/prefetch/i.test(purpose ?? '');

/**
 * `GET /s/{code}`: the short link's target, counting the visit on today's (UTC) row when it is a
 * real click. @throws 404 for an unknown code.
 */
export async function followShortLink(
  ctx: AppContext,
  code: string,
  request: ClickRequest,
): Promise<string> {
  const link = await findByCode(ctx.db, code);
  if (!link) throw notFound('short link');
  if (isRealClick(request)) await addClick(ctx.db, link.id);
  return link.url;
}

/**
 * `GET /api/shorten-url/{code}/clicks`: the link's clicks per UTC day and total.
 * @throws 404 for an unknown code or another user's link.
 */
export async function shortLinkClicks(
  ctx: AppContext,
  user: UserRow,
  code: string,
): Promise<Clicks> {
  const link = await findByCode(ctx.db, code);
  if (!link || link.ownerId !== user.id) throw notFound('short link');
  return presentClicks(await findClickDays(ctx.db, link.id));
}

/**
 * `GET /api/campaign/{id}/tracking-clicks`: clicks on the tracking links of all the campaign's
 * collaborations, per UTC day and total. @throws 404 unless the campaign is the user's.
 */
export async function campaignTrackingClicks(
  ctx: AppContext,
  user: UserRow,
  campaignId: string,
): Promise<Clicks> {
  await ownedCampaign(ctx, user, campaignId);
  return presentClicks(await findCampaignClickDays(ctx.db, campaignId));
}

/**
 * Clicks on each campaign collaboration's tracking link (by collaboration id) and per UTC day.
 * @throws 404 unless the campaign is the user's.
 */
export async function campaignClicksByCollaboration(
  ctx: AppContext,
  user: UserRow,
  campaignId: string,
): Promise<{ byCollaboration: Map<string, number>; days: Clicks['days'] }> {
  const clicks = await campaignTrackingClicks(ctx, user, campaignId);
  const rows = await findCampaignClicksByCollaboration(ctx.db, campaignId);
  return {
    byCollaboration: new Map(rows.map((r) => [r.collaborationId, r.clicks])),
    days: clicks.days,
  };
}

/** A collaboration's tracking link as its parties see it: the short address and its clicks. */
export interface TrackingLink {
  shortUrl: string;
  code: string;
  clicks: number;
}

/** The collaboration's tracking short link with its total clicks, or null when it has none. */
export async function collaborationTrackingLink(
  ctx: AppContext,
  collaborationId: string,
): Promise<TrackingLink | null> {
  const link = await findCollaborationLink(ctx.db, collaborationId);
  if (!link) return null;
  const clicks = await sumClicks(ctx.db, link.id);
  return { shortUrl: shortUrlOf(ctx, link.code), code: link.code, clicks };
}

/**
 * Points the collaboration's tracking short link (owned by the advertiser) at `url`: created on
 * the first call, retargeted afterwards so the address the influencer already published keeps
 * working and keeps its clicks. Runs in the caller's transaction.
 */
export async function setCollaborationLink(
  db: DbOrTx,
  link: { collaborationId: string; ownerId: string; url: string },
): Promise<void> {
  const current = await findCollaborationLink(db, link.collaborationId);
  if (current) await updateShortLinkUrl(db, current.id, link.url);
  else await insertLink(db, link);
}

export { withUtm, type Utm } from './utm';
