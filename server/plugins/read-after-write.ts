import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The signed-in user of a request that may write (any method but GET, HEAD and OPTIONS). */
const writer = (request: FastifyRequest) => (READS.has(request.method) ? null : request.user);

/**
 * Read-after-write with a replica (`ctx.reads`): a signed-in user's write request marks them as a
 * recent writer before its handler runs (so its own reads, and any request of theirs racing it,
 * use the primary) and again before a successful answer leaves (so the window counts from the
 * commit). Register after auth (it reads `request.user`).
 */
export function registerReadAfterWrite(app: FastifyInstance, ctx: AppContext) {
  app.addHook('preHandler', async (request) => {
    const user = writer(request);
    if (user) await ctx.reads.noteWrite(user.id);
  });
  app.addHook('onSend', async (request, reply) => {
    const user = writer(request);
    if (user && reply.statusCode < 400) await ctx.reads.noteWrite(user.id);
  });
}
