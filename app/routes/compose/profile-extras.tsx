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

/**
 * What a signed-in page adds to the profile drawer: the heart and "save to list" beside the name;
 * after the bio, for advertisers their collaborations with the profile and "Propose
 * collaboration" (with `campaignId` preselected), the person's private note, the profile's
 * reviews and past promotions, similar profiles (each with the same save buttons), and for
 * admins the curation panel. Used by discovery, My Influencers and the campaign page alike.
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
    ),
  };
}
