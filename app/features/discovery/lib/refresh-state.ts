import type { InfluencerRefresh } from '@shared/schemas/influencer-refresh';
import { formatDateTime, formatDistanceFromNow } from '@app/lib/time-format';

/** How often the drawer asks for a refresh's state while it is queued or running, in ms. */
export const REFRESH_POLL_MS = 1_500;

/** How often it asks while the refresh waits for a quota, a rate limit or an outage to pass, in ms. */
export const WAITING_POLL_MS = 30_000;

/** Whether the refresh is still to finish (queued or running): the button waits and the drawer polls. */
export function isRefreshInFlight(refresh: InfluencerRefresh | null | undefined): boolean {
  return refresh?.state === 'queued' || refresh?.state === 'running';
}

/** Whether a queued refresh waits until a later time (a spent quota, a rate limit, an outage). */
function waitsUntilLater(refresh: InfluencerRefresh, now: number): boolean {
  if (refresh.state !== 'queued' || !refresh.waitingUntil) return false;
  return Date.parse(refresh.waitingUntil) - now > WAITING_POLL_MS;
}

/**
 * How often to ask for the refresh's state again: every {@link REFRESH_POLL_MS} while it is
 * queued or running, every {@link WAITING_POLL_MS} while it waits for a later time, never once it
 * is done or failed (or when there is none).
 */
export function refreshPollInterval(
  refresh: InfluencerRefresh | null | undefined,
  now: number,
): number | false {
  if (!refresh || !isRefreshInFlight(refresh)) return false;
  return waitsUntilLater(refresh, now) ? WAITING_POLL_MS : REFRESH_POLL_MS;
}

/**
 * A refresh's state in words: "Queued" (or "Queued: <reason>" while an outage is retried), "Waiting until 21 Jun 2026, 09:00: <reason>", "Updating…",
 * "Updated 5 minutes ago from YouTube Data API", "Update failed: <reason>".
 */
export function refreshStateText(refresh: InfluencerRefresh, now: number): string {
  switch (refresh.state) {
    case 'queued': {
      // A reason without a time: an outage the job queue retries with backoff.
      if (!refresh.waitingUntil) return refresh.reason ? `Queued: ${refresh.reason}` : 'Queued';
      const until = `Waiting until ${formatDateTime(refresh.waitingUntil)}`;
      return refresh.reason ? `${until}: ${refresh.reason}` : until;
    }
    case 'running':
      return 'Updating…';
    case 'done': {
      const when = refresh.finishedAt
        ? ` ${formatDistanceFromNow(refresh.finishedAt, now, { past: true })}`
        : '';
      return `Updated${when} from ${refresh.sourceName}`;
    }
    case 'failed':
      return refresh.reason ? `Update failed: ${refresh.reason}` : 'Update failed';
  }
}
