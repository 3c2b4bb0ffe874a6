import type { z } from 'zod';
import {
  EMAIL_CAMPAIGN_MAX_RECIPIENTS,
  EMAIL_REACH_LISTED,
  type EmailCampaignStatus,
  type EmailMessageStatus,
} from '@shared/constants/email';
import type {
  createEmailCampaignSchema,
  EmailCampaignReach,
  updateEmailCampaignSchema,
} from '@shared/schemas/email';
import { emptyEmailCampaignCounts } from '@shared/schemas/email';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { EmailCampaignRow, UserRow } from '../../db/schema';
import { AppError, fieldError } from '../../errors';
import {
  assertAllowanceLeft,
  consumeAllowance,
  type PlanAccount,
} from '../billing/plan-limits.service';
import { findExistingIds } from '../influencers/influencers.read-model';
import { findUser } from '../users/users.service';
import {
  assertCanSendOutreach,
  campaignReadySender,
  findUserSender,
  POSTAL_ADDRESS_REQUIRED,
  senderPostalAddress,
} from '../email-senders/email-senders.service';
import { platformAddress } from '../email-senders/outreach-address';
import { compileEmail, isEmptyEmailHtml, sanitizeEmailHtml } from '../email-templates/email-render';
import * as policy from './email-campaigns.policy';
import { presentEmailMessage } from '../email-delivery/email-message.presenter';
import { presentCampaign, presentReach } from './email-campaigns.presenter';
import * as repo from './email-campaigns.repository';

type CreateBody = z.output<typeof createEmailCampaignSchema>;
type UpdateBody = z.output<typeof updateEmailCampaignSchema>;

const SENDER_REQUIRED = 'Verify your sender address first (Email → Sender).';

/** The user's campaigns with their counts, newest first. */
export async function listCampaigns(ctx: AppContext, user: UserRow) {
  assertCanSendOutreach(user);
  const rows = await repo.listCampaigns(ctx.db, user.id);
  const counts = await repo.countRecipients(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    query: rows.map((r) => presentCampaign(r, counts.get(r.id) ?? emptyEmailCampaignCounts())),
  };
}

/** One of the user's campaigns. @throws 404 for a missing or another user's campaign. */
export async function getCampaign(ctx: AppContext, user: UserRow, id: string) {
  const row = policy.found(await repo.findCampaign(ctx.db, user.id, id));
  const counts = await repo.countRecipients(ctx.db, [id]);
  return presentCampaign(row, counts.get(id) ?? emptyEmailCampaignCounts());
}

/**
 * Sanitises the body and checks both parts: unknown variables, Liquid errors, a trial render
 * within the limits, and a body that is not empty once sanitised.
 * @throws 400 naming `body.subject` / `body.content`.
 */
function cleanContent(subject: string, content: string) {
  const html = sanitizeEmailHtml(content);
  if (isEmptyEmailHtml(html)) throw fieldError('body.content', 'Write the email');
  compileEmail({ subject, html });
  return html;
}

/** Checks the recipients and template belong to (or may be used by) the user. @throws 400 naming the field. */
async function checkReferences(
  ctx: AppContext,
  user: UserRow,
  body: { listId?: string | null; influencerIds?: string[]; templateId?: string | null },
) {
  if (body.listId && !(await repo.ownsList(ctx.db, user.id, body.listId))) {
    throw fieldError('body.listId', 'No such list');
  }
  if (body.influencerIds?.length) {
    const unique = [...new Set(body.influencerIds)];
    const existing = await findExistingIds(ctx.db, unique);
    const missing = unique.findIndex((id) => !existing.has(id));
    if (missing >= 0) {
      const path = `body.influencerIds.${body.influencerIds.indexOf(unique[missing] ?? '')}`;
      throw fieldError(path, 'No such influencer');
    }
  }
  if (body.templateId && !(await repo.canUseTemplate(ctx.db, user.id, body.templateId))) {
    throw fieldError('body.templateId', 'No such template');
  }
}

/** Creates a draft. @throws 400 naming bad fields, 403 for influencer-only accounts. */
export async function createCampaign(ctx: AppContext, user: UserRow, body: CreateBody) {
  assertCanSendOutreach(user);
  await checkReferences(ctx, user, body);
  const row = await repo.insertCampaign(ctx.db, {
    userId: user.id,
    name: body.name,
    subject: body.subject,
    content: cleanContent(body.subject, body.content),
    templateId: body.templateId,
    listId: body.listId,
    influencerIds: [...new Set(body.influencerIds)],
    discountCode: body.discountCode,
    trackOpens: body.trackOpens,
    trackClicks: body.trackClicks,
  });
  return getCampaign(ctx, user, row.id);
}

const EDIT_FIELDS = [
  'name',
  'subject',
  'content',
  'templateId',
  'listId',
  'influencerIds',
  'discountCode',
  'trackOpens',
  'trackClicks',
] as const;

/**
 * Edits a draft or scheduled campaign and/or moves its status (EMAIL_CAMPAIGN_TRANSITIONS).
 * Asking for the status it already has changes nothing (so "send" twice sends once). Starting
 * needs a verified sender and creates the recipient rows once; the first dispatch job is queued
 * after the transaction commits (a lost enqueue is recovered by the sweep).
 * @throws 404, 400 naming fields, 409 on an illegal move or an edit after sending started.
 */
export async function updateCampaign(ctx: AppContext, user: UserRow, id: string, body: UpdateBody) {
  assertCanSendOutreach(user);
  const edits = EDIT_FIELDS.filter((f) => body[f] !== undefined);
  if (edits.length) await checkReferences(ctx, user, body);
  const after = await ctx.db.transaction(async (tx): Promise<AfterMove> => {
    const row = policy.found(await repo.lockCampaign(tx, user.id, id));
    const status = row.status as EmailCampaignStatus;
    if (edits.length) {
      policy.assertEditable(status, [...edits]);
      const subject = body.subject ?? row.subject;
      const content =
        body.content !== undefined || body.subject !== undefined
          ? cleanContent(subject, body.content ?? row.content)
          : row.content;
      const recipients =
        body.listId !== undefined || body.influencerIds !== undefined
          ? {
              listId: body.listId ?? null,
              influencerIds: [...new Set(body.influencerIds ?? [])],
            }
          : {};
      if ('listId' in recipients && !recipients.listId && !recipients.influencerIds?.length) {
        throw fieldError('body.listId', 'Choose a list or at least one influencer');
      }
      await repo.updateCampaign(tx, id, {
        ...(body.name !== undefined && { name: body.name }),
        subject,
        content,
        ...(body.templateId !== undefined && { templateId: body.templateId }),
        ...recipients,
        ...(body.discountCode !== undefined && { discountCode: body.discountCode }),
        ...(body.trackOpens !== undefined && { trackOpens: body.trackOpens }),
        ...(body.trackClicks !== undefined && { trackClicks: body.trackClicks }),
      });
    }
    if (body.scheduledAt && body.status !== 'scheduled') {
      throw fieldError('body.scheduledAt', 'Send a time together with status "scheduled"');
    }
    const reschedule = status === 'scheduled' && body.status === 'scheduled';
    if (!body.status || (body.status === status && !reschedule)) return {};
    if (!reschedule) policy.assertTransition(status, body.status);
    // The row as edited above: starting must create the recipients it now names.
    const current = edits.length ? policy.found(await repo.lockCampaign(tx, user.id, id)) : row;
    return moveStatus(ctx, tx, current, user, body.status, body.scheduledAt);
  });
  // After the commit: on PGlite the queue shares the one connection the transaction holds.
  if (after.dispatch) {
    await ctx.jobs.send('email.dispatch-campaign', { campaignId: id }, { singletonKey: id });
  }
  if (after.startAt) {
    await ctx.jobs.send('email.start-scheduled', { campaignId: id }, { startAfter: after.startAt });
  }
  return getCampaign(ctx, user, id);
}

/** Jobs to queue once a status move has committed. */
interface AfterMove {
  dispatch?: boolean;
  startAt?: Date;
}

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

/** Applies a legal status move inside the caller's transaction; says which jobs to queue after. */
async function moveStatus(
  ctx: AppContext,
  tx: Tx,
  row: EmailCampaignRow,
  owner: PlanAccount,
  to: EmailCampaignStatus,
  scheduledAt: string | undefined,
): Promise<AfterMove> {
  switch (to) {
    case 'scheduled': {
      const at = scheduledAt ? new Date(scheduledAt) : null;
      if (!at || at.getTime() <= Date.now()) {
        const message = 'Choose a time in the future';
        throw fieldError('body.scheduledAt', message);
      }
      await assertSenderReady(tx, row.userId);
      if (!row.startedAt) {
        const reach = await reachOf(tx, row);
        policy.assertReachable(reach);
        // Refused now rather than at the scheduled time: the plan must leave enough emails.
        await assertAllowanceLeft(tx, owner, 'emailsPerMonth', reach.reachable);
      }
      await repo.updateCampaign(tx, row.id, { status: 'scheduled', scheduledAt: at });
      return { startAt: at };
    }
    case 'draft':
      await repo.updateCampaign(tx, row.id, { status: 'draft', scheduledAt: null });
      return {};
    case 'paused':
      await repo.updateCampaign(tx, row.id, { status: 'paused', pausedReason: null });
      return {};
    case 'cancelled':
      await repo.updateCampaign(tx, row.id, { status: 'cancelled', finishedAt: new Date() });
      await repo.cancelPendingRecipients(tx, row.id);
      return {};
    case 'sending':
      await assertSenderReady(tx, row.userId);
      await startSending(ctx, tx, row, owner);
      return { dispatch: true };
    default:
      return {};
  }
}

/** @throws 409 unless the sender is verified and has a postal address (CAN-SPAM). */
async function assertSenderReady(tx: Tx, userId: string) {
  campaignReadySender(await findUserSender(tx, userId));
}

/**
 * Creates the recipients on the first start, meters the emails they will get against the owner's
 * plan, then marks the campaign sending. The recipient rows are created inside the caller's
 * transaction, so a refused start leaves none behind.
 * @throws 409 when the campaign has no recipients, or none of them can be emailed; 402 when the
 * plan leaves fewer outreach emails this period than the campaign would send.
 */
async function startSending(ctx: AppContext, tx: Tx, row: EmailCampaignRow, owner: PlanAccount) {
  if (!row.startedAt) {
    const domain = platformAddress(ctx.mailFrom).split('@')[1] ?? 'collabify.localhost';
    const reach = await repo.createRecipients(tx, row, {
      domain,
      limit: EMAIL_CAMPAIGN_MAX_RECIPIENTS,
    });
    policy.assertReachable(reach);
    await consumeAllowance(tx, owner, 'emailsPerMonth', reach.reachable);
  }
  await repo.updateCampaign(tx, row.id, {
    status: 'sending',
    pausedReason: null,
    ...(!row.startedAt && { startedAt: new Date() }),
  });
}

/**
 * Starts a scheduled campaign when its time has come (the `email.start-scheduled` job and the
 * sweep). A campaign unscheduled, rescheduled later or already started is left alone; one whose
 * sender is no longer verified or lacks a postal address is paused with the reason.
 */
export async function startScheduled(ctx: AppContext, campaignId: string) {
  const started = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockCampaignById(tx, campaignId);
    if (row?.status !== 'scheduled' || !row.scheduledAt) return false;
    if (row.scheduledAt.getTime() > Date.now() + 1_000) return false;
    const sender = await findUserSender(tx, row.userId);
    if (!sender?.verifiedAt || !senderPostalAddress(sender)) {
      const pausedReason = sender?.verifiedAt ? POSTAL_ADDRESS_REQUIRED : SENDER_REQUIRED;
      await repo.updateCampaign(tx, row.id, { status: 'paused', pausedReason });
      return false;
    }
    // Addresses may have been removed or unsubscribed since it was scheduled, or the plan's
    // emails used meanwhile: pause, saying why.
    const reach = await reachOf(tx, row);
    const owner = (await findUser(tx, row.userId))!;
    const problem = policy.reachProblem(reach) ?? (await allowanceProblem(tx, owner, reach));
    if (problem) {
      await repo.updateCampaign(tx, row.id, { status: 'paused', pausedReason: problem });
      return false;
    }
    await startSending(ctx, tx, row, owner);
    return true;
  });
  if (started) {
    await ctx.jobs.send('email.dispatch-campaign', { campaignId }, { singletonKey: campaignId });
  }
}

/** Why the plan cannot send the campaign's emails now (the 402's sentence), or null. */
async function allowanceProblem(tx: Tx, owner: PlanAccount, reach: repo.ReachCounts) {
  try {
    await assertAllowanceLeft(tx, owner, 'emailsPerMonth', reach.reachable);
    return null;
  } catch (error) {
    if (error instanceof AppError && error.status === 402) return error.message;
    throw error;
  }
}

/** The reach of a campaign's recipients if it started now. */
async function reachOf(db: DbOrTx, row: EmailCampaignRow): Promise<repo.ReachCounts> {
  const { counts } = await repo.findReach(db, row, {
    limit: EMAIL_CAMPAIGN_MAX_RECIPIENTS,
    listed: 0,
  });
  return counts;
}

/**
 * How many of the campaign's recipients have a usable address if it started now, and why the
 * others do not (no address, unsubscribed, bounced, an address another recipient has), with the
 * first {@link EMAIL_REACH_LISTED} of those without an address. @throws 404 for others' campaigns.
 */
export async function getReach(
  ctx: AppContext,
  user: UserRow,
  id: string,
): Promise<EmailCampaignReach> {
  const row = policy.found(await repo.findCampaign(ctx.db, user.id, id));
  const { counts, withoutEmail } = await repo.findReach(ctx.db, row, {
    limit: EMAIL_CAMPAIGN_MAX_RECIPIENTS,
    listed: EMAIL_REACH_LISTED,
  });
  return presentReach(counts, withoutEmail);
}

/** Deletes a campaign that is not being sent. @throws 404, 409 while sending. */
export async function deleteCampaign(ctx: AppContext, user: UserRow, id: string) {
  assertCanSendOutreach(user);
  const row = policy.found(await repo.findCampaign(ctx.db, user.id, id));
  policy.assertDeletable(row.status as EmailCampaignStatus);
  // Checked again in the delete itself: a start may have slipped in between.
  if (!(await repo.deleteCampaign(ctx.db, id))) policy.assertDeletable('sending');
}

/** A page of a campaign's recipients with their status. @throws 404 for others' campaigns. */
export async function listRecipients(
  ctx: AppContext,
  user: UserRow,
  id: string,
  query: { page: number; status?: EmailMessageStatus | undefined },
) {
  policy.found(await repo.findCampaign(ctx.db, user.id, id));
  const { rows, total } = await repo.findRecipients(ctx.db, id, query);
  return { query: rows.map(presentEmailMessage), total };
}
