import type { AppContext } from '../context';
import { type BounceListener, startBounceListener } from '../integrations/smtp/bounce-listener';
import { type BounceDeps, handleBounce, verpRowId } from '../modules/email-delivery/bounce.service';

/**
 * Starts the inbound SMTP listener that reads outreach bounces (BOUNCE_SMTP_PORT): it takes mail
 * only for VERP addresses on `bounceDomain` and hands each to the bounce handler. Close it before
 * the database.
 */
export function startBounceReceiver(
  ctx: AppContext,
  opts: { host: string; port: number; bounceDomain: string },
  log: BounceDeps['log'],
): Promise<BounceListener> {
  const deps: BounceDeps = { db: ctx.db, bounceDomain: opts.bounceDomain, log };
  return startBounceListener({
    host: opts.host,
    port: opts.port,
    accepts: (address) => verpRowId(address, opts.bounceDomain) !== null,
    onBounce: (bounce) => handleBounce(deps, bounce),
  });
}
