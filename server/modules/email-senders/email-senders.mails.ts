import type { MailMessage } from '../../integrations/smtp/client';
import { SENDER_TOKEN_TTL_SECONDS } from './sender-tokens';

/**
 * The platform mail asking to confirm a sender address: the link that verifies it, valid for
 * {@link SENDER_TOKEN_TTL_SECONDS}.
 */
export function senderVerificationMail(
  to: string,
  senderName: string,
  link: string,
  appUrl: string,
): MailMessage {
  const days = SENDER_TOKEN_TTL_SECONDS / 86_400;
  return {
    to,
    subject: 'Confirm your sender address for Collabify',
    text: [
      `Someone (probably you) asked Collabify to send outreach email as "${senderName}" with replies going to this address.`,
      '',
      `Confirm it by opening this link within ${days} days:`,
      link,
      '',
      'If you did not ask for it, ignore this email; nothing is sent in your name without the confirmation.',
      '',
      `Collabify — ${appUrl}`,
    ].join('\n'),
  };
}
