import type {
  EmailPreview,
  EmailTemplate,
  createEmailTemplateSchema,
  previewEmailSchema,
  updateEmailTemplateSchema,
} from '@shared/schemas/email';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { assertCanSendOutreach } from '../email-senders/email-senders.policy';
import type { UserRow } from '../../db/schema';
import { fieldError } from '../../errors';
import { findUserSender } from '../email-senders/email-senders.service';
import {
  compileEmail,
  isEmptyEmailHtml,
  previewEmail,
  sanitizeEmailHtml,
  type EmailVariables,
} from './email-render';
import { ownTemplate, usableTemplate } from './email-templates.policy';
import { presentTemplate } from './email-templates.presenter';
import {
  deleteTemplate,
  findLatestSavedInfluencer,
  findPreviewInfluencer,
  findPublicTemplates,
  findTemplate,
  findUserTemplates,
  insertTemplate,
  updateTemplate,
  type PreviewInfluencerRow,
  type TemplateWithAuthorRow,
} from './email-templates.repository';

type CreateTemplate = z.output<typeof createEmailTemplateSchema>;
type UpdateTemplate = z.output<typeof updateEmailTemplateSchema>;
type PreviewInput = z.output<typeof previewEmailSchema>;

/** The profile a preview renders for when the user has saved none. */
export const SAMPLE_INFLUENCER: PreviewInfluencerRow = {
  name: 'Alex Rivera',
  username: 'alexrivera',
};

/** The user's templates, most recently updated first. */
export async function listOwnTemplates(
  ctx: AppContext,
  user: UserRow,
): Promise<{ query: EmailTemplate[] }> {
  const rows = await findUserTemplates(ctx.db, user.id);
  return { query: rows.map((row) => presentTemplate(row, user.id)) };
}

/** The public gallery: every user's public templates (the user's own marked `mine`). */
export async function listPublicTemplates(
  ctx: AppContext,
  user: UserRow,
): Promise<{ query: EmailTemplate[] }> {
  const rows = await findPublicTemplates(ctx.db);
  return { query: rows.map((row) => presentTemplate(row, user.id)) };
}

/**
 * Sanitises the content and checks subject and content parse with known variables only.
 * @throws 400 naming `body.content` when nothing is left after sanitising; 400 naming
 * `body.subject` or `body.content` for Liquid errors (the message lists unknown variables).
 */
function checkedContent(subject: string, content: string): string {
  const html = sanitizeEmailHtml(content);
  if (isEmptyEmailHtml(html)) throw fieldError('body.content', 'Write the email');
  compileEmail({ subject, html });
  return html;
}

/** Saves a new template (private unless `isPublic`). @throws 400, see {@link checkedContent}. */
export async function createTemplate(
  ctx: AppContext,
  user: UserRow,
  input: CreateTemplate,
): Promise<EmailTemplate> {
  assertCanSendOutreach(user);
  const content = checkedContent(input.subject, input.content);
  const row = await insertTemplate(ctx.db, user.id, { ...input, content });
  return presentTemplate({ ...row, author: user.name }, user.id);
}

/**
 * Changes the user's template. @throws 404 for another user's or a missing template; 400, see
 * {@link checkedContent} (the new subject is checked with the stored content and back).
 */
export async function editTemplate(
  ctx: AppContext,
  user: UserRow,
  id: string,
  input: UpdateTemplate,
): Promise<EmailTemplate> {
  assertCanSendOutreach(user);
  const row = ownTemplate(await findTemplate(ctx.db, id), user);
  const subject = input.subject ?? row.subject;
  const content = checkedContent(subject, input.content ?? row.content);
  await updateTemplate(ctx.db, id, {
    ...input,
    ...(input.content !== undefined && { content }),
  });
  return presentTemplate(ownTemplate(await findTemplate(ctx.db, id), user), user.id);
}

/** Deletes the user's template. @throws 404 for another user's or a missing template. */
export async function removeTemplate(ctx: AppContext, user: UserRow, id: string): Promise<void> {
  ownTemplate(await findTemplate(ctx.db, id), user);
  await deleteTemplate(ctx.db, id);
}

/**
 * The template `user` may send from: their own, or a public one of the gallery.
 * @throws 400 naming `path` otherwise.
 */
export async function findUsableTemplate(
  ctx: AppContext,
  user: UserRow,
  id: string,
  path: string,
): Promise<TemplateWithAuthorRow> {
  return usableTemplate(await findTemplate(ctx.db, id), user, path);
}

/** The name recipients see for the user: their sender name, else their account name. */
export async function senderNameOf(ctx: AppContext, user: UserRow): Promise<string> {
  return (await findUserSender(ctx.db, user.id))?.name ?? user.name;
}

/** A profile's template variables: its name (the handle when it has none) and handle. */
export function influencerVariables(row: PreviewInfluencerRow): EmailVariables['influencer'] {
  return { name: row.name?.trim() || row.username, username: row.username };
}

/**
 * Renders a subject and (sanitised) content as it would be sent to a profile: `influencerId`
 * (any profile), else the user's most recently saved influencer, else a sample; the sender name
 * the user sends with; `unsubscribe_url` as `${appUrl}/unsubscribe/preview`. Unknown variables
 * and syntax errors are listed and shown as written, never rendered blank.
 * @throws 400 naming `body.influencerId` for an unknown profile.
 */
export async function preview(
  ctx: AppContext,
  user: UserRow,
  input: PreviewInput,
): Promise<EmailPreview> {
  const chosen = input.influencerId
    ? await findPreviewInfluencer(ctx.db, input.influencerId)
    : await findLatestSavedInfluencer(ctx.db, user.id);
  if (input.influencerId && !chosen)
    throw fieldError('body.influencerId', 'No influencer has this id');
  const vars: EmailVariables = {
    influencer: influencerVariables(chosen ?? SAMPLE_INFLUENCER),
    sender: { name: await senderNameOf(ctx, user) },
    campaign: { name: input.campaignName ?? 'Your campaign' },
    discount_code: input.discountCode ?? 'YOURCODE',
    unsubscribe_url: `${ctx.appUrl}/unsubscribe/preview`,
  };
  return previewEmail({ subject: input.subject, html: sanitizeEmailHtml(input.content) }, vars);
}
