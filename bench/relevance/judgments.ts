/**
 * The shapes of the relevance evaluation (`npm run bench:relevance`, issue 31): everyday keyword
 * searches and campaign briefs, each with the criterion a person judges results by and the
 * profiles judged against it. Written before the ranking changes and never edited to fit a
 * result: a result the bench meets unjudged is judged by the same written criterion and added.
 */
import type { Platform } from '@shared/constants/discovery';

/** 2 = relevant (what the brand meant), 1 = partly (near, or one of two needs), 0 = not relevant. */
export type Grade = 0 | 1 | 2;

/**
 * One judged profile. `profile` is `platform:username`, the username lower-cased as the API's
 * card gives it (`youtube:mrbeast`, `instagram:cristiano`, `youtube:t-series`).
 */
export interface Judgement {
  profile: string;
  grade: Grade;
  /** A few words on why (what in the name, bio or categories decided it). */
  why: string;
}

/** Shared by searches and briefs. */
interface LabelledCase {
  /** Stable, unique across the whole set (`search-cooking`, `brief-vegan-dach`). */
  id: string;
  /**
   * What the brand meant, written before any result was read: the criterion every judgement of
   * this case follows ("creators who cook or share recipes; a restaurant or a food brand is 0").
   */
  intent: string;
  /**
   * Held back: reported only as a total, never looked at one by one while tuning. Every fifth
   * case of each file (index % 5 === 4), fixed before judging.
   */
  heldOut: boolean;
  judged: Judgement[];
}

/** What a brand types in discovery's keyword box (`GET /api/influencer?keywords=…`). */
export interface LabelledSearch extends LabelledCase {
  keywords: string;
  /** The platform tab the search is made on; absent = all platforms. */
  platform?: Platform;
}

/** A campaign brief given to AI picks (`POST /api/list/ai-picks`). */
export interface LabelledBrief extends LabelledCase {
  brief: string;
  platform?: Platform;
}

/** The key a judgement uses for a card. */
export function profileKey(card: { platform: Platform; username: string }): string {
  return `${card.platform}:${card.username.toLowerCase()}`;
}
