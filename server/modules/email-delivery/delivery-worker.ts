import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { convert } from 'html-to-text';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import type { EmailSenderRow } from '../../db/schema';
import type { MailMessage, Mailer } from '../../integrations/smtp/client';
import type { JobQueue } from '../../jobs/queue';
import { type CompiledEmail, compileEmail } from '../email-templates/email-render';
import { findUserSender, postalLine } from '../email-senders/email-senders.service';
import type { GmailDelivery, GmailSendOutcome } from '../social-auth/gmail-sending.service';
import * as repo from './delivery.repository';
import { autoPauseCampaign, finishCampaign } from './campaign-notices';
import { buildOutreachMessage, type RenderedEmail, unsubscribeUrl } from './outreach-message';
import { pauseOnBounceRate } from './bounce.service';
import { classifySendError, retryAt } from './smtp-outcome';

/** Tuning of outreach sending (env EMAIL_*). */
export interface DeliveryConfig {
  /** Most sends started in any one second across every worker (the pacer spaces them 1/rate apart). */
  ratePerSecond: number;
  /** Sends in flight at once in this worker. */
  concurrency: number;
  /** First retry delay after a temporary failure, seconds (doubles per attempt, capped at 1 h). */
  retryBaseSeconds: number;
  /** Seconds without a heartbeat after which a worker's claims are handed to others. */
  staleSeconds: number;
  /** Failed attempts in a row (in this worker) after which a campaign pauses itself. */
  autoPauseFailures: number;
  /** How long one dispatch job sends before handing over to a fresh job, ms (default 5 min). */
  maxDispatchMs?: number;
  /** The database is the embedded PGlite: one connection, one statement at a time. */
  singleConnection?: boolean;
}

/** What the worker needs from the app. */
export interface DeliveryDeps {
  db: Db;
  mailer: Mailer;
  jobs: JobQueue;
  mailFrom: string;
  appUrl: string;
  secret: string;
  /** The VERP domain of return paths (BOUNCE_DOMAIN); null or absent: bounces go to the From address. */
  bounceDomain?: string | null;
  config: DeliveryConfig;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /**
   * Sends through users' connected Gmail, for senders who chose it (social-auth's
   * `gmailDelivery`). Without it such messages wait as if Gmail were not connected.
   */
  gmail?: GmailDelivery;
  /**
   * Test hook: called after the SMTP server accepted a message and before the row is marked
   * sent — the window where a crash leaves a sent message unrecorded.
   */
  afterSmtpAccept?: (rowId: string) => Promise<void> | void;
}

/**
 * Attempts per recipient before a temporary failure becomes final: with the default 60 s doubling
 * (capped at an hour) the last one comes about a day after the first.
 */
const MAX_ATTEMPTS = 30;

type Campaign = NonNullable<Awaited<ReturnType<typeof repo.findCampaignForSending>>>;

/**
 * An outreach sending worker (PRODUCT §5). Sends campaign recipients and single mails from
 * `email_messages`, claiming one row at a time (`FOR UPDATE SKIP LOCKED`) so any number of
 * workers, in any number of processes, never send the same row twice; every send first reserves
 * a place under the global rate (see `claimNext`): no one-second window, at the receiving
 * server either, holds more than `ratePerSecond` messages. A row keeps its Message-ID for life: when a worker dies between the SMTP server's
 * acceptance and recording it, the row goes back to pending once the worker's heartbeat is stale
 * and the repeat carries the same Message-ID (receivers deduplicate it); nothing is lost.
 */
export class DeliveryWorker {
  /** This worker's id in `email_workers` and on the rows it claims. */
  readonly id = randomUUID();
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private stopping = false;
  private readonly running = new Set<Promise<void>>();
  private readonly failureStreaks = new Map<string, number>();
  private readonly compiled = new LRUCache<string, CompiledEmail>({ max: 100 });
  /** Senders looked up in the last 5 s (a lookup per message cost ~0.9 ms of PGlite time). */
  private readonly senders = new LRUCache<string, { sender: EmailSenderRow | null }>({
    max: 1_000,
    ttl: 5_000,
  });

  constructor(private readonly deps: DeliveryDeps) {}

  /** Registers the worker and keeps its heartbeat going (every third of the stale time). */
  async start() {
    await repo.heartbeat(this.deps.db, this.id);
    const everyMs = Math.max(200, (this.deps.config.staleSeconds * 1_000) / 3);
    this.heartbeatTimer = setInterval(() => {
      repo
        .heartbeat(this.deps.db, this.id)
        .catch((err: unknown) => this.deps.log.error({ err }, 'email worker heartbeat failed'));
    }, everyMs);
    this.heartbeatTimer.unref();
  }

  /** Stops claiming, lets sends in flight finish, and hands back anything still held. */
  async stop() {
    this.stopping = true;
    clearInterval(this.heartbeatTimer);
    await Promise.allSettled([...this.running]);
    await repo.retireWorker(this.deps.db, this.id);
  }

  /**
   * Sends a campaign's claimable recipients with `concurrency` parallel loops until none is
   * left (or `maxDispatchMs` passed), then marks the campaign sent when nothing is pending or
   * held, or queues a follow-up dispatch for the earliest retry.
   */
  async dispatchCampaign(campaignId: string) {
    const campaign = await repo.findCampaignForSending(this.deps.db, campaignId);
    if (!campaign) return;
    const deadline = Date.now() + (this.deps.config.maxDispatchMs ?? 300_000);
    const loops = Array.from({ length: this.deps.config.concurrency }, () =>
      this.track(this.drain(campaign, deadline)),
    );
    await Promise.all(loops);
    if (this.stopping) return;
    const backlog = await repo.campaignBacklog(this.deps.db, campaignId);
    if (backlog.open === 0) {
      await finishCampaign(this.deps.db, this.deps.jobs, campaignId);
    } else if (backlog.sending && backlog.nextAttemptAt) {
      const startAfter = new Date(Math.max(backlog.nextAttemptAt.getTime(), Date.now() + 1_000));
      await this.deps.jobs.send(
        'email.dispatch-campaign',
        { campaignId },
        { startAfter, singletonKey: campaignId },
      );
    }
  }

  /** Sends one queued single mail, when it is due and nobody holds it. */
  async sendMail(messageRowId: string) {
    while (!this.stopping) {
      const claim = await repo.claimNext(
        this.deps.db,
        this.claimOptions({ messageId: messageRowId }),
      );
      if (claim.kind === 'none') return;
      if (claim.kind === 'wait') {
        await sleep(claim.ms);
        continue;
      }
      await this.track(this.deliver(claim.message, null));
      return;
    }
  }

  /**
   * Recovers from crashes and lost jobs: hands back rows of silent workers, then queues a
   * dispatch for every sending campaign with claimable rows (one queued per campaign), marks sent
   * the sending campaigns with nothing left, queues a send for every due single mail, and returns
   * the scheduled campaigns that are due (the caller starts them).
   */
  async sweep(): Promise<string[]> {
    await repo.releaseStaleClaims(this.deps.db, this.deps.config.staleSeconds);
    await repo.releaseGmailWaits(this.deps.db);
    const work = await repo.findWork(this.deps.db);
    for (const campaignId of work.campaigns) {
      await this.deps.jobs.send(
        'email.dispatch-campaign',
        { campaignId },
        { singletonKey: campaignId },
      );
    }
    for (const campaignId of work.finished)
      await finishCampaign(this.deps.db, this.deps.jobs, campaignId);
    for (const messageId of work.mails) {
      await this.deps.jobs.send('email.send-mail', { messageId }, { singletonKey: messageId });
    }
    return work.scheduled;
  }

  private claimOptions<T extends { campaignId: string } | { messageId: string }>(target: T) {
    const { ratePerSecond, singleConnection = false } = this.deps.config;
    return {
      workerId: this.id,
      ratePerSecond,
      intervalSeconds: 1 / ratePerSecond,
      singleConnection,
      ...target,
    };
  }

  /** The user's sender, as of at most 5 s ago: a sender removed or changed is noticed that late. */
  private async senderOf(userId: string): Promise<EmailSenderRow | null> {
    const cached = this.senders.get(userId);
    if (cached) return cached.sender;
    const sender = await findUserSender(this.deps.db, userId);
    this.senders.set(userId, { sender });
    return sender;
  }

  private track(work: Promise<void>): Promise<void> {
    this.running.add(work);
    return work.finally(() => this.running.delete(work));
  }

  private async drain(campaign: Campaign, deadline: number) {
    while (!this.stopping && Date.now() < deadline) {
      const claim = await repo.claimNext(
        this.deps.db,
        this.claimOptions({ campaignId: campaign.id }),
      );
      if (claim.kind === 'none') return;
      if (claim.kind === 'wait') await sleep(claim.ms);
      else await this.deliver(claim.message, campaign);
    }
  }

  private compile(campaign: Campaign): CompiledEmail {
    const key = `${campaign.id}:${campaign.updatedAt.toISOString()}`;
    let compiled = this.compiled.get(key);
    if (!compiled) {
      compiled = compileEmail({ subject: campaign.subject, html: campaign.content });
      this.compiled.set(key, compiled);
    }
    return compiled;
  }

  private render(
    claim: repo.ClaimedMessage,
    campaign: Campaign | null,
    senderName: string,
    unsubscribe: string,
  ): RenderedEmail {
    if (!campaign) {
      const html = claim.html ?? '';
      return { subject: claim.subject ?? '', html, text: convert(html, { wordwrap: 78 }) };
    }
    return this.compile(campaign).render({
      influencer: { name: claim.name || claim.username, username: claim.username },
      sender: { name: senderName },
      campaign: { name: campaign.name },
      // The influencer's own code (their collaboration's) before the campaign's shared one.
      discount_code: claim.discountCode ?? campaign.discountCode ?? '',
      unsubscribe_url: unsubscribe,
    });
  }

  /**
   * Sends one held row. Whatever goes wrong, the row does not stay held by this (living) worker:
   * an unexpected error hands it back for a later attempt.
   */
  private async deliver(claim: repo.ClaimedMessage, campaign: Campaign | null) {
    try {
      await this.attempt(claim, campaign);
    } catch (error) {
      this.deps.log.error({ err: error, rowId: claim.id }, 'email delivery step failed');
      const later = retryAt(new Date(), claim.attempts, this.deps.config.retryBaseSeconds);
      await repo
        .releaseForRetry(this.deps.db, claim.id, this.id, later, 'Interrupted; will try again')
        .catch(() => {}); // the database itself failing: the sweep recovers the row later
    }
  }

  private async attempt(claim: repo.ClaimedMessage, campaign: Campaign | null) {
    const { db } = this.deps;
    const wait = claim.slot.getTime() - claim.dbNow.getTime();
    if (wait > 0) await sleep(wait);
    if (claim.suppressed) {
      const reason = claim.suppressed === 'bounced' ? 'bounced' : 'unsubscribed';
      await repo.markSkipped(db, claim.id, this.id, reason);
      return;
    }
    const sender = await this.senderOf(claim.userId);
    if (!sender?.verifiedAt) {
      // The sender was removed or changed since: hold the row until it is verified again.
      await this.retryOrGiveUp(claim, 'Sender address not verified');
      return;
    }
    const unsubscribe = unsubscribeUrl(this.deps.appUrl, this.deps.secret, claim);
    let message: MailMessage;
    try {
      message = buildOutreachMessage(this.render(claim, campaign, sender.name, unsubscribe), {
        rowId: claim.id,
        unsubscribeUrl: unsubscribe,
        to: claim.email,
        messageId: claim.messageId,
        sender: { name: sender.name, email: sender.email },
        mailFrom: this.deps.mailFrom,
        appUrl: this.deps.appUrl,
        secret: this.deps.secret,
        trackOpens: campaign?.trackOpens ?? false,
        trackClicks: campaign?.trackClicks ?? false,
        postalAddress: postalLine(sender),
        bounceDomain: this.deps.bounceDomain ?? null,
      });
    } catch (error) {
      // A template that cannot render for this recipient will not render on a retry either.
      const reason = error instanceof Error ? error.message : 'The email could not be rendered';
      await repo.markFailed(db, claim.id, this.id, reason);
      await this.countFailure(claim, reason);
      return;
    }
    if (sender.sendVia === 'gmail') {
      await this.sendThroughGmail(claim, message, sender.name);
      return;
    }
    try {
      await this.deps.mailer.send(message);
    } catch (error) {
      this.deps.log.warn({ err: error, rowId: claim.id }, 'mail server refused or unreachable');
      await this.handleFailure(claim, error);
      return;
    }
    await this.deps.afterSmtpAccept?.(claim.id);
    this.failureStreaks.delete(claim.campaignId ?? '');
    await repo.markSent(db, claim.id, this.id);
  }

  /**
   * Sends a held row through the sender's Gmail (integrations.md §6). Gmail's limits (the
   * account's 24-hour cap, a 429) make the row — and the user's other pending rows — wait until
   * a send may go, without counting an attempt or a failure (a campaign never pauses for it); an
   * ended connection holds the row like an unverified sender (retried with growing delays until
   * Gmail is connected again or the sender switches back to Collabify); a message Gmail refuses
   * fails.
   */
  private async sendThroughGmail(
    claim: repo.ClaimedMessage,
    message: MailMessage,
    senderName: string,
  ) {
    const { db } = this.deps;
    const outcome: GmailSendOutcome = this.deps.gmail
      ? await this.deps.gmail.send(claim.userId, message, senderName)
      : { kind: 'reconnect', reason: 'Sending through Gmail is not available on this server' };
    switch (outcome.kind) {
      case 'sent':
        await this.deps.afterSmtpAccept?.(claim.id);
        this.failureStreaks.delete(claim.campaignId ?? '');
        await repo.markSent(db, claim.id, this.id);
        return;
      case 'wait':
        // No job is queued for the time: the sweep (every minute) takes up the rows once due, and
        // a queued job would hold the mail's one slot if a switch to Collabify frees it earlier.
        await repo.deferForGmail(db, claim, this.id, outcome.until, outcome.reason);
        return;
      case 'fail':
        await repo.markFailed(db, claim.id, this.id, outcome.reason);
        await this.countFailure(claim, outcome.reason);
        return;
      case 'reconnect':
      case 'retry':
        await this.retryOrGiveUp(claim, outcome.reason);
        return;
    }
  }

  private async handleFailure(claim: repo.ClaimedMessage, error: unknown) {
    const outcome = classifySendError(error);
    if (outcome.kind === 'fail') {
      await repo.markFailed(this.deps.db, claim.id, this.id, outcome.reason, outcome.bounce);
      if (outcome.bounce) {
        await repo.suppress(this.deps.db, claim.userId, claim.email, 'bounced');
        if (claim.campaignId && (await pauseOnBounceRate(this.deps.db, claim.campaignId))) return;
      }
      await this.countFailure(claim, outcome.reason);
    } else {
      await this.retryOrGiveUp(claim, outcome.reason);
    }
  }

  /**
   * A temporary failure: tried again after a doubling delay, until MAX_ATTEMPTS (then failed,
   * as mail servers give up on a message after days of retries).
   */
  private async retryOrGiveUp(claim: repo.ClaimedMessage, reason: string) {
    const { db, config } = this.deps;
    if (claim.attempts >= MAX_ATTEMPTS) {
      await repo.markFailed(
        db,
        claim.id,
        this.id,
        `Gave up after ${claim.attempts} attempts: ${reason}`,
      );
    } else {
      const later = retryAt(new Date(), claim.attempts, config.retryBaseSeconds);
      await repo.releaseForRetry(db, claim.id, this.id, later, reason);
      if (!claim.campaignId) {
        await this.deps.jobs.send(
          'email.send-mail',
          { messageId: claim.id },
          { startAfter: later, singletonKey: claim.id },
        );
      }
    }
    await this.countFailure(claim, reason);
  }

  private async countFailure(claim: repo.ClaimedMessage, reason: string) {
    if (!claim.campaignId) return;
    const streak = (this.failureStreaks.get(claim.campaignId) ?? 0) + 1;
    this.failureStreaks.set(claim.campaignId, streak);
    if (streak < this.deps.config.autoPauseFailures) return;
    this.failureStreaks.delete(claim.campaignId);
    this.deps.log.warn({ campaignId: claim.campaignId, streak }, 'email campaign paused');
    await autoPauseCampaign(
      this.deps.db,
      this.deps.jobs,
      claim.campaignId,
      `Paused after ${streak} failed sends in a row. Last answer: ${reason}`,
    );
  }
}
