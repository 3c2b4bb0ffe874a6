import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { ownCampaignsQueryOptions } from '@app/features/campaigns/api/get-own-campaigns';
import { InfluencerCollaborations } from '@app/features/collaborations/propose/components/influencer-collaborations';
import {
  ProposeCollaborationModal,
  type ProposeCollaborationModalProps,
} from '@app/features/collaborations/propose/components/propose-collaboration-modal';
import { canPropose } from '@app/features/collaborations/propose/lib/can-propose';
import type { ProposalTarget } from '@app/features/collaborations/propose/lib/proposal-outcome';
import { MessageButton } from '@app/features/messages/components/message-button';
import { useShopifyStatus } from '@app/features/shopify/api/get-shopify-status';
import { useAuth } from '@app/lib/auth';
import { EmailButton } from './email-influencer';

/** The gift picker's code is fetched once a connected shop's brand opens the dialog. */
const ProposalGiftField = lazy(() =>
  import('@app/features/gifts/components/proposal-gift-field').then((m) => ({
    default: m.ProposalGiftField,
  })),
);

/**
 * The propose modal with the advertiser's campaigns to choose from (`GET /api/campaign/user/self`,
 * fetched once it opens; none to choose from when they cannot be loaded) and, when the brand's
 * Shopify shop is connected, the gift picker for a gifted product.
 */
export function ProposeCollaboration(
  props: Omit<ProposeCollaborationModalProps, 'campaigns' | 'giftField'>,
) {
  const query = useQuery({ ...ownCampaignsQueryOptions(null), enabled: props.opened });
  const shop = useShopifyStatus(props.opened);
  const campaigns = query.isError ? [] : query.data?.query;
  return (
    <ProposeCollaborationModal
      {...props}
      campaigns={campaigns}
      giftField={
        shop.data?.connection
          ? (slot) => (
              <Suspense fallback={null}>
                <ProposalGiftField {...slot} />
              </Suspense>
            )
          : undefined
      }
    />
  );
}

/** The propose modal for one influencer, and what opens it. */
function useProposeModal(influencer: ProposalTarget, campaignId: string | undefined) {
  const [opened, { open, close }] = useDisclosure(false);
  const modal = (
    <ProposeCollaboration
      opened={opened}
      onClose={close}
      influencers={[influencer]}
      campaignId={campaignId}
    />
  );
  return { open, modal };
}

/** A small "Propose" button for one influencer's card, opening the propose modal. */
export function ProposeButton({
  influencer,
  campaignId,
}: {
  influencer: ProposalTarget;
  /** The campaign preselected in the modal. */
  campaignId?: string;
}) {
  const { open, modal } = useProposeModal(influencer, campaignId);
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconHeartHandshake size={14} aria-hidden />}
        aria-label={`Propose a collaboration to @${influencer.username}`}
        onClick={open}
      >
        Propose
      </Button>
      {modal}
    </>
  );
}

/**
 * The profile drawer's "Collaboration" section, for advertisers only (nothing for influencer
 * accounts): their collaborations with the profile, "Propose collaboration", "Message" (which
 * explains when the influencer has no account to receive it) and "Email" (the email composer).
 */
export function ProfileCollaboration({
  profile,
  campaignId,
}: {
  profile: ProposalTarget;
  campaignId?: string;
}) {
  const { user } = useAuth();
  const { open, modal } = useProposeModal(profile, campaignId);
  if (!canPropose(user)) return null;
  return (
    <>
      <InfluencerCollaborations
        influencerId={profile.id}
        onPropose={open}
        actions={
          <>
            <MessageButton size="xs" to={profile.id} name={`@${profile.username}`} />
            <EmailButton size="xs" influencer={profile} />
          </>
        }
      />
      {modal}
    </>
  );
}
