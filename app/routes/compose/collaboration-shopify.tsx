import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { DISCOUNT_CODE_STATUSES } from '@shared/constants/shopify';
import type { Collaboration } from '@shared/schemas/collaborations';
import { collaborationQueryKey } from '@app/features/collaborations/api/get-collaboration';
import { collaborationListsQueryKey } from '@app/features/collaborations/api/get-collaborations';
import { listsQueryKey } from '@app/features/lists/api/get-lists';
import { CreateDiscountCard } from '@app/features/shopify/components/create-discount-card';
import { SalesPanel } from '@app/features/shopify/components/sales-panel';

/**
 * The Shopify part of a collaboration's page: the sales its discount code brought (both parties),
 * or — for the brand of an accepted collaboration without a code — the card that creates one.
 * A new code refreshes the collaboration (its code, sales and timeline) and My Influencers.
 */
export function CollaborationShopify({ collaboration }: { collaboration: Collaboration }) {
  const queryClient = useQueryClient();
  const { sales } = collaboration;
  const canCreate =
    !sales &&
    collaboration.viewer === 'advertiser' &&
    (DISCOUNT_CODE_STATUSES as readonly string[]).includes(collaboration.status);

  if (!sales && !canCreate) return null;
  return (
    <Stack gap="lg">
      {sales && <SalesPanel sales={sales} code={collaboration.discountCode} />}
      {canCreate && (
        <CreateDiscountCard
          collaborationId={collaboration.id}
          username={collaboration.influencer.username}
          onCreated={() => {
            void queryClient.invalidateQueries({
              queryKey: collaborationQueryKey(collaboration.id),
            });
            void queryClient.invalidateQueries({ queryKey: collaborationListsQueryKey });
            void queryClient.invalidateQueries({ queryKey: listsQueryKey });
          }}
        />
      )}
    </Stack>
  );
}
