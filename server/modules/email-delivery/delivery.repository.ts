import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import {
  emailCampaigns,
  emailMessages,
  emailSenders,
  emailSuppressions,
  emailWorkers,
  influencers,
  users,
} from '../../db/schema';
import { influencerDiscountCodeSql } from '../collaborations/collaborations.read-model';
import { firstRow } from '../../db/first-row';

/** A recipient row a worker now holds, with what sending it needs. */
export interface ClaimedMessage {
  id: string;
  userId: string;
  campaignId: string | null;
  influencerId: string | null;
  email: string;
  name: string;
  username: string;
  messageId: string;
  subject: string | null;
  html: string | null;
  attempts: number;
  /** The sender's suppression reason for this address, when it is on the list. */
  suppressed: string | null;
  /** The code the sender gave this influencer in a collaboration (their Shopify code first). */
  discountCode: string | null;
  /** When this send may start, and the database's clock at the claim (UTC), for the pacer wait. */
  slot: Date;
  dbNow: Date;
}

interface ClaimRow {
  id: string;
  user_id: string;
  campaign_id: string | null;
  influencer_id: string | null;
  email: string;
  name: string;
  username: string | null;
  message_id: string;
  subject: string | null;
  html: string | null;
  attempts: number;
  suppressed: string | null;
  discount_code: string | null;
  slot_ms: number;
  now_ms: number;
}

/** Epoch milliseconds of a timestamp, as a float8 (both drivers answer a JS number). */
const epochMs = (expression: SQL) => sql`(extract(epoch from ${expression}) * 1000)::float8`;

/** The answer of {@link claimNext}: a held row, a wait for the rate window, or nothing to send. */
export type ClaimResult =
  { kind: 'claimed'; message: ClaimedMessage } | { kind: 'wait'; ms: number } | { kind: 'none' };

/**
 * Claims one sendable row, under the global rate, in one statement:
 * 1. on PostgreSQL, first locks the pacer row in a transaction, so claims of every worker and
 *    process take turns (PGlite runs one statement at a time anyway);
 * 2. counts messages in flight (`sending`) plus those that reached a mail server in the last
 *    second (`sent_at`); at `ratePerSecond` or more it answers `wait` until the oldest of them
 *    leaves the window. Because a send counts from its claim until a second after the server
 *    accepted it, no one-second window at the receiving server can hold more than the rate;
 * 3. takes the next row (`FOR UPDATE SKIP LOCKED`: two workers never take the same one), makes
 *    it `sending` with `claimed_by = workerId` and one more attempt, and reserves its start slot:
 *    `email_pacer.next_slot` moves on by `intervalSeconds`, spacing starts evenly.
 * A campaign row is claimable only while its campaign is sending.
 */
export async function claimNext(
  db: Db,
  opts: {
    workerId: string;
    ratePerSecond: number;
    intervalSeconds: number;
    /** PGlite: one connection running one statement at a time, so no lock is needed. */
    singleConnection: boolean;
  } & ({ campaignId: string } | { messageId: string }),
): Promise<ClaimResult> {
  const target =
    'campaignId' in opts
      ? sql`m.campaign_id = ${opts.campaignId}
          and exists (select 1 from email_campaigns c where c.id = ${opts.campaignId} and c.status = 'sending')`
      : sql`m.id = ${opts.messageId} and m.campaign_id is null`;
  const claim = async (tx: DbOrTx): Promise<ClaimResult> => {
    // One statement after the lock (every statement costs PGlite ~0.5 ms to parse and plan).
    // The clock is read once in a materialised CTE: compared with a volatile clock_timestamp(),
    // the sent_at index could not be used and every claim would scan the whole history.
    const [row] = await rawRows<ClaimRow & { busy: number; oldest_ms: number | null }>(
      tx,
      sql`
      with clock as materialized (select clock_timestamp() as t),
      rate_window as materialized (
        select
          (select count(*) from email_messages where status = 'sending')::int
            + (select count(*) from email_messages
               where sent_at > (select t from clock) - interval '1 second')::int as busy,
          (select min(sent_at) from email_messages
           where sent_at > (select t from clock) - interval '1 second') as oldest
      ), next as (
        select m.id from email_messages m
        where ${target} and m.status = 'pending' and m.next_attempt_at <= now()
          and (select busy from rate_window) < ${opts.ratePerSecond}
        order by m.next_attempt_at, m.position, m.id
        limit 1
        for update skip locked
      ), slot as (
        update email_pacer
        set next_slot = greatest(next_slot, clock_timestamp()) + make_interval(secs => ${opts.intervalSeconds})
        where id = 1 and exists (select 1 from next)
        returning next_slot - make_interval(secs => ${opts.intervalSeconds}) as slot
      ), claimed as (
        update email_messages m
        set status = 'sending', claimed_by = ${opts.workerId}, attempts = m.attempts + 1,
            updated_at = now()
        from next
        where m.id = next.id
        returning m.id, m.user_id, m.campaign_id, m.influencer_id, m.email, m.name, m.message_id,
          m.subject, m.html, m.attempts,
          (select i.username from influencers i where i.id = m.influencer_id) as username,
          (select s.reason from email_suppressions s
           where s.user_id = m.user_id and s.email = m.email) as suppressed,
          ${influencerDiscountCodeSql(sql`m.user_id`, sql`m.influencer_id`)} as discount_code,
          ${epochMs(sql`(select slot from slot)`)} as slot_ms
      )
      select claimed.*, w.busy, ${epochMs(sql`w.oldest`)} as oldest_ms,
        ${epochMs(sql`clock_timestamp()`)} as now_ms
      from rate_window w left join claimed on true`,
    );
    if (row && row.busy >= opts.ratePerSecond) {
      const ms = row.oldest_ms ? row.oldest_ms + 1_000 - row.now_ms : opts.intervalSeconds * 1_000;
      return { kind: 'wait', ms: Math.max(1, ms) };
    }
    if (!row?.id) return { kind: 'none' };
    return {
      kind: 'claimed',
      message: {
        id: row.id,
        userId: row.user_id,
        campaignId: row.campaign_id,
        influencerId: row.influencer_id,
        email: row.email,
        name: row.name,
        username: row.username ?? '',
        messageId: row.message_id,
        subject: row.subject,
        html: row.html,
        attempts: row.attempts,
        suppressed: row.suppressed,
        discountCode: row.discount_code,
        slot: new Date(row.slot_ms),
        dbNow: new Date(row.now_ms),
      },
    };
  };
  // On PGlite the one statement below runs alone, so it is atomic by itself; on PostgreSQL the
  // pacer lock makes claims take turns, and the statement's snapshot is taken after it.
  if (opts.singleConnection) return claim(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from email_pacer where id = 1 for update`);
    return claim(tx);
  });
}

/** Marks a held row sent (UTC now). False when this worker no longer holds it. */
export async function markSent(db: DbOrTx, id: string, workerId: string): Promise<boolean> {
  const rows = await db
    .update(emailMessages)
    .set({
      status: 'sent',
      sentAt: sql`clock_timestamp()`,
      claimedBy: null,
      lastError: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(emailMessages.id, id),
        eq(emailMessages.status, 'sending'),
        eq(emailMessages.claimedBy, workerId),
      ),
    )
    .returning({ id: emailMessages.id });
  return rows.length > 0;
}

/**
 * Marks a held row failed for good with the SMTP answer as the reason; `hardBounce` records that
 * the answer refused the mailbox itself (counted in the campaign's bounce rate).
 */
export async function markFailed(
  db: DbOrTx,
  id: string,
  workerId: string,
  reason: string,
  hardBounce = false,
) {
  await db
    .update(emailMessages)
    .set({
      status: 'failed',
      failedAt: sql`now()`,
      claimedBy: null,
      lastError: reason,
      updatedAt: sql`now()`,
      ...(hardBounce && { bouncedAt: sql`now()`, bounceKind: 'hard' }),
    })
    .where(and(eq(emailMessages.id, id), eq(emailMessages.claimedBy, workerId)));
}

/** Marks a held row skipped (an address suppressed since the row was created). */
export async function markSkipped(db: DbOrTx, id: string, workerId: string, reason: string) {
  await db
    .update(emailMessages)
    .set({ status: 'skipped', skipReason: reason, claimedBy: null, updatedAt: sql`now()` })
    .where(and(eq(emailMessages.id, id), eq(emailMessages.claimedBy, workerId)));
}

/**
 * The status a row handed back gets: pending, or cancelled when its campaign was cancelled while
 * the row was held (so it is not left "pending" in a campaign that will never send it).
 */
const releasedStatus = sql`case when exists (
    select 1 from email_campaigns c where c.id = email_messages.campaign_id and c.status = 'cancelled'
  ) then 'cancelled' else 'pending' end`;

/** Hands a held row back as pending, to be tried again at `retryAt` (UTC). */
export async function releaseForRetry(
  db: DbOrTx,
  id: string,
  workerId: string,
  retryAt: Date,
  reason: string,
) {
  await db
    .update(emailMessages)
    .set({
      status: releasedStatus,
      nextAttemptAt: retryAt,
      claimedBy: null,
      lastError: reason,
      updatedAt: sql`now()`,
    })
    .where(and(eq(emailMessages.id, id), eq(emailMessages.claimedBy, workerId)));
}

/** Adds an address to a sender's suppression list (idempotent; the first reason stays). */
export async function suppress(db: DbOrTx, userId: string, email: string, reason: string) {
  await db.insert(emailSuppressions).values({ userId, email, reason }).onConflictDoNothing();
}

/** Records that a worker is alive (creating its row on the first beat). */
export async function heartbeat(db: DbOrTx, workerId: string) {
  await db
    .insert(emailWorkers)
    .values({ id: workerId })
    .onConflictDoUpdate({ target: emailWorkers.id, set: { heartbeatAt: sql`now()` } });
}

/** Removes a stopping worker and hands back every row it still holds. */
export async function retireWorker(db: DbOrTx, workerId: string) {
  await db
    .update(emailMessages)
    .set({ status: releasedStatus, claimedBy: null, updatedAt: sql`now()` })
    .where(and(eq(emailMessages.claimedBy, workerId), eq(emailMessages.status, 'sending')));
  await db.delete(emailWorkers).where(eq(emailWorkers.id, workerId));
}

/**
 * Hands back the rows of workers silent for `staleSeconds` (crashed or killed) and forgets those
 * workers. A row handed back keeps its Message-ID, so if the dead worker had already sent it,
 * the repeat is the same message. Returns how many rows were released.
 */
export async function releaseStaleClaims(db: DbOrTx, staleSeconds: number): Promise<number> {
  const released = await rawRows<{ id: string }>(
    db,
    sql`
    update email_messages set status = ${releasedStatus}, claimed_by = null, updated_at = now()
    where status = 'sending'
      and not exists (
        select 1 from email_workers w
        where w.id = email_messages.claimed_by
          and w.heartbeat_at > now() - make_interval(secs => ${staleSeconds})
      )
    returning id`,
  );
  await db.execute(
    sql`delete from email_workers where heartbeat_at < now() - make_interval(secs => ${staleSeconds})`,
  );
  return released.length;
}

/**
 * What is left of a campaign: rows pending or held, the earliest retry among the pending, and
 * whether the campaign is still sending.
 */
export async function campaignBacklog(db: DbOrTx, campaignId: string) {
  const [row] = await rawRows<{
    open: number | string;
    next_at_ms: number | null;
    sending: boolean | null;
  }>(
    db,
    sql`
    select count(*) as open,
      ${epochMs(sql`min(next_attempt_at) filter (where status = 'pending')`)} as next_at_ms,
      (select c.status = 'sending' from email_campaigns c where c.id = ${campaignId}) as sending
    from email_messages
    where campaign_id = ${campaignId} and status in ('pending', 'sending')`,
  );
  return {
    open: Number(row?.open ?? 0),
    nextAttemptAt: row?.next_at_ms != null ? new Date(row.next_at_ms) : null,
    sending: row?.sending === true,
  };
}

/** Turns a sending campaign with nothing left into `sent` (compare-and-set). */
export async function finishCampaign(db: DbOrTx, campaignId: string): Promise<boolean> {
  const finished = await rawRows<{ id: string }>(
    db,
    sql`
    update email_campaigns set status = 'sent', finished_at = now(), updated_at = now()
    where id = ${campaignId} and status = 'sending'
      and not exists (
        select 1 from email_messages
        where campaign_id = ${campaignId} and status in ('pending', 'sending'))
    returning id`,
  );
  return finished.length > 0;
}

/** Pauses a sending campaign on the sender's own initiative, saying why; whether it paused now. */
export async function autoPauseCampaign(
  db: DbOrTx,
  campaignId: string,
  reason: string,
): Promise<boolean> {
  const paused = await db
    .update(emailCampaigns)
    .set({ status: 'paused', pausedReason: reason, updatedAt: sql`now()` })
    .where(and(eq(emailCampaigns.id, campaignId), eq(emailCampaigns.status, 'sending')))
    .returning({ id: emailCampaigns.id });
  return paused.length > 0;
}

/** The campaign fields rendering needs, with the sender; null when the campaign is gone. */
export async function findCampaignForSending(db: DbOrTx, campaignId: string) {
  return firstRow(
    db
      .select({
        id: emailCampaigns.id,
        name: emailCampaigns.name,
        subject: emailCampaigns.subject,
        content: emailCampaigns.content,
        discountCode: emailCampaigns.discountCode,
        trackOpens: emailCampaigns.trackOpens,
        trackClicks: emailCampaigns.trackClicks,
        updatedAt: emailCampaigns.updatedAt,
      })
      .from(emailCampaigns)
      .where(eq(emailCampaigns.id, campaignId)),
  );
}

/**
 * Campaigns in `sending` with rows claimable now, sending campaigns with nothing left (their
 * last dispatch stopped before marking them sent), single mails pending past their retry time,
 * and scheduled campaigns due: what the sweep takes up (at most 100 of each).
 */
export async function findWork(db: DbOrTx) {
  const sending = await rawRows<{ id: string }>(
    db,
    sql`
    select c.id from email_campaigns c
    where c.status = 'sending' and exists (
      select 1 from email_messages m
      where m.campaign_id = c.id and m.status = 'pending' and m.next_attempt_at <= now())
    limit 100`,
  );
  const mails = await rawRows<{ id: string }>(
    db,
    sql`
    select id from email_messages
    where campaign_id is null and status = 'pending' and next_attempt_at <= now()
    limit 100`,
  );
  const finished = await rawRows<{ id: string }>(
    db,
    sql`
    select c.id from email_campaigns c
    where c.status = 'sending' and not exists (
      select 1 from email_messages m
      where m.campaign_id = c.id and m.status in ('pending', 'sending'))
    limit 100`,
  );
  const due = await rawRows<{ id: string }>(
    db,
    sql`
    select id from email_campaigns
    where status = 'scheduled' and scheduled_at <= now()
    limit 100`,
  );
  return {
    campaigns: sending.map((r) => r.id),
    finished: finished.map((r) => r.id),
    mails: mails.map((r) => r.id),
    scheduled: due.map((r) => r.id),
  };
}

/**
 * Counts an open of a sent message whose campaign tracks opens (first time kept): as a scanner
 * prefetch when `scanner` is set, nothing was counted yet and it was sent under
 * `prefetchWindowSeconds` ago; as a human open otherwise. False when nothing was counted (no such
 * message, not sent, or its campaign does not track opens).
 */
export async function recordOpen(
  db: DbOrTx,
  id: string,
  opts: { scanner: boolean; prefetchWindowSeconds: number },
): Promise<boolean> {
  const prefetch = sql`(${opts.scanner} and ${emailMessages.openCount} = 0
    and ${emailMessages.scannerOpenCount} = 0
    and ${emailMessages.sentAt} > now() - make_interval(secs => ${opts.prefetchWindowSeconds}))`;
  const rows = await db
    .update(emailMessages)
    .set({
      openCount: sql`${emailMessages.openCount} + case when ${prefetch} then 0 else 1 end`,
      scannerOpenCount: sql`${emailMessages.scannerOpenCount} + case when ${prefetch} then 1 else 0 end`,
      firstOpenedAt: sql`case when ${prefetch} then ${emailMessages.firstOpenedAt}
        else coalesce(${emailMessages.firstOpenedAt}, now()) end`,
    })
    .where(
      and(
        eq(emailMessages.id, id),
        sql`${emailMessages.sentAt} is not null`,
        sql`exists (select 1 from ${emailCampaigns} c
          where c.id = ${emailMessages.campaignId} and c.track_opens)`,
      ),
    )
    .returning({ id: emailMessages.id });
  return rows.length > 0;
}

/** Counts a click of a tracked message (first time kept). */
export async function recordClick(db: DbOrTx, id: string) {
  await db
    .update(emailMessages)
    .set({
      clickCount: sql`${emailMessages.clickCount} + 1`,
      firstClickedAt: sql`coalesce(${emailMessages.firstClickedAt}, now())`,
    })
    .where(eq(emailMessages.id, id));
}

/** The message a VERP return path names, with what a bounce changes; null when there is none. */
export async function findBounceTarget(db: DbOrTx, id: string) {
  return firstRow(
    db
      .select({
        id: emailMessages.id,
        userId: emailMessages.userId,
        campaignId: emailMessages.campaignId,
        email: emailMessages.email,
        status: emailMessages.status,
        bounceKind: emailMessages.bounceKind,
      })
      .from(emailMessages)
      .where(eq(emailMessages.id, id)),
  );
}

/**
 * Records a hard bounce reported after the message was accepted: the row fails with the remote
 * answer as the reason. Only a sent (or pending retry) row not already hard-bounced changes, so
 * a DSN delivered twice counts once. True when it changed.
 */
export async function recordHardBounce(db: DbOrTx, id: string, reason: string): Promise<boolean> {
  const rows = await db
    .update(emailMessages)
    .set({
      status: 'failed',
      failedAt: sql`coalesce(${emailMessages.failedAt}, now())`,
      lastError: reason,
      bouncedAt: sql`now()`,
      bounceKind: 'hard',
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(emailMessages.id, id),
        sql`${emailMessages.status} in ('sent', 'pending')`,
        sql`${emailMessages.bounceKind} is distinct from 'hard'`,
      ),
    )
    .returning({ id: emailMessages.id });
  return rows.length > 0;
}

/**
 * Records a soft bounce of a sent row: within `budget` soft bounces the row goes back to pending,
 * retried at `retryAt` (and a finished campaign is sending again, so the sweep takes it up);
 * the bounce that uses up the budget, or one in a cancelled campaign, fails it. Returns what became of the row, or null when it
 * was not a sent row.
 */
export async function recordSoftBounce(
  db: DbOrTx,
  id: string,
  reason: string,
  budget: number,
  retryAt: Date,
): Promise<'retry' | 'failed' | null> {
  // Retried within the budget, unless its campaign was cancelled meanwhile.
  const retry = sql`(soft_bounces + 1 < ${budget} and not exists (
    select 1 from email_campaigns c where c.id = email_messages.campaign_id and c.status = 'cancelled'))`;
  const [row] = await rawRows<{ status: string; campaign_id: string | null }>(
    db,
    sql`
    update email_messages set
      soft_bounces = soft_bounces + 1,
      bounced_at = now(),
      bounce_kind = 'soft',
      last_error = ${reason},
      status = case when ${retry} then 'pending' else 'failed' end,
      next_attempt_at = case when ${retry} then ${retryAt} else next_attempt_at end,
      failed_at = case when ${retry} then failed_at else now() end,
      sent_at = case when ${retry} then null else sent_at end,
      updated_at = now()
    where id = ${id} and status = 'sent'
    returning status, campaign_id`,
  );
  if (!row) return null;
  if (row.status === 'pending' && row.campaign_id) {
    await db
      .update(emailCampaigns)
      .set({ status: 'sending', finishedAt: null, updatedAt: sql`now()` })
      .where(and(eq(emailCampaigns.id, row.campaign_id), eq(emailCampaigns.status, 'sent')));
  }
  return row.status === 'pending' ? 'retry' : 'failed';
}

/**
 * A campaign's hard bounces and the recipients its mail reached (accepted by a server, or
 * refused by it as a bad mailbox): the bounce rate's parts.
 */
export async function campaignBounces(db: DbOrTx, campaignId: string) {
  const [row] = await rawRows<{ bounced: number; reached: number }>(
    db,
    sql`
    select (count(*) filter (where bounce_kind = 'hard'))::int as bounced,
      (count(*) filter (where sent_at is not null or bounce_kind = 'hard'))::int as reached
    from email_messages where campaign_id = ${campaignId}`,
  );
  return { bounced: row?.bounced ?? 0, reached: row?.reached ?? 0 };
}

/**
 * The name an unsubscribe page shows for a sender (sender name, else account name) and whether
 * `email` is already on that sender's suppression list; null when the account is gone.
 */
export async function findUnsubscribeTarget(db: DbOrTx, userId: string, email: string) {
  return firstRow(
    db
      .select({
        senderName: sql<string>`coalesce(${emailSenders.name}, ${users.name})`,
        suppressed: sql<boolean>`exists (select 1 from ${emailSuppressions} s
        where s.user_id = ${users.id} and s.email = ${email})`,
      })
      .from(users)
      .leftJoin(emailSenders, eq(emailSenders.userId, users.id))
      .where(eq(users.id, userId)),
  );
}

/** How the history of a message waiting for the sender's Gmail limit starts (see {@link deferForGmail}). */
export const GMAIL_WAIT_MARK = 'Waiting for Gmail — ';

/**
 * A held row that must wait for the sender's Gmail sending limit (integrations.md §6): back to
 * pending until `until` (UTC) with `reason` after {@link GMAIL_WAIT_MARK}, the claim not counted
 * as an attempt (a wait is not a failure, so it never uses up the retries); and the user's other
 * pending rows due before then wait as long, so they are not each claimed only to wait again.
 */
export async function deferForGmail(
  db: DbOrTx,
  claim: { id: string; userId: string },
  workerId: string,
  until: Date,
  reason: string,
) {
  const lastError = `${GMAIL_WAIT_MARK}${reason}`.slice(0, 1_000);
  // Gmail's Retry-After is trusted up to a day: the cap's window, within releaseGmailWaits' reach.
  until = new Date(Math.min(until.getTime(), Date.now() + 24 * 3_600_000));
  await db
    .update(emailMessages)
    .set({
      status: releasedStatus,
      nextAttemptAt: until,
      attempts: sql`greatest(${emailMessages.attempts} - 1, 0)`,
      claimedBy: null,
      lastError,
      updatedAt: sql`now()`,
    })
    .where(and(eq(emailMessages.id, claim.id), eq(emailMessages.claimedBy, workerId)));
  await db
    .update(emailMessages)
    .set({ nextAttemptAt: until, lastError, updatedAt: sql`now()` })
    .where(
      and(
        eq(emailMessages.userId, claim.userId),
        eq(emailMessages.status, 'pending'),
        lt(emailMessages.nextAttemptAt, until),
      ),
    );
}

/**
 * Rows waiting for a Gmail limit ({@link deferForGmail}) whose sender has since switched back to
 * Collabify (or disconnected Gmail, which switches it) are due at once: the wait was Gmail's
 * only. Looks at senders changed in the last 25 hours (a wait lasts at most 24). Returns how
 * many rows were released.
 */
export async function releaseGmailWaits(db: DbOrTx): Promise<number> {
  const released = await rawRows<{ id: string }>(
    db,
    sql`
    update email_messages m set next_attempt_at = now(), updated_at = now()
    from email_senders s
    where s.user_id = m.user_id and s.send_via <> 'gmail'
      and s.updated_at > now() - interval '25 hours'
      and m.status = 'pending' and m.next_attempt_at > now()
      and m.last_error like ${`${GMAIL_WAIT_MARK}%`}
    returning m.id`,
  );
  return released.length;
}

/**
 * Emails (`email_messages` rows) with the profile each went to, null once the profile is gone:
 * a query for the caller to narrow (`where`), order and page.
 */
export function selectMessagesWithInfluencer(db: DbOrTx) {
  return db
    .select({
      message: emailMessages,
      influencer: {
        id: influencers.id,
        platform: influencers.platform,
        username: influencers.username,
        name: influencers.name,
      },
    })
    .from(emailMessages)
    .leftJoin(influencers, eq(influencers.id, emailMessages.influencerId));
}

/** Who owns an email campaign and its name (for its notifications); null when it is gone. */
export async function findCampaignOwner(db: DbOrTx, campaignId: string) {
  return firstRow(
    db
      .select({ userId: emailCampaigns.userId, name: emailCampaigns.name })
      .from(emailCampaigns)
      .where(eq(emailCampaigns.id, campaignId)),
  );
}
