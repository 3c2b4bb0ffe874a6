import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { AdminBillingLookup } from '@app/features/billing/components/admin-billing-lookup';
import { useAuth } from '@app/lib/auth';

/**
 * `/admin/billing` (admins): find an account by email (`?email=` keeps it in the address), see its
 * billing and plan history, and set its plan by hand with a reason.
 */
export function AdminBillingPage() {
  useDocumentTitle('Billing admin · Collabify');
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const email = params.get('email')?.trim().toLowerCase() || null;

  if (user && !user.roles.includes('admin'))
    return (
      <Container size="lg" py="xl">
        <Stack gap="xs" align="center" ta="center">
          <Title order={1} fz="xl">
            Admins only
          </Title>
          <Text c="dimmed">This page is for Collabify admins.</Text>
        </Stack>
      </Container>
    );

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Billing admin
          </Title>
          <Text c="dimmed">
            Look an account up by email, see its plan and usage, and grant a plan by hand.
          </Text>
        </div>
        {user && (
          <AdminBillingLookup
            key={email ?? ''}
            email={email}
            onSearch={(next) => setParams({ email: next })}
          />
        )}
      </Stack>
    </Container>
  );
}
