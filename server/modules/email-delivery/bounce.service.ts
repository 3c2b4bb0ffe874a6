import {
  BOUNCE_PAUSE_MIN_REACHED,
  BOUNCE_PAUSE_RATE,
  SOFT_BOUNCE_BUDGET,
} from '@shared/constants/email';
import type { Db, DbOrTx } from '../../db/client';
import { bounceKind, parseDsn } from '../../integrations/smtp/dsn';
import * as repo from './delivery.repository';

/** The row id a VERP return path names (`bounces+<uuid>@<domain>`), or null for any other address. */
export function verpRowId(address: string, domain: string): string | null {
  const match =
    /^bounces\+([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@(.+)$/i.exec(address);
  return match && match[2]!.toLowerCase() === domain.toLowerCase() ? match[1]!.toLowerCase() : null;
}

/** Seconds before a soft-bounced message is tried again: an hour per soft bounce so far. */
const SOFT_RETRY_SECONDS = 3_600;

/** What the bounce handler needs. */
export interface BounceDeps {
  db: Db;
  /** The VERP domain (BOUNCE_DOMAIN). */
  bounceDomain: string;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/**
 * Handles one message that reached the bounce listener: the VERP recipient names the outreach
 * row, the delivery status notification (parsed by postal-mime, {@link parseDsn}) says how it
 * failed. A hard bounce (failed, 5.x.x) fails the row and puts the address on the sender's
 * suppression list, then checks the campaign's bounce rate; a soft bounce (failed 4.x.x,
 * delayed) is tried again within {@link SOFT_BOUNCE_BUDGET}. Mail that is no DSN (an auto-reply)
 * or names no message is logged and dropped. Repeating a DSN changes nothing more.
 * @throws when the database fails (the listener answers 451 and the sender retries).
 */
export async function handleBounce(
  deps: BounceDeps,
  bounce: { raw: Buffer; recipients: string[] },
): Promise<void> {
  const rowId = bounce.recipients
    .map((r) => verpRowId(r, deps.bounceDomain))
    .find((id) => id !== null);
  const row = rowId ? await repo.findBounceTarget(deps.db, rowId) : null;
  if (!row?.email) {
    deps.log.info({ recipients: bounce.recipients }, 'bounce for no known message dropped');
    return;
  }
  const dsn = await parseDsn(bounce.raw).catch(() => null);
  const report = dsn?.recipients.find((r) => bounceKind(r) !== null);
  const kind = report && bounceKind(report);
  if (!report || !kind) {
    deps.log.info({ rowId: row.id }, 'mail to a bounce address that reports no failure dropped');
    return;
  }
  const reason = `Bounced (${report.status || report.action}): ${report.diagnostic || 'no reason given'}`;
  if (kind === 'hard') {
    const changed = await deps.db.transaction(async (tx) => {
      const recorded = await repo.recordHardBounce(tx, row.id, reason);
      if (recorded) await repo.suppress(tx, row.userId, row.email!, 'bounced');
      return recorded;
    });
    if (changed && row.campaignId) await pauseOnBounceRate(deps.db, row.campaignId);
    return;
  }
  const retryAt = new Date(Date.now() + SOFT_RETRY_SECONDS * 1_000);
  await repo.recordSoftBounce(deps.db, row.id, reason, SOFT_BOUNCE_BUDGET, retryAt);
}

/**
 * Pauses a sending campaign whose hard bounces passed {@link BOUNCE_PAUSE_RATE} of the recipients
 * its mail reached, once {@link BOUNCE_PAUSE_MIN_REACHED} were reached, saying why. True when it
 * paused (or the rate was over and the campaign was no longer sending).
 */
export async function pauseOnBounceRate(db: DbOrTx, campaignId: string): Promise<boolean> {
  const { bounced, reached } = await repo.campaignBounces(db, campaignId);
  if (reached < BOUNCE_PAUSE_MIN_REACHED || bounced / reached <= BOUNCE_PAUSE_RATE) return false;
  const percent = Math.round((bounced / reached) * 1_000) / 10;
  await repo.autoPauseCampaign(
    db,
    campaignId,
    `Paused: ${bounced} of ${reached} emails bounced (${percent} %), over the ${BOUNCE_PAUSE_RATE * 100} % limit. ` +
      'Remove stale addresses from the list before resuming; bounced addresses are already suppressed.',
  );
  return true;
}
