/**
 * Conversions between a `<input type="datetime-local">` value ("2026-06-01T09:30", the viewer's
 * own zone, no offset) and the UTC ISO times the API speaks.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time (or a Date) as a datetime-local value in the viewer's zone: "2026-06-01T09:30". */
export function toLocalInput(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** A datetime-local value (viewer's zone) as a UTC ISO time; null when empty or invalid. */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The viewer's time zone name ("Europe/Paris"), to say which zone a datetime-local input is in. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
