import { AVATAR_HOSTS } from '@shared/constants/avatars';

const hostPatterns = AVATAR_HOSTS.map((host) =>
  host.startsWith('*.') ? { suffix: host.slice(1) } : { exact: host },
);

function allowedHost(hostname: string): boolean {
  return hostPatterns.some((p) => (p.exact ? hostname === p.exact : hostname.endsWith(p.suffix!)));
}

/**
 * The address to request a profile picture from, or null to show initials without a request:
 * only https addresses on the allowed avatar hosts (others the Content-Security-Policy would
 * block, with a console error), and not the signed Instagram CDN addresses whose expiry (`oe`,
 * hexadecimal Unix seconds) has passed, which only answer 403 (every one in the imported
 * datasets: they were collected in 2021–2022).
 */
export function avatarSource(url: string | null | undefined, now = Date.now()): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || !allowedHost(parsed.hostname)) return null;
  const expires = parsed.searchParams.get('oe');
  if (expires && /^[0-9a-f]{1,12}$/i.test(expires) && Number.parseInt(expires, 16) * 1000 <= now)
    return null;
  return parsed.toString();
}
