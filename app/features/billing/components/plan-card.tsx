import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { PLAN_METRIC_LABELS, PLAN_METRICS } from '@shared/constants/plans';
import type { PlanInfo } from '@shared/schemas/billing';
import { formatLimit, formatMonthlyPrice } from '../lib/billing-format';

/** Props of {@link PlanCard}. */
export interface PlanCardProps {
  plan: PlanInfo;
  /** True for the signed-in account's plan: marked "Current plan". */
  current?: boolean;
  /** The card's button (choose, upgrade, manage billing), composed by the pricing table. */
  action?: ReactNode;
}

/**
 * One plan of the pricing table: name, monthly price, tagline and every limit with its label
 * ("Unlimited" where there is none), the current plan marked, and its button.
 */
export function PlanCard({ plan, current = false, action }: PlanCardProps) {
  const headingId = useId();
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p="lg"
      style={current ? { borderColor: 'var(--mantine-color-brand-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md" h="100%">
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Title order={2} fz="xl" id={headingId}>
              {plan.name}
            </Title>
            {current && <Badge variant="light">Current plan</Badge>}
          </Group>
          <Text fz={28} fw={700} lh={1.2}>
            {formatMonthlyPrice(plan.priceMonthlyUsdCents)}
          </Text>
          <Text size="sm" c="dimmed">
            {plan.tagline}
          </Text>
        </Stack>
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none', flex: 1 }}>
          {PLAN_METRICS.map((metric) => (
            <Group component="li" key={metric} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">{PLAN_METRIC_LABELS[metric]}</Text>
              <Text size="sm" fw={600}>
                {formatLimit(plan.limits[metric])}
              </Text>
            </Group>
          ))}
        </Stack>
        {action}
      </Stack>
    </Paper>
  );
}
