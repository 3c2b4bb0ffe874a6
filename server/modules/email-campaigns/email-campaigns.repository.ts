import { type EmailCampaignCounts, emptyEmailCampaignCounts } from '@shared/schemas/email';
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { EmailMessageStatus } from '@shared/constants/email';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { selectMessagesWithInfluencer } from '../email-delivery/email-delivery.read-model';
import {
  emailCampaigns,
  emailMessages,
  emailTemplates,
  influencers,
  lists,
  type EmailCampaignRow,
} from '../../db/schema';
import { knownEmailSql } from '../influencer-contacts/influencer-contacts.read-model';
import { firstRow } from '../../db/first-row';

/** Per-status recipient counts of one campaign, and how many recipients opened or clicked. */
export type CampaignCounts = EmailCampaignCounts;

/** A campaign row with its list's name. */
export type CampaignWithList = EmailCampaignRow & { listName: string | null };

const withListName = {
  campaign: emailCampaigns,
  listName: lists.name,
};

/** The user's campaigns, newest first. */
export async function listCampaigns(db: DbOrTx, userId: string): Promise<CampaignWithList[]> {
  const rows = await db
    .select(withListName)
    .from(emailCampaigns)
    .leftJoin(lists, eq(lists.id, emailCampaigns.listId))
    .where(eq(emailCampaigns.userId, userId))
    .orderBy(desc(emailCampaigns.createdAt));
  return rows.map((r) => ({ ...r.campaign, listName: r.listName }));
}

/** One campaign of the user's; null when it is missing or someone else's. */
export async function findCampaign(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<CampaignWithList | null> {
  const [row] = await db
    .select(withListName)
    .from(emailCampaigns)
    .leftJoin(lists, eq(lists.id, emailCampaigns.listId))
    .where(and(eq(emailCampaigns.id, id), eq(emailCampaigns.userId, userId)));
  return row ? { ...row.campaign, listName: row.listName } : null;
}

/** Locks a campaign row for a status move inside a transaction. */
export async function lockCampaign(db: DbOrTx, userId: string, id: string) {
  return firstRow(
    db
      .select()
      .from(emailCampaigns)
      .where(and(eq(emailCampaigns.id, id), eq(emailCampaigns.userId, userId)))
      .for('update'),
  );
}

/** Locks a campaign by id alone (the scheduler acts for its owner). */
export async function lockCampaignById(db: DbOrTx, id: string) {
  return firstRow(db.select().from(emailCampaigns).where(eq(emailCampaigns.id, id)).for('update'));
}

/** Inserts a draft. */
export async function insertCampaign(db: DbOrTx, values: typeof emailCampaigns.$inferInsert) {
  const [row] = await db.insert(emailCampaigns).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Updates a campaign's fields (and `updated_at`). */
export async function updateCampaign(
  db: DbOrTx,
  id: string,
  values: Partial<typeof emailCampaigns.$inferInsert>,
) {
  await db
    .update(emailCampaigns)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(emailCampaigns.id, id));
}

/**
 * Deletes a campaign that is not sending (its recipient rows go with it; unsubscribe links keep
 * working, they name the sender and address). @returns false when it was sending.
 */
export async function deleteCampaign(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(emailCampaigns)
    .where(and(eq(emailCampaigns.id, id), sql`${emailCampaigns.status} <> 'sending'`))
    .returning({ id: emailCampaigns.id });
  return rows.length > 0;
}

/** Counts per status for each of the given campaigns (absent campaigns have no recipients yet). */
export async function countRecipients(
  db: DbOrTx,
  campaignIds: string[],
): Promise<Map<string, CampaignCounts>> {
  const counts = new Map<string, CampaignCounts>();
  if (campaignIds.length === 0) return counts;
  const rows = await db
    .select({
      campaignId: emailMessages.campaignId,
      status: emailMessages.status,
      n: count(),
      opened: sql<number>`count(*) filter (where ${emailMessages.openCount} > 0)`.mapWith(Number),
      clicked: sql<number>`count(*) filter (where ${emailMessages.clickCount} > 0)`.mapWith(Number),
      prefetched: sql<number>`count(*) filter (where ${emailMessages.scannerOpenCount} > 0
        and ${emailMessages.openCount} = 0)`.mapWith(Number),
      bounced: sql<number>`count(*) filter (where ${emailMessages.bounceKind} = 'hard')`.mapWith(
        Number,
      ),
    })
    .from(emailMessages)
    .where(inArray(emailMessages.campaignId, campaignIds))
    .groupBy(emailMessages.campaignId, emailMessages.status);
  for (const row of rows) {
    if (!row.campaignId) continue;
    const c = counts.get(row.campaignId) ?? emptyEmailCampaignCounts();
    c.total += row.n;
    // `sending` rows are in flight: still to be sent, as far as the reader is concerned.
    const bucket = row.status === 'sending' ? 'pending' : (row.status as keyof CampaignCounts);
    c[bucket] += row.n;
    c.opened += row.opened;
    c.clicked += row.clicked;
    c.prefetched += row.prefetched;
    c.bounced += row.bounced;
    counts.set(row.campaignId, c);
  }
  return counts;
}

/** The recipients a campaign names: its list, or its chosen profiles. */
type Recipients = Pick<EmailCampaignRow, 'userId' | 'listId' | 'influencerIds'>;

/**
 * The recipients a campaign would have if it started now, as SQL rows, one per influencer of its
 * list (in the order they were added) or of its chosen profiles (in the order chosen), at most
 * `limit`: `influencer_id`, `ord`, the profile's `name`, `username`, `platform` and `avatar_url`,
 * the address the user knows for it (`email`, from `knownEmailSql`) and `skip_reason`, null when
 * it would be sent, else why not: `no_email`, `bounced` or `unsubscribed` (an address on the
 * user's suppression list, also one added by hand), `duplicate` (an address an earlier recipient
 * has). The one rule for both the recipients a start creates and the reach the composer shows.
 */
function recipientPlanSql(campaign: Recipients, limit: number) {
  const chosen = campaign.listId
    ? sql`select li.influencer_id, li.added_at as ord from list_influencers li where li.list_id = ${campaign.listId}`
    : sql`select u.id as influencer_id, to_timestamp(u.ord) as ord
          from unnest(${sql.param(campaign.influencerIds)}::uuid[]) with ordinality as u(id, ord)`;
  return sql`
    select r.influencer_id, r.ord, r.name, r.username, r.platform, r.avatar_url, r.email,
      case when r.email is null then 'no_email'
           when s.reason = 'bounced' then 'bounced'
           when s.reason is not null then 'unsubscribed'
           when r.rank > 1 then 'duplicate' end as skip_reason
    from (
      select c.influencer_id, coalesce(i.name, i.username) as name, i.username, i.platform,
        i.avatar_url, c.email, c.ord,
        row_number() over (partition by c.email order by c.ord, c.influencer_id) as rank
      from (
        select x.influencer_id, x.ord, ${knownEmailSql(campaign.userId, sql`x.influencer_id`)} as email
        from (${chosen} order by ord limit ${limit}) x
      ) c
      join ${influencers} i on i.id = c.influencer_id
    ) r
    left join email_suppressions s on s.user_id = ${campaign.userId} and s.email = r.email`;
}

/** How many recipients a campaign reaches, and how many it skips for each reason. */
export interface ReachCounts {
  total: number;
  reachable: number;
  noEmail: number;
  unsubscribed: number;
  bounced: number;
  duplicate: number;
}

/** A recipient without a known address (what the composer lists to add one). */
export interface UnreachableRow {
  id: string;
  platform: string;
  username: string;
  name: string | null;
  avatarUrl: string | null;
}

/**
 * The reach of a campaign's recipients if it started now (see {@link recipientPlanSql}), and the
 * first `listed` of those without a known address, in recipient order.
 */
export async function findReach(
  db: DbOrTx,
  campaign: Recipients,
  opts: { limit: number; listed: number },
): Promise<{ counts: ReachCounts; withoutEmail: UnreachableRow[] }> {
  const plan = recipientPlanSql(campaign, opts.limit);
  const [counts] = await rawRows<ReachCounts>(
    db,
    sql`
    select count(*)::int as "total",
      count(*) filter (where p.skip_reason is null)::int as "reachable",
      count(*) filter (where p.skip_reason = 'no_email')::int as "noEmail",
      count(*) filter (where p.skip_reason = 'unsubscribed')::int as "unsubscribed",
      count(*) filter (where p.skip_reason = 'bounced')::int as "bounced",
      count(*) filter (where p.skip_reason = 'duplicate')::int as "duplicate"
    from (${plan}) p`,
  );
  const withoutEmail =
    counts && counts.noEmail > 0
      ? await rawRows<UnreachableRow>(
          db,
          sql`
          select p.influencer_id as "id", p.platform, p.username, p.name, p.avatar_url as "avatarUrl"
          from (${plan}) p
          where p.skip_reason = 'no_email'
          order by p.ord, p.influencer_id
          limit ${opts.listed}`,
        )
      : [];
  return { counts: counts ?? emptyReach(), withoutEmail };
}

/** A reach of nobody. */
export const emptyReach = (): ReachCounts => ({
  total: 0,
  reachable: 0,
  noEmail: 0,
  unsubscribed: 0,
  bounced: 0,
  duplicate: 0,
});

/**
 * Creates one recipient row per influencer of the campaign's list or chosen profiles (at most
 * `limit`), once: each gets the address the user knows for it and a fixed Message-ID; rows the
 * plan skips ({@link recipientPlanSql}: no address, a suppressed address, an address already taken
 * by an earlier recipient) are created skipped with the reason. Recipients already created are
 * left alone (`on conflict do nothing`), so starting twice adds nothing.
 * @returns the reach of the rows created.
 */
export async function createRecipients(
  db: DbOrTx,
  campaign: EmailCampaignRow,
  opts: { domain: string; limit: number },
): Promise<ReachCounts> {
  const created = await rawRows<{ skip_reason: string | null }>(
    db,
    sql`
    insert into email_messages
      (user_id, campaign_id, influencer_id, email, name, status, skip_reason, message_id, position)
    select ${campaign.userId}, ${campaign.id}, p.influencer_id, p.email, p.name,
      case when p.skip_reason is null then 'pending' else 'skipped' end,
      p.skip_reason,
      '<' || gen_random_uuid() || '@' || ${opts.domain} || '>',
      row_number() over (order by p.ord, p.influencer_id)
    from (${recipientPlanSql(campaign, opts.limit)}) p
    on conflict do nothing
    returning skip_reason`,
  );
  const reach = emptyReach();
  const bucket = {
    no_email: 'noEmail',
    unsubscribed: 'unsubscribed',
    bounced: 'bounced',
    duplicate: 'duplicate',
  } as const;
  for (const { skip_reason: reason } of created) {
    reach.total += 1;
    if (reason === null) reach.reachable += 1;
    else reach[bucket[reason as keyof typeof bucket]] += 1;
  }
  return reach;
}

/** Marks the pending recipients of a cancelled campaign cancelled. */
export async function cancelPendingRecipients(db: DbOrTx, campaignId: string) {
  await db
    .update(emailMessages)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(emailMessages.campaignId, campaignId), eq(emailMessages.status, 'pending')));
}

/** A page of a campaign's recipients (50 a page, in their list's order) and the total. */
export async function findRecipients(
  db: DbOrTx,
  campaignId: string,
  opts: { page: number; status?: EmailMessageStatus | undefined },
) {
  const where = and(
    eq(emailMessages.campaignId, campaignId),
    opts.status ? eq(emailMessages.status, opts.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectMessagesWithInfluencer(db)
      .where(where)
      .orderBy(emailMessages.position, emailMessages.id)
      .limit(50)
      .offset((opts.page - 1) * 50),
    db.select({ n: count() }).from(emailMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Whether a list is the user's. */
export async function ownsList(db: DbOrTx, userId: string, listId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: lists.id })
    .from(lists)
    .where(and(eq(lists.id, listId), eq(lists.userId, userId)));
  return Boolean(row);
}

/** Whether a template is the user's own or public (a campaign may start from either). */
export async function canUseTemplate(db: DbOrTx, userId: string, templateId: string) {
  const [row] = await db
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.id, templateId),
        or(eq(emailTemplates.userId, userId), eq(emailTemplates.isPublic, true)),
      ),
    );
  return Boolean(row);
}
