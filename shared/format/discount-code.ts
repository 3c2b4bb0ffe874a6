/** Longest handle part of a suggested code. */
const HANDLE_PART = 20;

/**
 * The discount code suggested for an influencer when the brand types none (the server makes it,
 * the form shows it as a hint): the handle's letters and digits in upper case (at most 20) and
 * the value rounded, joined by "-" when the handle ends with a digit — JANE15, YOONCY1-15. A
 * `mark` (e.g. the collaboration id's first four characters) follows after another "-", for when
 * the short one is taken: JANE15-5B0C. Without a value, the handle alone.
 */
export function suggestedDiscountCode(
  username: string,
  value: number | null,
  mark?: string,
): string {
  const handle =
    username
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase()
      .slice(0, HANDLE_PART) || 'CREATOR';
  const amount = value === null || !Number.isFinite(value) ? '' : String(Math.round(value));
  const joiner = amount && /\d$/.test(handle) ? '-' : '';
  return `${handle}${joiner}${amount}${mark ? `-${mark.toUpperCase()}` : ''}`;
}
