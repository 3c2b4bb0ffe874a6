import type { GmailSending } from '@shared/schemas/email';

/** "12 of 500 sent through Gmail in the last 24 hours" (counts of Collabify's sends). */
export function gmailUsageText(gmail: GmailSending): string {
  const n = (value: number) => value.toLocaleString('en-US');
  return `${n(gmail.sentLast24Hours)} of ${n(gmail.dailyLimit)} sent through Gmail in the last 24 hours`;
}

/** The share of Gmail's daily limit used, as a percentage from 0 to 100. */
export function gmailUsagePercent(gmail: GmailSending): number {
  if (gmail.dailyLimit <= 0) return 100;
  return Math.min(100, Math.round((gmail.sentLast24Hours / gmail.dailyLimit) * 100));
}

/** A moment as "27 Nov, 14:05 UTC" (day, month and time in UTC), or null without one. */
export function formatUtcMoment(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const text = date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'UTC',
  });
  return `${text} UTC`;
}
