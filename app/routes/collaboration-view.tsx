import { Button, Container } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useCollaboration } from '@app/features/collaborations/api/get-collaboration';
import { CollaborationDetailView } from '@app/features/collaborations/components/collaboration-detail';
import { CollaborationLoadState } from '@app/features/collaborations/components/collaboration-load-state';
import { useCollaborationTitle } from '@app/features/collaborations/hooks/use-collaboration-title';
import { CollaborationGift, CollaborationGiftTerms } from './compose/collaboration-gift';
import { CollaborationShopify } from './compose/collaboration-shopify';
import { CollaborationTracking } from './compose/collaboration-tracking';

/**
 * `/collaboration/:id` (signed in): one collaboration as the brand or the influencer sees it —
 * terms, status moves, thread (refreshed every 5 s), published posts, reviews, activity, the
 * tracking link with its clicks (by day for the brand), and the Shopify discount code with its sales.
 */
export function CollaborationViewPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useCollaboration(id);
  useCollaborationTitle(query.data);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Button
        component={Link}
        to="/collaboration"
        variant="subtle"
        size="compact-sm"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        mb="md"
      >
        All collaborations
      </Button>
      <CollaborationLoadState query={query}>
        {(collaboration) => (
          <CollaborationDetailView
            collaboration={collaboration}
            giftTerms={<CollaborationGiftTerms collaborationId={collaboration.id} />}
            aside={
              <>
                <CollaborationTracking collaboration={collaboration} />
                <CollaborationGift collaboration={collaboration} />
                <CollaborationShopify collaboration={collaboration} />
              </>
            }
            onDeleted={() => void navigate('/collaboration', { replace: true })}
          />
        )}
      </CollaborationLoadState>
    </Container>
  );
}
