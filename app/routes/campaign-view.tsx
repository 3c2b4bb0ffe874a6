import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { InfluencerCard } from '@shared/schemas/influencers';
import { useCampaign } from '@app/features/campaigns/api/get-campaign';
import { CampaignDetailView } from '@app/features/campaigns/components/campaign-detail';
import { QueryLoadState } from '@app/components/ui/query-load-state';
import { ProfileDrawer } from '@app/features/discovery/components/profile-drawer';
import { SaveControls } from '@app/features/lists/components/save-controls';
import { useSavedState } from '@app/features/lists/hooks/use-saved-state';
import { PickList } from '@app/features/picks/components/pick-list';
import { CampaignResultsPanel } from '@app/features/campaign-results/components/campaign-results-panel';
import { CampaignSalesTable } from '@app/features/shopify/components/campaign-sales-table';
import { CampaignTrackingClicks } from '@app/features/short-links/components/campaign-tracking-clicks';
import { ProductCard } from '@app/features/shopify/components/product-card';
import { useAuth } from '@app/lib/auth';
import { profileExtras } from './compose/profile-extras';
import { ProposeButton } from './compose/propose-collaboration';

/**
 * `/campaign/:id`: the owner's campaign page (status moves, edit, public link, its Shopify product,
 * results (spend, revenue, return, chart, CSV), sales by influencer, tracking link clicks, interested influencers and AI picks). Influencers open in the profile drawer (`?profile=<id>`); every
 * card and pick has the heart, "save to list" and "Propose" (a collaboration for this campaign).
 */
export function CampaignViewPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useCampaign(id);
  useDocumentTitle(
    query.data ? `${query.data.name} · Campaigns · Collabify` : 'Campaign · Collabify',
  );
  const isAdmin = useAuth().user?.roles.includes('admin') ?? false;
  const saved = useSavedState();
  const [params, setParams] = useSearchParams();
  const profileId = params.get('profile');

  const profileHref = useCallback(
    (influencerId: string) => {
      const next = new URLSearchParams(params);
      next.set('profile', influencerId);
      return { search: `?${next.toString()}` };
    },
    [params],
  );
  const closeProfile = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('profile');
        return next;
      }),
    [setParams],
  );

  const cardActions = (card: InfluencerCard) => (
    <>
      <SaveControls influencer={card} saved={saved} size="sm" />
      <ProposeButton influencer={card} campaignId={id} />
    </>
  );

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <QueryLoadState
        query={query}
        noun="campaign"
        back={{ to: '/campaign', label: 'your campaigns' }}
      >
        {(campaign) => (
          <CampaignDetailView
            campaign={campaign}
            cardHref={(card) => profileHref(card.id)}
            renderPicks={(picks) => (
              <PickList
                picks={picks}
                cardHref={(card) => profileHref(card.id)}
                renderActions={cardActions}
              />
            )}
            renderInterestedActions={(entry) => entry.card && cardActions(entry.card)}
            onDeleted={() => void navigate('/campaign', { replace: true })}
            product={campaign.shopifyProduct && <ProductCard product={campaign.shopifyProduct} />}
            sales={
              <>
                <CampaignResultsPanel campaignId={campaign.id} />
                <CampaignSalesTable campaignId={campaign.id} />
                <CampaignTrackingClicks campaignId={campaign.id} />
              </>
            }
          />
        )}
      </QueryLoadState>
      <ProfileDrawer
        profileId={profileId}
        signedIn
        onClose={closeProfile}
        {...profileExtras(saved, profileHref, { admin: isAdmin, campaignId: id })}
      />
    </Container>
  );
}
