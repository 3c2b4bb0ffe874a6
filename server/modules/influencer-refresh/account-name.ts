import {
  INSTAGRAM_USERNAME,
  YOUTUBE_CHANNEL_ID,
  YOUTUBE_HANDLE,
} from '@shared/constants/account-names';
import type { RefreshablePlatform } from '@shared/schemas/influencer-refresh';
import { fieldError } from '../../errors';

/** An account as a person named it: by handle (lower-case, without `@`) or by the platform's id. */
export type AccountName = { kind: 'handle'; handle: string } | { kind: 'id'; id: string };

const HANDLE: Record<RefreshablePlatform, RegExp> = {
  youtube: YOUTUBE_HANDLE,
  instagram: INSTAGRAM_USERNAME,
};
const HOSTS: Record<RefreshablePlatform, RegExp> = {
  youtube: /(^|\.)youtube\.com$/,
  instagram: /(^|\.)instagram\.com$/,
};

/**
 * The account part of a profile address, or null: only the shapes that name an account —
 * youtube.com/@name, youtube.com/channel/UC…, instagram.com/name — never another page's path
 * (youtube.com/user/…, instagram.com/reel/…).
 */
function fromAddress(platform: RefreshablePlatform, text: string): string | null {
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (!HOSTS[platform].test(url.hostname.toLowerCase())) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  if (platform === 'youtube') {
    if (parts.length === 2 && parts[0] === 'channel') return parts[1]!;
    return parts.length === 1 && parts[0]!.startsWith('@') ? parts[0]! : null;
  }
  return parts.length === 1 ? parts[0]! : null;
}

/**
 * Reads the account a person asked to refresh: `@name`, `name`, a YouTube channel id or the
 * profile's address (youtube.com/@name, youtube.com/channel/UC…, instagram.com/name).
 * @throws 400 naming `body.name` when it is not a handle, id or address of that platform.
 */
export function parseAccountName(platform: RefreshablePlatform, name: string): AccountName {
  const text = name.trim();
  const looksLikeAddress = text.includes('/') || /\.com$/i.test(text);
  const part = looksLikeAddress ? fromAddress(platform, text) : text;
  const value = part?.replace(/^@/, '') ?? '';
  if (platform === 'youtube' && YOUTUBE_CHANNEL_ID.test(value)) return { kind: 'id', id: value };
  if (HANDLE[platform].test(value)) return { kind: 'handle', handle: value.toLowerCase() };
  const example = platform === 'youtube' ? '"@name", a channel id "UC…"' : '"@name"';
  const platformName = platform === 'youtube' ? 'YouTube' : 'Instagram';
  throw fieldError('body.name', `Enter the ${platformName} account as ${example} or its address`);
}
