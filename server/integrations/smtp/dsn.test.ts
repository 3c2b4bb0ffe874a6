import { describe, expect, it } from 'vitest';
import { bounceKind, parseDsn } from './dsn';

/** A multipart/report DSN whose per-recipient block holds `fields` (RFC 3464). */
const report = (fields: string[]) =>
  [
    'From: MAILER-DAEMON@mx.example',
    'Subject: Delivery Status Notification',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="r"',
    '',
    '--r',
    'Content-Type: text/plain',
    '',
    'Delivery has failed.',
    '--r',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example',
    '',
    ...fields,
    '',
    '--r--',
    '',
  ].join('\r\n');

describe('parseDsn', () => {
  it('reads the recipient, action, status and a folded diagnostic of a hard bounce', async () => {
    const dsn = await parseDsn(
      report([
        'Final-Recipient: rfc822; Gone@Inbox.example',
        'Action: failed',
        'Status: 5.1.1 (bad destination mailbox address)',
        'Diagnostic-Code: smtp; 550-5.1.1 The email account that you tried to reach',
        ' does not exist.',
      ]),
    );
    expect(dsn?.recipients).toEqual([
      {
        recipient: 'gone@inbox.example',
        action: 'failed',
        status: '5.1.1',
        diagnostic: '550-5.1.1 The email account that you tried to reach does not exist.',
      },
    ]);
    expect(bounceKind(dsn!.recipients[0]!)).toBe('hard');
  });

  it('sorts temporary failures and delays as soft, and deliveries as no bounce', async () => {
    const kinds = [];
    for (const [action, status] of [
      ['failed', '4.2.2'],
      ['delayed', '4.4.7'],
      ['delivered', '2.0.0'],
      ['relayed', '2.0.0'],
    ]) {
      const dsn = await parseDsn(
        report(['Final-Recipient: rfc822;a@b.example', `Action: ${action}`, `Status: ${status}`]),
      );
      kinds.push(bounceKind(dsn!.recipients[0]!));
    }
    expect(kinds).toEqual(['soft', 'soft', null, null]);
  });

  it('answers null for mail that is no delivery status notification (an auto-reply)', async () => {
    const reply = 'From: a@b.example\r\nSubject: Out of office\r\n\r\nBack on Monday.\r\n';
    expect(await parseDsn(reply)).toBeNull();
  });
});
