import type { To } from 'react-router';
import { ProfileDrawer } from '@app/features/discovery/components/profile-drawer';
import type { SavedState } from '@app/features/lists/hooks/use-saved-state';
import { profileExtras } from './profile-extras';

/** Props of {@link DiscoveryProfileDrawer}. */
export interface DiscoveryProfileDrawerProps {
  /** The profile to show; null closes the drawer. */
  profileId: string | null;
  onClose: () => void;
  saved: SavedState;
  profileHref: (influencerId: string) => To;
  linkState?: unknown;
  admin: boolean;
}

/**
 * Discovery's profile drawer for a signed-in person: the profile, with what a signed-in page adds
 * to it ({@link profileExtras}: saving, proposing, the note, reviews, similar profiles). In a
 * module of its own so discovery's page loads it apart from its first render
 * (routes/influencer.tsx).
 */
export function DiscoveryProfileDrawer({
  profileId,
  onClose,
  saved,
  profileHref,
  linkState,
  admin,
}: DiscoveryProfileDrawerProps) {
  return (
    <ProfileDrawer
      profileId={profileId}
      signedIn
      onClose={onClose}
      {...profileExtras(saved, profileHref, { linkState, admin })}
    />
  );
}
