import type { AccountType } from '@shared/constants/discovery';

/**
 * Account-type rules (issue 31): which profiles are not creators. The order of evidence is
 * 1. a platform-generated channel (structural: YouTube names it, nobody else can);
 * 2. the source's own label (a dataset's type or category column, mapped per dataset in its
 *    mapping's `accountType` field, e.g. TikTok's commerce category "Brand", YouTube's
 *    "News & Politics"; topic labels only, such as "Music & Dance", file it as a creator), the
 *    newest source's label winning;
 * 3. clear textual evidence in the name or bio (the rules below), before a label that only
 *    files the account under a topic (creator);
 * 4. nothing → creator (`default`).
 *
 * Each rule was checked against the bundled datasets (data/datasets); the evidence is noted.
 * Rules deliberately left out: a `#` name (YouTube hashtag channels) — "#Refugio Mental" is a
 * creator with 846 uploads; "TV" in a name — "Kids TV - Nursery Rhymes" is a creator channel;
 * "league" anywhere — "League of Legends" is a game.
 */

/** What the rules read from a profile. */
export interface AccountTypeInput {
  platform: string;
  username: string;
  name: string | null;
  bio: string | null;
}

/** A decision: the type and where it came from (`label:<label>`, `rule:<id>` or `default`). */
export interface AccountTypeDecision {
  type: AccountType;
  source: string;
}

/**
 * The channels YouTube generates (its "destination" channels). Evidence: "Music", "Gaming",
 * "Sports", "News", "Movies", "Live", "YouTube Movies", "Popular on YouTube" in
 * youtube-global-statistics-2023 and youtube-most-subscribed-1000-channels, all with 0 uploads
 * and 0 views; "YouTube" is the platform's own channel.
 */
const YOUTUBE_DESTINATIONS = new Set(
  [
    'music',
    'gaming',
    'sports',
    'news',
    'movies',
    'live',
    'learning',
    'fashion & beauty',
    'youtube',
    'youtube movies',
    'popular on youtube',
    'virtual reality',
    '360° video',
  ].map((n) => n.toLowerCase()),
);

/** YouTube's auto-generated artist and topic channels: "Minecraft - Topic", "Adele - Topic". */
const TOPIC_SUFFIX = /\s-\sTopic$/u;

/**
 * A football club's abbreviation as a word of the name: "FC Barcelona", "Real Madrid C.F.",
 * "Chelsea FC", "FC Bayern", "Brentford FC", "FC Zenit" in the Instagram and YouTube files.
 * Name only: in bios it is as often a fan or a player ("⚽️Miss FC Rostov").
 */
const CLUB_ABBREVIATION = /(^|[\s(])(A\.?F\.?C|F\.?C|C\.?F)\.?($|[\s),])/u;

/**
 * A competition named by its last word: "Premier League", "UEFA Champions League", "Europa
 * League", "The National Basketball League" (not "League of Legends", where it is not last).
 */
const LEAGUE_NAME = /\S\s+(League|Liga)$/iu;

/**
 * A bio saying it is a club's or a league's official account: "Offizielles Profil FC St.Gallen
 * 1879", "Cuenta oficial del Club Universidad Nacional", "The official Tik Tok of the Sydney Swans
 * Football Club". An "official" word and a club word within 60 characters. Not "team": "official
 * account of Ex Governor Punjab Ch Sarwar. Managed by Team Sarwar" is a politician.
 */
const OFFICIAL_CLUB_BIO =
  /\b(official|officiel(le)?|oficial|offiziell(es|e)?|ufficiale)\b.{0,60}?\b(f\.?c|club|league|liga|verein|squadra)\b/iu;

/**
 * "News" as a word of the name: "BBC News", "ABP NEWS", "Zee News", "News 24", "ABC News" in the
 * YouTube files (YouTube's own "News" channel is caught first as a platform channel).
 */
const NEWS_NAME = /\bnews\b/iu;

/** A bio calling the account a news outlet or publisher. */
const MEDIA_BIO = /\b(news (network|channel|portal|agency)|newspaper|breaking news)\b/iu;

/** The platform-channel rule, or null. */
function platformRule(p: AccountTypeInput): string | null {
  if (p.platform !== 'youtube') return null;
  for (const value of [p.name, p.username]) {
    if (value === null) continue;
    const text = value.trim();
    if (YOUTUBE_DESTINATIONS.has(text.toLowerCase())) return 'youtube-destination';
    if (TOPIC_SUFFIX.test(text)) return 'youtube-topic';
  }
  return null;
}

/** The textual rules (club, then media), or null. */
function textRule(p: AccountTypeInput): AccountTypeDecision | null {
  const names = [p.name, p.username].filter((v): v is string => v !== null);
  if (names.some((n) => CLUB_ABBREVIATION.test(n)))
    return { type: 'club', source: 'rule:club-name' };
  if (p.name !== null && LEAGUE_NAME.test(p.name.trim()))
    return { type: 'club', source: 'rule:league-name' };
  if (p.bio !== null && OFFICIAL_CLUB_BIO.test(p.bio))
    return { type: 'club', source: 'rule:official-club-bio' };
  if (p.name !== null && NEWS_NAME.test(p.name)) return { type: 'media', source: 'rule:news-name' };
  if (p.bio !== null && MEDIA_BIO.test(p.bio)) return { type: 'media', source: 'rule:media-bio' };
  return null;
}

/**
 * Decides a profile's account type. `label` is the type a source labelled the account with
 * (already mapped, see the mapping's `accountType`), `previous` the profile's stored decision: a
 * label stays until another label replaces it, since one source's silence is not evidence.
 * Order: platform channel; a brand, media or club label; a text rule; a creator label (a topic
 * label such as "Sports" says nothing against "FC Barcelona"); creator by default.
 */
export function decideAccountType(
  profile: AccountTypeInput,
  label: { type: AccountType; label: string } | null,
  previous: AccountTypeDecision | null = null,
): AccountTypeDecision {
  const platform = platformRule(profile);
  if (platform) return { type: 'platform', source: `rule:${platform}` };
  const labelled =
    label ??
    (previous?.source.startsWith('label:')
      ? { type: previous.type, label: previous.source.slice('label:'.length) }
      : null);
  if (labelled && labelled.type !== 'creator')
    return { type: labelled.type, source: `label:${labelled.label}` };
  const text = textRule(profile);
  if (text) return text;
  if (labelled) return { type: 'creator', source: `label:${labelled.label}` };
  return { type: 'creator', source: 'default' };
}
