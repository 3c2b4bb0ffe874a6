import type { FeedbackRow } from '../../db/schema';
import type { MailMessage } from '../../integrations/smtp/client';

/**
 * The contact-form message for the support inbox: Reply-To is the sender, so answering the mail
 * answers them; the subject starts with "[Contact]".
 */
export function supportMail(supportEmail: string, row: FeedbackRow, appUrl: string): MailMessage {
  return {
    to: supportEmail,
    replyTo: row.email,
    subject: `[Contact] ${row.subject}`,
    text: [
      `From: ${row.name} <${row.email}>`,
      `Account: ${row.userId ?? 'not signed in'}`,
      `Received: ${row.createdAt.toISOString()}`,
      '',
      row.message,
      '',
      `Read and close it: ${appUrl}/admin/feedback`,
    ].join('\n'),
  };
}

/**
 * The confirmation for the sender. It repeats nothing they wrote (name, subject, message), so
 * the form cannot be used to mail someone else's words to any address.
 */
export function confirmationMail(to: string, appUrl: string): MailMessage {
  return {
    to,
    subject: 'We got your message',
    text: [
      'Hello,',
      '',
      'Thank you for writing to Collabify through our contact form. Your message reached our team and we will answer at this address.',
      '',
      'If you did not write to us, someone used your address by mistake; ignore this email.',
      '',
      `Collabify — ${appUrl}`,
    ].join('\n'),
  };
}
