/** UTM parameters a tracking link carries. */
export interface Utm {
  source: string;
  medium: string;
  campaign: string;
}

/**
 * `url` with `utm_source`, `utm_medium` and `utm_campaign` added to its query (parsed with the URL
 * parser; other parameters and the fragment kept). A UTM parameter the URL already has is left as
 * the brand set it: their own attribution wins over ours.
 */
export function withUtm(url: string, utm: Utm): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(utm)) {
    const name = `utm_${key}`;
    if (!target.searchParams.has(name)) target.searchParams.set(name, value);
  }
  return target.toString();
}
