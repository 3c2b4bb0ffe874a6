import type { To } from 'react-router';
import type { InfluencerProfile } from '@shared/schemas/influencers';
import { CurationPanel } from '@app/features/curation/components/curation-panel';
import { SaveControls } from '@app/features/lists/components/save-controls';
import type { SavedState } from '@app/features/lists/hooks/use-saved-state';
import { NoteEditor } from '@app/features/notes/components/note-editor';
import { SimilarProfiles } from '@app/features/picks/components/similar-profiles';
import { PastPromotions } from '@app/features/promotions/components/past-promotions';
import { ReviewSummary } from '@app/features/promotions/components/review-summary';
import { ProfileCollaboration } from './propose-collaboration';

/** Props of {@link ProfileSections}: see {@link profileExtras} (profile-extras.tsx). */
export interface ProfileSectionsProps {
  profile: InfluencerProfile;
  saved: SavedState;
  profileHref: (influencerId: string) => To;
  linkState?: unknown;
  admin: boolean;
  campaignId?: string;
}

/**
 * The signed-in sections of the profile drawer after the bio: for advertisers their
 * collaborations with the profile and "Propose collaboration" (with `campaignId` preselected), the
 * person's private note, the profile's reviews and past promotions, similar profiles (each with
 * the save buttons), and for admins the curation panel.
 */
export function ProfileSections({
  profile,
  saved,
  profileHref,
  linkState,
  admin,
  campaignId,
}: ProfileSectionsProps) {
  return (
    <>
      <ProfileCollaboration
        key={`collaboration-${profile.id}`}
        profile={profile}
        campaignId={campaignId}
      />
      <NoteEditor key={profile.id} influencerId={profile.id} />
      <ReviewSummary subject={{ kind: 'influencer', id: profile.id }} />
      <PastPromotions influencerId={profile.id} />
      <SimilarProfiles
        influencerId={profile.id}
        cardHref={(card) => profileHref(card.id)}
        linkState={linkState}
        renderActions={(card) => <SaveControls influencer={card} saved={saved} size="sm" />}
      />
      {admin && <CurationPanel key={`curation-${profile.id}`} profile={profile} />}
    </>
  );
}
