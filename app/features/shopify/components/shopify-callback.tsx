import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '@app/components/ui/auth-card';
import { useAuth } from '@app/lib/auth';
import { notifySuccess } from '@app/lib/notify';
import { useCompleteShopifyConnect } from '../api/complete-shopify-connect';
import { useRunOnce } from '@app/lib/use-run-once';
import { ProblemAlert } from '@app/components/ui/problem-alert';

/**
 * Where Shopify sends the merchant back after approving the install (`/profile/shopify?code=…`):
 * posts the query exactly as Shopify sent it, once (its state is single use, so StrictMode's
 * second effect must not post again), then signs in with the session when the install began in
 * the Shopify admin, says "Shopify shop connected" and opens the profile. A refused callback shows
 * the problem and a way back to the profile. `search` is the address's query, `?` included.
 */
export function ShopifyCallback({ search }: { search: string }) {
  const complete = useCompleteShopifyConnect();
  const { signIn } = useAuth();
  const navigate = useNavigate();

  useRunOnce(() => {
    if (!search || search === '?') return;
    complete.mutate(search, {
      onSuccess: ({ session }) => {
        if (session) signIn(session);
        notifySuccess('Shopify shop connected');
        void navigate('/profile', { replace: true });
      },
    });
  });

  if (!search || search === '?')
    return (
      <AuthCard title="Nothing to connect" subtitle="Shopify opens this page after an install.">
        <Stack gap="md">
          <Text size="sm">
            Start from your profile: enter your shop’s domain and press “Connect Shopify”.
          </Text>
          <Button component={Link} to="/profile">
            Back to your profile
          </Button>
        </Stack>
      </AuthCard>
    );

  if (complete.isError)
    return (
      <AuthCard title="Your shop was not connected">
        <Stack gap="md">
          <ProblemAlert error={complete.error} />
          <Text size="sm">
            Start again from your profile: the link Shopify sent works once and for a few minutes.
          </Text>
          <Group>
            <Button component={Link} to="/profile">
              Back to your profile
            </Button>
          </Group>
        </Stack>
      </AuthCard>
    );

  return (
    <AuthCard title="Connecting your shop…">
      <Group gap="sm">
        <Loader size="sm" role="status" aria-label="Connecting your shop" />
        <Text size="sm" c="dimmed">
          Shopify approved the install; Collabify is finishing the connection.
        </Text>
      </Group>
    </AuthCard>
  );
}
