import { lazy, Suspense } from 'react';
import type { To } from 'react-router';
import type { InfluencerProfile } from '@shared/schemas/influencers';
import { SaveControls } from '@app/features/lists/components/save-controls';
import type { SavedState } from '@app/features/lists/hooks/use-saved-state';

// Forms, the note editor and the proposal flow (zod among them): loaded when a signed-in person
// opens a profile, not with the page that lists the profiles.
const ProfileSections = lazy(() =>
  import('./profile-sections').then((m) => ({ default: m.ProfileSections })),
);

/**
 * What a signed-in page adds to the profile drawer: the heart and "save to list" beside the name;
 * after the bio, for advertisers their collaborations with the profile and "Propose
 * collaboration" (with `campaignId` preselected), the person's private note, the profile's
 * reviews and past promotions, similar profiles (each with the same save buttons), and for
 * admins the curation panel (loaded with the first profile opened). Used by discovery, My Influencers and the campaign page alike.
 */
export function profileExtras(
  saved: SavedState,
  profileHref: (influencerId: string) => To,
  {
    linkState,
    admin = false,
    campaignId,
  }: { linkState?: unknown; admin?: boolean; campaignId?: string } = {},
) {
  return {
    actions: (profile: InfluencerProfile) => <SaveControls influencer={profile} saved={saved} />,
    sections: (profile: InfluencerProfile) => (
      <Suspense fallback={null}>
        <ProfileSections
          profile={profile}
          saved={saved}
          profileHref={profileHref}
          linkState={linkState}
          admin={admin}
          campaignId={campaignId}
        />
      </Suspense>
    ),
  };
}
