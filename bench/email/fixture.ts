/**
 * What both runs of the email benchmark need: an advertiser with a verified sender, N influencer
 * profiles with the advertiser's contact address for each, a list holding them, the app context,
 * and a campaign created and started through the real API (`POST` + `PATCH {status:'sending'}`).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { EmailCampaign } from '@shared/schemas/email';
import { buildApp } from '@server/app';
import type { AppContext } from '@server/context';
import type { Database, Db } from '@server/db/client';
import { rawRows } from '@server/db/raw-rows';
import { emailSenders, lists } from '@server/db/schema';
import type { Mailer } from '@server/integrations/smtp/client';
import type { JobQueue } from '@server/jobs/queue';
import { SessionTokens } from '@server/modules/auth/session-tokens';
import { insertUser } from '@server/modules/users/users.repository';
import { benchContextDefaults } from '../lib/context';
import { grantBenchPlan } from '../lib/plan';

export const BENCH_SECRET = 'bench-email-secret-that-is-at-least-32-characters';
export const BENCH_MAIL_FROM = 'Collabify <no-reply@collabify.test>';
export const BENCH_APP_URL = 'https://app.collabify.test';

/** The campaign's template: every variable, and a link for click tracking to rewrite. */
export const BENCH_SUBJECT = '{{ influencer.name }}, a spring offer from {{ sender.name }}';
export const BENCH_CONTENT = [
  '<p>Hi {{ influencer.name }} (@{{ influencer.username }}),</p>',
  '<p>{{ sender.name }} here, about <strong>{{ campaign.name }}</strong>. Your code is',
  '<strong>{{ discount_code }}</strong>: 20% off for your audience at',
  '<a href="https://shop.example/spring?ref=collabify">our spring collection</a>.</p>',
  '<p>Reply to this email if you would like to collaborate.</p>',
  '<p><a href="{{ unsubscribe_url }}">Unsubscribe</a></p>',
].join('\n');

/** The app context of a benchmark process (only db, mailer, jobs and the mail settings matter). */
export function benchContext(database: Database, mailer: Mailer, jobs: JobQueue): AppContext {
  return {
    db: database.db,
    mailer,
    mailFrom: BENCH_MAIL_FROM,
    outboxDir: undefined,
    jobs,
    tokens: new SessionTokens(BENCH_SECRET),
    secret: BENCH_SECRET,
    supportEmail: 'support@collabify.localhost',
    adminEmails: [],
    appUrl: BENCH_APP_URL,
    ...benchContextDefaults(database.db),
  };
}

/** The seeded advertiser and its list. */
export interface Seeded {
  userId: string;
  listId: string;
  /** The recipients' addresses, in list order. */
  addresses: string[];
}

/**
 * Inserts the advertiser (on the benchmark's plan, with a verified sender), `count` profiles with a contact address each
 * (`bench-creator-<n>@inbox.example`) and a list holding them, in a few set-based statements.
 */
export async function seedRecipients(db: Db, count: number): Promise<Seeded> {
  const user = await insertUser(db, {
    email: `bench-email-${Date.now()}@collabify.test`,
    name: 'Bench Brand',
    passwordHash: 'x',
    roles: ['advertiser'],
    emailVerifiedAt: new Date(),
  });
  await grantBenchPlan(db, user.id);
  await db.insert(emailSenders).values({
    userId: user.id,
    email: 'partnerships@brand.example',
    name: 'Dana at Brand',
    // Campaigns need the sender's postal address (CAN-SPAM) to start.
    postalStreet: '1 Market Street',
    postalCity: 'San Francisco',
    postalCountry: 'United States',
    verifiedAt: new Date(),
  });
  const [list] = await db
    .insert(lists)
    .values({ userId: user.id, name: 'Bench email recipients' })
    .returning({ id: lists.id });
  if (!list) throw new Error('list insert returned no row');
  await db.execute(sql`
    insert into influencers (platform, username, name, bio, followers, sources)
    select case when g % 3 = 0 then 'youtube' else 'instagram' end, 'bench_creator_' || g,
      'Creator ' || g, 'Stories from day ' || g, 1000 + g * 7, array['bench-email']
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into influencer_contacts (user_id, influencer_id, email)
    select ${user.id}, i.id, replace(i.username, '_', '-') || '@inbox.example'
    from influencers i where i.username like 'bench\\_creator\\_%'`);
  // Increasing added_at, so the list (and the send) follows the profile numbers.
  await db.execute(sql`
    insert into list_influencers (list_id, influencer_id, added_at)
    select ${list.id}, i.id,
      now() + make_interval(secs => substr(i.username, 15)::int / 1000.0)
    from influencers i where i.username like 'bench\\_creator\\_%'`);
  const rows = await rawRows<{ email: string }>(
    db,
    sql`select c.email from list_influencers li
      join influencer_contacts c on c.influencer_id = li.influencer_id and c.user_id = ${user.id}
      where li.list_id = ${list.id} order by li.added_at`,
  );
  return { userId: user.id, listId: list.id, addresses: rows.map((r) => r.email) };
}

/** The API as a signed-in advertiser (`app.inject`, no socket). */
export async function benchApi(ctx: AppContext, userId: string) {
  const app: FastifyInstance = await buildApp({ ctx, isReady: () => true });
  await app.ready();
  const token = await ctx.tokens.sign({ userId, tokenVersion: 0 });
  const call = async <T>(method: 'POST' | 'PATCH', url: string, payload: object) => {
    const res = await app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };
  return {
    /** Creates a draft campaign to the list (tracking on). */
    createCampaign: async (listId: string, name: string) =>
      (
        await call<EmailCampaign>('POST', '/api/email-campaign', {
          name,
          subject: BENCH_SUBJECT,
          content: BENCH_CONTENT,
          listId,
          discountCode: 'SPRING20',
          trackOpens: true,
          trackClicks: true,
        })
      ).id,
    /** Starts it: creates the recipient rows and queues the first dispatch job. */
    startCampaign: (id: string) =>
      call<EmailCampaign>('PATCH', `/api/email-campaign/${id}`, { status: 'sending' }),
    close: () => app.close(),
  };
}

/** A campaign's status and per-status recipient counts, straight from the database. */
export async function campaignProgress(db: Db, campaignId: string) {
  const [row] = await rawRows<{
    status: string;
    sent: number;
    pending: number;
    sending: number;
    other: number;
    retried: number;
  }>(
    db,
    sql`select c.status,
      count(*) filter (where m.status = 'sent')::int as sent,
      count(*) filter (where m.status = 'pending')::int as pending,
      count(*) filter (where m.status = 'sending')::int as sending,
      count(*) filter (where m.status not in ('sent', 'pending', 'sending'))::int as other,
      count(*) filter (where m.attempts > 1)::int as retried
    from email_campaigns c left join email_messages m on m.campaign_id = c.id
    where c.id = ${campaignId} group by c.status`,
  );
  if (!row) throw new Error(`campaign ${campaignId} not found`);
  return row;
}

/** The campaign's status alone (cheap, for polling while it sends). */
export async function campaignStatus(db: Db, campaignId: string): Promise<string> {
  const [row] = await rawRows<{ status: string }>(
    db,
    sql`select status from email_campaigns where id = ${campaignId}`,
  );
  return row?.status ?? 'missing';
}

/**
 * How many dispatch jobs pg-boss ran for the campaign (the start queues one; the sweep queues
 * another whenever it finds claimable rows, and up to two run at once in a process). Null when
 * pg-boss's tables cannot be read.
 */
export async function dispatchJobs(db: Db, campaignId: string): Promise<number | null> {
  try {
    const [row] = await rawRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pgboss.job
        where name = 'email.dispatch-campaign' and data->>'campaignId' = ${campaignId}`,
    );
    return row?.n ?? 0;
  } catch {
    return null;
  }
}
