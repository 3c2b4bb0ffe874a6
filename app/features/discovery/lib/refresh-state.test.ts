import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@app/lib/time-format';
import { makeRefresh } from '@app/test/refresh-fixtures';
import {
  refreshPollInterval,
  refreshStateText,
  REFRESH_POLL_MS,
  WAITING_POLL_MS,
} from './refresh-state';

const now = Date.parse('2026-06-20T12:00:00.000Z');
const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();

describe('refreshStateText', () => {
  it.each([
    ['queued', makeRefresh({ state: 'queued' }), 'Queued'],
    [
      'queued while an outage is retried',
      makeRefresh({
        state: 'queued',
        reason: 'YouTube Data API is unavailable (HTTP 503); retrying',
      }),
      'Queued: YouTube Data API is unavailable (HTTP 503); retrying',
    ],
    ['running', makeRefresh({ state: 'running' }), 'Updating…'],
    [
      'done',
      makeRefresh({ state: 'done', finishedAt: at(-5 * 60), sourceName: 'YouTube Data API' }),
      'Updated 5 minutes ago from YouTube Data API',
    ],
    [
      'failed',
      makeRefresh({ state: 'failed', reason: 'This is not a business or creator account' }),
      'Update failed: This is not a business or creator account',
    ],
    ['failed without a reason', makeRefresh({ state: 'failed', reason: null }), 'Update failed'],
  ])('says a %s refresh in words', (_state, refresh, expected) => {
    expect(refreshStateText(refresh, now)).toBe(expected);
  });

  it('says until when and why a queued refresh waits', () => {
    const waitingUntil = at(3 * 3600);
    expect(
      refreshStateText(
        makeRefresh({ waitingUntil, reason: 'YouTube Data API quota spent for today' }),
        now,
      ),
    ).toBe(`Waiting until ${formatDateTime(waitingUntil)}: YouTube Data API quota spent for today`);
  });
});

describe('refreshPollInterval', () => {
  it('polls every 1.5 s while queued or running, slowly while waiting, never once finished', () => {
    expect(refreshPollInterval(makeRefresh({ state: 'queued' }), now)).toBe(REFRESH_POLL_MS);
    expect(refreshPollInterval(makeRefresh({ state: 'running' }), now)).toBe(REFRESH_POLL_MS);
    expect(refreshPollInterval(makeRefresh({ waitingUntil: at(3600) }), now)).toBe(WAITING_POLL_MS);
    // A wait about to end is followed closely again.
    expect(refreshPollInterval(makeRefresh({ waitingUntil: at(10) }), now)).toBe(REFRESH_POLL_MS);
    expect(refreshPollInterval(makeRefresh({ state: 'done' }), now)).toBe(false);
    expect(refreshPollInterval(makeRefresh({ state: 'failed' }), now)).toBe(false);
    expect(refreshPollInterval(null, now)).toBe(false);
  });
});
