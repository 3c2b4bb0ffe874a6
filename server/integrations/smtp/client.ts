import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import nodemailer from 'nodemailer';

/** A message to send: plain text is required, HTML optional. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends platform mail. */
export interface Mailer {
  /** Sends one message. @throws when the SMTP server refuses it or the outbox cannot be written. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * The mailer: over SMTP when `smtpUrl` is set (pooled nodemailer transport), otherwise into the
 * outbox directory as one complete RFC 5322 `.eml` file per message, named so that the newest
 * sorts last (`<UTC timestamp>-<sequence>.eml`).
 */
export function createMailer(opts: {
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl, { from: opts.from });
    return {
      send: async (message) => {
        await transport.sendMail(message);
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    { from: opts.from },
  );
  let sequence = 0;
  return {
    send: async (message) => {
      const info = await transport.sendMail(message);
      await mkdir(opts.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[-:.]/g, '');
      sequence = (sequence + 1) % 1_000_000;
      const name = `${stamp}-${String(sequence).padStart(6, '0')}.eml`;
      await writeFile(resolve(opts.outboxDir, name), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
