import { Button, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { adminBillingQuerySchema } from '@shared/schemas/billing';
import { isApiError } from '@app/lib/api-error';
import { QueryLoadError } from '@app/components/ui/load-error';
import { useAdminBilling } from '../api/get-admin-billing';
import { BillingSummary } from './billing-summary';
import { PlanHistory } from './plan-history';
import { SetPlanForm } from './set-plan-form';
import { UsageMeters } from './usage-meters';
import { SectionCard } from '@app/components/ui/section-card';

/** Props of {@link AdminBillingLookup}. */
export interface AdminBillingLookupProps {
  /** The account's email being looked at (from the address), or null before a search. */
  email: string | null;
  /** Called with the email to look up (the page keeps it in the address). */
  onSearch: (email: string) => void;
}

/**
 * Admins find an account by email and see its billing (plan, subscription, usage), set its plan
 * by hand with a reason, and read its plan history (who, when, why).
 */
export function AdminBillingLookup({ email, onSearch }: AdminBillingLookupProps) {
  const account = useAdminBilling(email);
  const form = useForm({
    initialValues: { email: email ?? '' },
    validate: {
      email: (value) =>
        adminBillingQuerySchema.shape.email.safeParse(value).success
          ? null
          : 'Enter the account’s email address',
    },
  });

  let result: ReactNode = null;
  if (email !== null) {
    if (account.isPending) result = <Skeleton height={240} radius="lg" />;
    else if (account.isError)
      result = isApiError(account.error, 404) ? (
        <Text c="dimmed">No account has the email {email}.</Text>
      ) : (
        <QueryLoadError title="We couldn't load this account's billing" query={account} />
      );
    else {
      const { user, billing, history } = account.data;
      result = (
        <Stack gap="lg" key={user.id}>
          <div>
            <Title order={2} fz="xl">
              {user.name}
            </Title>
            <Text c="dimmed">{user.email}</Text>
          </div>
          <BillingSummary billing={billing} withManage={false} />
          <Section title="Usage">
            <UsageMeters usage={billing.usage} periodEnd={billing.period.end} />
          </Section>
          <Section title="Set the plan">
            <SetPlanForm account={account.data} />
          </Section>
          <Section title="Plan history">
            <PlanHistory history={history} />
          </Section>
        </Stack>
      );
    }
  }

  return (
    <Stack gap="lg">
      <form
        noValidate
        role="search"
        onSubmit={form.onSubmit((values) => onSearch(values.email.trim().toLowerCase()))}
      >
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Account email"
            placeholder="name@brand.com"
            type="email"
            w={{ base: '100%', sm: 360 }}
            {...form.getInputProps('email')}
          />
          <Button type="submit" mt={25} leftSection={<IconSearch size={16} aria-hidden />}>
            Find
          </Button>
        </Group>
      </form>
      {result}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <SectionCard aria-labelledby={headingId}>
      <Title order={3} fz="lg" mb="md" id={headingId}>
        {title}
      </Title>
      {children}
    </SectionCard>
  );
}
