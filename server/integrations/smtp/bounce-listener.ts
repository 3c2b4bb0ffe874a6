import { SMTPServer } from 'smtp-server';

/** Largest bounce the listener takes (bytes): a DSN quotes at most the original's headers. */
const MAX_BOUNCE_BYTES = 1_000_000;

/** A message the listener accepted: its raw bytes and the envelope recipients (lower-case). */
export interface InboundBounce {
  raw: Buffer;
  recipients: string[];
}

/** Options of {@link startBounceListener}. */
export interface BounceListenerOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** Whether to take mail for this RCPT TO (lower-case): others are refused with 550 5.1.1. */
  accepts(address: string): boolean;
  /**
   * Handles an accepted message before the listener answers 250; a throw answers 451 (the
   * sending server tries again later).
   */
  onBounce(bounce: InboundBounce): Promise<void>;
}

/** A running bounce listener. */
export interface BounceListener {
  /** The port it listens on. */
  port: number;
  close(): Promise<void>;
}

/**
 * The inbound SMTP server that receives bounces (smtp-server): the MX of the bounce domain points
 * at it. It takes mail only for the addresses `accepts` allows, without AUTH (bounces come from
 * any mail server, as `MAIL FROM:<>`), up to 1 MB a message.
 */
export async function startBounceListener(opts: BounceListenerOptions): Promise<BounceListener> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_BOUNCE_BYTES,
    logger: false,
    closeTimeout: 1_000,
    onRcptTo(address, _session, callback) {
      if (opts.accepts(address.address.toLowerCase())) return callback();
      callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
          callback(Object.assign(new Error('5.3.4 Message too big'), { responseCode: 552 }));
          return;
        }
        const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        opts.onBounce({ raw: Buffer.concat(chunks), recipients }).then(
          () => callback(),
          () => callback(Object.assign(new Error('4.3.0 Try again later'), { responseCode: 451 })),
        );
      });
    },
  });
  // A client resetting its connection must not crash the process.
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(opts.port, opts.host, resolve);
  });
  const { port } = server.server.address() as { port: number };
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
