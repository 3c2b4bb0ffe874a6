import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/**
 * A received message: the parsed email, the SMTP envelope sender (MAIL FROM, lower-case; '' for
 * the null sender) and recipients, and when it arrived (ms).
 */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  email: Email;
  raw: string;
  receivedAt: number;
}

/** An SMTP answer the sink gives instead of accepting a recipient, e.g. `{ code: 451, message: '…' }`. */
export interface SmtpRefusal {
  code: number;
  message: string;
}

/** Options of {@link startSmtpSink}. */
export interface SmtpSinkOptions {
  /** Decides, per RCPT TO (lower-case address), whether to refuse it; undefined accepts. */
  refuse?: (address: string) => SmtpRefusal | undefined;
}

/** A real SMTP server on loopback that keeps every message it receives, for tests. */
export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>` to give the mailer. */
  url: string;
  messages: ReceivedMail[];
  /**
   * Resolves with the first message sent to `to` and matching `filter`, already received or
   * arriving within `timeoutMs` (default 20 s: a wait for a condition costs a passing test
   * nothing, and 5 s failed on the loaded 2-core CI machine).
   */
  waitFor(
    to: string,
    filter?: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Starts an SMTP server on a free loopback port (no TLS, no auth: STARTTLS would use smtp-server's expired demo cert). */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    // Pooled clients keep connections open; close() cuts them after this long instead of 30 s.
    closeTimeout: 200,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address.toLowerCase());
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        PostalMime.parse(raw)
          .then((email) => {
            const mailFrom = session.envelope.mailFrom;
            messages.push({
              envelopeFrom: mailFrom ? mailFrom.address.toLowerCase() : '',
              envelopeTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              email,
              raw,
              receivedAt: Date.now(),
            });
            listeners.forEach((l) => l());
            callback();
          })
          .catch(callback);
      });
    },
  });
  // A client that dies mid-transaction (a killed worker) resets its socket; smtp-server then
  // emits the reset as an 'error', which with no listener would crash the test process. A real
  // server drops that connection and goes on, and so does the sink: the message was never
  // accepted, so the sender's retry is what the tests observe.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  const find = (to: string, filter?: (m: ReceivedMail) => boolean) =>
    messages.find((m) => m.envelopeTo.includes(to.toLowerCase()) && (!filter || filter(m)));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor: (to, filter, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = find(to, filter);
          if (!found) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        listeners.add(check);
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
