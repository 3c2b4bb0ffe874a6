/**
 * When a message was sent, as a chat app shows it in the person's own time zone: the time for
 * today ("14:05"), the weekday within the last six days ("Mon"), the day and month this year
 * ("12 Mar"), else the full date ("12 Mar 2024"); empty for an invalid time.
 */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (date.getTime() >= startOfToday)
    return date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  if (date.getTime() >= startOfToday - 6 * 86_400_000)
    return date.toLocaleDateString('en-GB', { weekday: 'short' });
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() !== now.getFullYear() && { year: 'numeric' }),
  });
}
