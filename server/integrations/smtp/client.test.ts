import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../test/smtp-sink';
import { createMailer } from './client';

describe('createMailer', () => {
  it('writes one complete RFC 5322 .eml per message to the outbox, newest last by name', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'collabify-outbox-')), 'outbox');
    const mailer = createMailer({ outboxDir, from: 'Collabify <no-reply@collabify.test>' });
    for (const n of [1, 2, 3])
      await mailer.send({ to: 'ada@example.com', subject: `Message ${n}`, text: `Body ${n}` });
    const files = readdirSync(outboxDir).sort();
    expect(files).toHaveLength(3);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const parsed = await Promise.all(
      files.map((f) => PostalMime.parse(readFileSync(join(outboxDir, f), 'utf8'))),
    );
    expect(parsed.map((p) => p.subject)).toEqual(['Message 1', 'Message 2', 'Message 3']);
    expect(parsed[0]!.from?.address).toBe('no-reply@collabify.test');
    expect(parsed[0]!.to?.[0]?.address).toBe('ada@example.com');
    expect(parsed[0]!.messageId).toBeTruthy();
    expect(parsed[0]!.date).toBeTruthy();
  });

  it('drops mail whose every recipient is under the reserved .invalid domain', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'collabify-outbox-')), 'outbox');
    const mailer = createMailer({ outboxDir, from: 'Collabify <no-reply@collabify.test>' });
    await mailer.send({
      to: 'Nicole <tiktok-abc@creators.collabify.invalid>',
      subject: 'Dropped',
      text: 'Never written',
    });
    await mailer.send({ to: 'nicole@example.com', subject: 'Kept', text: 'Written' });
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(readFileSync(join(outboxDir, files[0]!), 'utf8')).toContain('Subject: Kept');
  });

  it('sends over SMTP when a URL is given', async () => {
    const sink = await startSmtpSink();
    const mailer = createMailer({
      smtpUrl: sink.url,
      outboxDir: '/nonexistent',
      from: 'Collabify <no-reply@collabify.test>',
    });
    await mailer.send({ to: 'grace@example.com', subject: 'Hello', text: 'Over the wire' });
    const mail = await sink.waitFor('grace@example.com');
    expect(mail.email.text?.trim()).toBe('Over the wire');
    mailer.close();
    await sink.close();
  });
});
