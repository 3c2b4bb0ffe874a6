import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { PricingTable } from '@app/features/billing/components/pricing-table';
import { useAuth } from '@app/lib/auth';
import { Notice } from '@app/components/ui/notice';

/**
 * `/pricing` (public): the plans with their prices and limits (PRODUCT §9). A signed-in account
 * sees its plan marked and buys or changes one from here; Stripe Checkout's cancel button comes
 * back with `?checkout=cancelled`. Without Stripe keys the paid plans are asked for through the
 * contact form, and an admin is told how to turn billing on.
 */
export function PricingPage() {
  useDocumentTitle('Pricing · Collabify');
  const { token, user } = useAuth();
  const [params] = useSearchParams();
  const cancelled = params.get('checkout') === 'cancelled';

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Plans and pricing
          </Title>
          <Text c="dimmed">
            Start free, upgrade when your creator program grows. Cancel any time in Manage billing.
          </Text>
        </div>
        {cancelled && (
          <Notice tone="info" color="gray" role="status">
            Checkout cancelled — you have not been charged.
          </Notice>
        )}
        <PricingTable signedIn={token !== null} operator={user?.roles.includes('admin') ?? false} />
      </Stack>
    </Container>
  );
}
