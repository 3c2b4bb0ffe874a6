import { GoogleApiError } from './api-error';

/**
 * The project's YouTube Data API quota (https://developers.google.com/youtube/v3/determine_quota_cost):
 * 10,000 units a day by default, channels.list / videos.list / playlistItems.list cost 1 unit
 * each, invalid requests too, and the day resets at midnight Pacific Time. Past the quota every
 * call answers 403 `quotaExceeded` (domain `youtube.quota`).
 */

const PACIFIC_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const QUOTA_MESSAGE =
  'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.';

/** Units used per Pacific day. */
export class YouTubeQuota {
  private day = '';
  private usedToday = 0;

  constructor(
    readonly limit: number,
    private readonly now: () => number,
  ) {}

  /** Units used today (Pacific Time). */
  get used(): number {
    this.roll();
    return this.usedToday;
  }

  /** Charges a call; throws 403 quotaExceeded when today's units are spent. */
  charge(units = 1): void {
    this.roll();
    if (this.usedToday + units > this.limit) {
      throw new GoogleApiError(403, QUOTA_MESSAGE, 'PERMISSION_DENIED', [
        { message: QUOTA_MESSAGE, domain: 'youtube.quota', reason: 'quotaExceeded' },
      ]);
    }
    this.usedToday += units;
  }

  /** Spends the rest of today's units (tests of the quota error). */
  exhaust(): void {
    this.roll();
    this.usedToday = this.limit;
  }

  private roll(): void {
    const today = PACIFIC_DAY.format(new Date(this.now()));
    if (today !== this.day) {
      this.day = today;
      this.usedToday = 0;
    }
  }
}
