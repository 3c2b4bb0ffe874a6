import { localInputToIso } from '@app/lib/local-datetime';

/** The datetime-local conversions, shared with other forms through `@app/lib/local-datetime`. */
export { localInputToIso, toLocalInput } from '@app/lib/local-datetime';

/**
 * Why a datetime-local value cannot be a send time (empty, invalid, or not after `now`, in ms);
 * null when it can.
 */
export function scheduleProblem(value: string, now: number = Date.now()): string | null {
  if (value.trim() === '') return 'Choose when to send';
  const iso = localInputToIso(value);
  if (!iso) return 'Enter a date and time';
  if (Date.parse(iso) <= now) return 'Choose a time in the future';
  return null;
}
