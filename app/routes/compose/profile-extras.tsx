import type { To } from 'react-router';
import type { InfluencerProfile } from '@shared/schemas/influencers';
import { CurationPanel } from '@app/features/curation/components/curation-panel';
import { SaveControls } from '@app/features/lists/components/save-controls';
import type { SavedState } from '@app/features/lists/hooks/use-saved-state';
import { NoteEditor } from '@app/features/notes/components/note-editor';
import { SimilarProfiles } from '@app/features/picks/components/similar-profiles';

/**
 * What a signed-in page adds to the profile drawer: the heart and "save to list" beside the name,
 * and the person's private note and similar profiles (each with the same save buttons) after
 * the bio, and for admins the curation panel. Used by discovery and My Influencers alike.
 */
export function profileExtras(
  saved: SavedState,
  profileHref: (influencerId: string) => To,
  { linkState, admin = false }: { linkState?: unknown; admin?: boolean } = {},
) {
  return {
    actions: (profile: InfluencerProfile) => <SaveControls influencer={profile} saved={saved} />,
    sections: (profile: InfluencerProfile) => (
      <>
        <NoteEditor key={profile.id} influencerId={profile.id} />
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
