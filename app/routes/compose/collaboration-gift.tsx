import { useQueryClient } from '@tanstack/react-query';
import type { CollaborationDetail } from '@shared/schemas/collaborations';
import { CostReturnCard } from '@app/features/campaign-results/components/cost-return-card';
import { collaborationQueryKey } from '@app/features/collaborations/api/get-collaboration';
import { useInviteToken } from '@app/features/collaborations/hooks/use-invite-token';
import { useGift } from '@app/features/gifts/api/get-gift';
import { GiftCard } from '@app/features/gifts/components/gift-card';
import { GiftTerms } from '@app/features/gifts/components/gift-terms';
import { useShopifyStatus } from '@app/features/shopify/api/get-shopify-status';

const OPEN = ['proposed', 'accepted', 'content_submitted'];

/**
 * The gift part of a collaboration's page, for both parties (the creator through the emailed
 * link too), under the collaboration's cost and return (fee + gift, orders, revenue, clicks);
 * the brand may choose a gift while the collaboration is open and its shop connected. A change
 * refreshes the collaboration's timeline.
 */
export function CollaborationGift({ collaboration }: { collaboration: CollaborationDetail }) {
  const queryClient = useQueryClient();
  const inviteToken = useInviteToken();
  const brand = collaboration.viewer === 'advertiser';
  const shop = useShopifyStatus(brand);
  const gift = useGift(collaboration.id, inviteToken).data?.gift;
  const fee =
    collaboration.amount && collaboration.compensation === 'fixed_fee'
      ? { amount: (collaboration.amount / 100).toFixed(2), currencyCode: collaboration.currency }
      : null;
  const sales = collaboration.sales && {
    orders: collaboration.sales.orders,
    revenue: {
      amount: collaboration.sales.revenue,
      currencyCode: collaboration.sales.currencyCode,
    },
  };
  return (
    <>
      {(fee || (gift && gift.status !== 'cancelled') || sales) && (
        <CostReturnCard
          fee={fee}
          gift={gift && gift.status !== 'cancelled' ? gift : null}
          sales={sales}
          clicks={collaboration.trackingClicks}
        />
      )}
      <GiftCard
        collaborationId={collaboration.id}
        viewer={collaboration.viewer}
        inviteToken={inviteToken}
        canChooseNew={
          brand && OPEN.includes(collaboration.status) && Boolean(shop.data?.connection)
        }
        onChanged={() =>
          void queryClient.invalidateQueries({ queryKey: collaborationQueryKey(collaboration.id) })
        }
      />
    </>
  );
}

/**
 * The collaboration's gift as part of its terms (products, quantities, retail value), for both
 * parties — what the creator accepts; nothing without a gift or once it was cancelled.
 */
export function CollaborationGiftTerms({ collaborationId }: { collaborationId: string }) {
  const gift = useGift(collaborationId, useInviteToken()).data?.gift;
  return gift && gift.status !== 'cancelled' ? <GiftTerms gift={gift} /> : null;
}
