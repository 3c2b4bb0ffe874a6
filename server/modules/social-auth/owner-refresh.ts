import type { INFLUENCER_PROVIDERS } from '@shared/constants/social';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { refreshYouTubeNumbers } from './google-login.service';
import { refreshInstagramNumbers } from './instagram-login.service';
import { refreshTikTokNumbers } from './tiktok-login.service';

/** A platform a creator signs in with. */
export type InfluencerProvider = (typeof INFLUENCER_PROVIDERS)[number];

/**
 * How each creator platform reads the owner's numbers again with the stored connection (renewing
 * its token first when it is about to expire) and records them as verified by the creator now.
 */
const REFRESHERS: Record<InfluencerProvider, (ctx: AppContext, user: UserRow) => Promise<void>> = {
  youtube: refreshYouTubeNumbers,
  instagram: refreshInstagramNumbers,
  tiktok: refreshTikTokNumbers,
};

/**
 * `POST /api/users/social-accounts/{provider}/refresh`: the creator's numbers read again from the
 * platform with their stored connection. @throws 404 without that connection; 409 when it must be
 * connected again; 400 when the platform refuses; 502 when it is unavailable.
 */
export function refreshOwnerNumbers(
  ctx: AppContext,
  user: UserRow,
  provider: InfluencerProvider,
): Promise<void> {
  return REFRESHERS[provider](ctx, user);
}
