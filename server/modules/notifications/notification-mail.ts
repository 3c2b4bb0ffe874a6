import { NOTIFICATION_KIND_INFO, type NotificationKind } from '@shared/constants/notifications';
import type { MailMessage } from '../../integrations/smtp/client';
import { oneClickUnsubscribeHeaders } from '../../one-click-unsubscribe';
import type { NotificationWithActor } from './notifications.repository';

/** Most notifications one email lists (a longer burst says "and N more"). */
const LISTED_MAX = 10;

/** What one notification email needs besides its notifications. */
export interface NotificationMailEnvelope {
  to: string;
  name: string;
  appUrl: string;
  /** The one-click unsubscribe URL of this kind for this user. */
  unsubscribeUrl: string;
}

/** The subject of a batch: its one title, or "3 new messages from Lina" / "Title (and 2 more)". */
function subjectOf(batch: NotificationWithActor[]): string {
  const latest = batch.at(-1)!;
  if (batch.length === 1) return latest.title;
  const isMessage = latest.kind === 'message' || latest.kind === 'collaboration_message';
  const from = new Set(batch.map((n) => n.actorName));
  if (isMessage && from.size === 1 && latest.actorName)
    return `${batch.length} new messages from ${latest.actorName}`;
  return `${latest.title} (and ${batch.length - 1} more)`;
}

/**
 * One email for a batch of notifications of one kind and place (oldest first): what happened,
 * each quote, the link to the place, and a footer with the one-click unsubscribe from this kind
 * (RFC 8058 headers, no sign-in needed) and the link to every notification setting. Plain text.
 */
export function notificationMail(
  batch: NotificationWithActor[],
  envelope: NotificationMailEnvelope,
): MailMessage {
  const kind = batch[0]!.kind as NotificationKind;
  const listed = batch.slice(-LISTED_MAX);
  const lines = listed.flatMap((n) => [`• ${n.title}`, ...(n.body ? [`  “${n.body}”`] : [])]);
  const more = batch.length - listed.length;
  const link = `${envelope.appUrl}${batch.at(-1)!.link}`;
  return {
    to: envelope.to,
    subject: subjectOf(batch),
    text: [
      `Hi ${envelope.name},`,
      '',
      ...lines,
      ...(more > 0 ? [`…and ${more} earlier.`] : []),
      '',
      `Open it in Collabify: ${link}`,
      '',
      '--',
      `You get this email because “${NOTIFICATION_KIND_INFO[kind].label}” emails are on.`,
      `Stop these emails (one click, no sign-in): ${envelope.unsubscribeUrl}`,
      `All notification settings: ${envelope.appUrl}/notifications/settings`,
      '',
    ].join('\n'),
    headers: oneClickUnsubscribeHeaders(envelope.unsubscribeUrl),
  };
}
