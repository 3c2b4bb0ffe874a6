import { Container, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '@app/lib/api-error';
import { useAuth } from '@app/lib/auth';
import { useCollaboration } from '@app/features/collaborations/api/get-collaboration';
import { CollaborationDetailView } from '@app/features/collaborations/components/collaboration-detail';
import { CollaborationLoadState } from '@app/features/collaborations/components/collaboration-load-state';
import { useCollaborationTitle } from '@app/features/collaborations/hooks/use-collaboration-title';
import { InviteLinkRefused } from '@app/features/collaborations/components/invite-link-refused';
import { SignUpBanner } from '@app/features/collaborations/components/sign-up-banner';
import { useInviteTokenFromAddress } from '@app/features/collaborations/hooks/use-invite-token-from-address';
import { InviteTokenContext } from '@app/features/collaborations/hooks/use-invite-token';
import { forgetInviteToken } from '@app/features/collaborations/lib/collaboration-access';
import { CollaborationGift, CollaborationGiftTerms } from './compose/collaboration-gift';
import { CollaborationShopify } from './compose/collaboration-shopify';
import { CollaborationTracking } from './compose/collaboration-tracking';

function InvitedCollaboration({ id, inviteToken }: { id: string; inviteToken: string | null }) {
  const { token: session } = useAuth();
  const query = useCollaboration(id, inviteToken !== null || session !== null);
  useCollaborationTitle(query.data);
  const refused = isApiError(query.error, 401) || isApiError(query.error, 404);
  const returnTo = `/collaboration-detail/${encodeURIComponent(id)}`;

  useEffect(() => {
    if (refused) forgetInviteToken(id);
  }, [refused, id]);

  if (!inviteToken && !session) return <InviteLinkRefused returnTo={returnTo} />;
  return (
    <Stack gap="lg">
      {!session && query.data && <SignUpBanner />}
      <CollaborationLoadState
        query={query}
        refused={inviteToken ? <InviteLinkRefused returnTo={returnTo} /> : undefined}
      >
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
          />
        )}
      </CollaborationLoadState>
    </Stack>
  );
}

/** Reads the link's token once per collaboration and provides it to every call below. */
function WithInviteToken({ id }: { id: string }) {
  const inviteToken = useInviteTokenFromAddress(id);
  return (
    <InviteTokenContext value={inviteToken}>
      <InvitedCollaboration id={id} inviteToken={inviteToken} />
    </InviteTokenContext>
  );
}

/**
 * `/collaboration-detail/:id?token=…` (public): the page the proposal email links to. The token
 * is taken out of the address and sent as `X-Collaboration-Token` on every call, so an influencer
 * without an account reads the proposal, accepts or declines, messages, submits posts and reviews;
 * a banner invites them to sign up. Without a token a signed-in user loads it with their session.
 * A missing, expired or refused link explains what to do.
 */
export function CollaborationDetailPage() {
  const { id = '' } = useParams();
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <WithInviteToken key={id} id={id} />
    </Container>
  );
}
