import { Anchor, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { UPGRADE_PATH } from '@shared/constants/plans';
import { BillingSummary } from '@app/features/billing/components/billing-summary';
import { CheckoutNotice } from '@app/features/billing/components/checkout-notice';
import { UsageMeters } from '@app/features/billing/components/usage-meters';
import { useBillingAfterCheckout } from '@app/features/billing/hooks/use-billing-after-checkout';
import { QueryLoadError } from '@app/components/ui/load-error';
import { SectionCard } from '@app/components/ui/section-card';

/**
 * `/billing` (signed in): the account's plan and subscription with "Manage billing", its usage
 * against every limit, and a link to the plans. The failed-payment warning shows above it, as on
 * every page (app layout). Back from Stripe Checkout (`?checkout=success&session_id=…`) the
 * server reads the checkout from Stripe and applies the plan; the page says where it stands and,
 * while the plan is still being activated, asks again with backoff (and has Stripe read again
 * after a minute).
 */
export function BillingPage() {
  useDocumentTitle('Billing · Collabify');
  const [params] = useSearchParams();
  const { billing, phase, checkAgain, checking } = useBillingAfterCheckout({
    succeeded: params.get('checkout') === 'success',
    sessionId: params.get('session_id'),
  });
  const usageHeadingId = useId();

  let body: ReactNode;
  if (billing.isPending)
    body = (
      <Stack gap="lg" aria-busy="true">
        <Skeleton height={140} radius="lg" />
        <Skeleton height={260} radius="lg" />
      </Stack>
    );
  else if (billing.isError)
    body = <QueryLoadError title="We couldn't load your billing" query={billing} />;
  else
    body = (
      <Stack gap="lg">
        <BillingSummary billing={billing.data} />
        <SectionCard aria-labelledby={usageHeadingId}>
          <Group justify="space-between" mb="md" gap="xs">
            <Title order={2} fz="lg" id={usageHeadingId}>
              Usage
            </Title>
            <Anchor component={Link} to={UPGRADE_PATH} size="sm">
              Compare plans
            </Anchor>
          </Group>
          <UsageMeters usage={billing.data.usage} periodEnd={billing.data.period.end} />
        </SectionCard>
      </Stack>
    );

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Billing
          </Title>
          <Text c="dimmed">Your plan, your usage this period, invoices and payment details.</Text>
        </div>
        <CheckoutNotice
          phase={phase}
          plan={billing.data?.plan}
          onCheckAgain={checkAgain}
          checking={checking}
        />
        {body}
      </Stack>
    </Container>
  );
}
