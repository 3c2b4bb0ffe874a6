import escapeHtml from 'escape-html';
import sanitizeHtml from 'sanitize-html';
import type { MailMessage } from '../../integrations/smtp/client';
import { oneClickUnsubscribeHeaders } from '../../one-click-unsubscribe';
import { clickSignature, openSignature, unsubscribeToken } from './link-signatures';
import { outreachFrom } from '../email-senders/outreach-address';

/** A rendered subject and body of one outreach email. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** What turns a rendered email into the message that goes out. */
export interface OutreachEnvelope {
  /** `email_messages.id`: the key of its tracking links. */
  rowId: string;
  /** The recipient's unsubscribe link ({@link unsubscribeUrl}). */
  unsubscribeUrl: string;
  to: string;
  /** The row's fixed Message-ID. */
  messageId: string;
  sender: { name: string; email: string };
  mailFrom: string;
  appUrl: string;
  secret: string;
  trackOpens: boolean;
  trackClicks: boolean;
  /** The sender's postal address on one line (CAN-SPAM), printed in the footer; '' when none. */
  postalAddress: string;
  /**
   * The VERP domain: the return path is `bounces+<rowId>@<bounceDomain>`, so a bounce names its
   * message; null leaves the envelope sender to the mailer (the From address).
   */
  bounceDomain: string | null;
}

/** The VERP return path of a message row: `bounces+<rowId>@<domain>` (read by the bounce handler). */
export function verpAddress(rowId: string, domain: string): string {
  return `bounces+${rowId}@${domain}`;
}

/**
 * The page and one-click endpoint that unsubscribes `email` from `userId`'s outreach:
 * `<appUrl>/unsubscribe/<token>`.
 */
export function unsubscribeUrl(
  appUrl: string,
  secret: string,
  recipient: { userId: string; email: string },
): string {
  return `${appUrl}/unsubscribe/${unsubscribeToken(secret, recipient.userId, recipient.email)}`;
}

/** Rewrites http(s) links (except the unsubscribe link) to the signed click redirect. */
function trackClicks(html: string, envelope: OutreachEnvelope, unsubscribe: string): string {
  return sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true, // the body was sanitised when saved; this pass only rewrites links
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href;
        if (!href || href === unsubscribe || !/^https?:\/\//i.test(href)) {
          return { tagName, attribs };
        }
        const signature = clickSignature(envelope.secret, envelope.rowId, href);
        const tracked = `${envelope.appUrl}/api/t/c/${envelope.rowId}?u=${encodeURIComponent(href)}&s=${signature}`;
        return { tagName, attribs: { ...attribs, href: tracked } };
      },
    },
  });
}

/**
 * The outreach message for one recipient (integrations.md §7): From is the platform address with
 * the sender's name, Reply-To the verified sender, the row's fixed Message-ID, and RFC 8058
 * one-click unsubscribe headers (`List-Unsubscribe: <https URL>`, `List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click`, kept on one line). The body always ends with a footer carrying the
 * sender's postal address (CAN-SPAM) and the unsubscribe link (a template's own
 * `{{ unsubscribe_url }}` link could be empty or hidden), and gets signed click-tracking links and
 * a signed open pixel only when the campaign tracks them. It goes in the pacer's bulk lane, with
 * a VERP return path when a bounce domain is set.
 */
export function buildOutreachMessage(
  email: RenderedEmail,
  envelope: OutreachEnvelope,
): MailMessage {
  const unsubscribe = envelope.unsubscribeUrl;
  let html = envelope.trackClicks ? trackClicks(email.html, envelope, unsubscribe) : email.html;
  const senderName = sanitizeHtml(envelope.sender.name, { allowedTags: [] });
  const postal = envelope.postalAddress && escapeHtml(envelope.postalAddress);
  html += `<p style="font-size:12px;color:#6b6b6b">You received this email from ${senderName} through Collabify.${postal ? `<br>${senderName}, ${postal}` : ''}<br><a href="${unsubscribe}">Unsubscribe</a></p>`;
  if (envelope.trackOpens) {
    const signature = openSignature(envelope.secret, envelope.rowId);
    html += `<img src="${envelope.appUrl}/api/t/o/${envelope.rowId}?s=${signature}" width="1" height="1" alt="" style="display:none">`;
  }
  const postalLine = envelope.postalAddress
    ? `${envelope.sender.name}, ${envelope.postalAddress}\n`
    : '';
  return {
    to: envelope.to,
    from: outreachFrom(envelope.mailFrom, envelope.sender.name),
    replyTo: envelope.sender.email,
    messageId: envelope.messageId,
    subject: email.subject,
    html,
    text: `${email.text}\n\n--\n${postalLine}Unsubscribe: ${unsubscribe}\n`,
    headers: oneClickUnsubscribeHeaders(unsubscribe),
    priority: 'bulk',
    ...(envelope.bounceDomain && {
      returnPath: verpAddress(envelope.rowId, envelope.bounceDomain),
    }),
  };
}
