/**
 * The benchmark's SMTP sink, run as a child process (`bench/email/sink.ts` forks it): a real
 * smtp-server on 127.0.0.1 that accepts every message and keeps, per message, only what the
 * benchmark counts — the envelope recipients, the Message-ID header (a regex over the header
 * block, no MIME parsing) and when the server accepted it (`Date.now()` at the end of DATA, the
 * moment it answers 250). The body is read and dropped.
 *
 * IPC: sends `{ type: 'ready', port }` once listening; answers `{ type: 'dump' }` with
 * `{ type: 'dump', records }` and `{ type: 'count' }` with `{ type: 'count', count }`; closes on
 * `{ type: 'close' }` or when the parent goes away.
 */
import { SMTPServer } from 'smtp-server';
import type { SinkRecord, SinkReply, SinkRequest } from './sink';

const records: SinkRecord[] = [];
const HEADER_END = Buffer.from('\r\n\r\n');
const MESSAGE_ID = /^message-id:[ \t]*(<[^>\r\n]*>)/im;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  // The engine's pooled transport keeps connections open; don't hold close() for 30 s.
  closeTimeout: 200,
  // Up to 64 parallel sends (the worker's concurrency cap) plus reconnects after kills.
  maxClients: 1_000,
  size: 1_000_000,
  onData(stream, session, callback) {
    let head: Buffer = Buffer.alloc(0);
    let headerDone = false;
    stream.on('data', (chunk: Buffer) => {
      if (headerDone) return;
      head = head.length ? Buffer.concat([head, chunk]) : chunk;
      if (head.indexOf(HEADER_END) >= 0 || head.length > 64_000) headerDone = true;
    });
    stream.on('end', () => {
      const end = head.indexOf(HEADER_END);
      const headers = head.subarray(0, end >= 0 ? end : head.length).toString('latin1');
      records.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        messageId: MESSAGE_ID.exec(headers)?.[1] ?? null,
        receivedAt: Date.now(),
      });
      callback();
    });
  },
});

// A worker SIGKILLed mid-conversation resets its connections: expected in the crash run.
server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.error('SMTP sink:', error);
});

const reply = (message: SinkReply) => process.send?.(message);

process.on('message', (message: SinkRequest) => {
  switch (message.type) {
    case 'dump':
      reply({ type: 'dump', records });
      break;
    case 'count':
      reply({ type: 'count', count: records.length });
      break;
    case 'close':
      server.close(() => process.exit(0));
      break;
  }
});
process.on('disconnect', () => process.exit(0));

server.listen(0, '127.0.0.1', () => {
  const { port } = server.server.address() as { port: number };
  reply({ type: 'ready', port });
});
