import { useQueryClient } from '@tanstack/react-query';
import type { Collaboration } from '@shared/schemas/collaborations';
import { collaborationQueryKey } from '@app/features/collaborations/api/get-collaboration';
import { useInviteToken } from '@app/features/collaborations/hooks/use-invite-token';
import { GiftCard } from '@app/features/gifts/components/gift-card';
import { useShopifyStatus } from '@app/features/shopify/api/get-shopify-status';

const OPEN = ['proposed', 'accepted', 'content_submitted'];

/**
 * The gift part of a collaboration's page, for both parties (the creator through the emailed
 * link too); the brand may choose one while the collaboration is open and its shop connected.
 * A change refreshes the collaboration's timeline.
 */
export function CollaborationGift({ collaboration }: { collaboration: Collaboration }) {
  const queryClient = useQueryClient();
  const inviteToken = useInviteToken();
  const brand = collaboration.viewer === 'advertiser';
  const shop = useShopifyStatus(brand);
  return (
    <GiftCard
      collaborationId={collaboration.id}
      viewer={collaboration.viewer}
      inviteToken={inviteToken}
      canChooseNew={brand && OPEN.includes(collaboration.status) && Boolean(shop.data?.connection)}
      onChanged={() =>
        void queryClient.invalidateQueries({ queryKey: collaborationQueryKey(collaboration.id) })
      }
    />
  );
}
