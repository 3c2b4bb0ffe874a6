import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionCard } from '@app/components/ui/section-card';

/** Props of {@link DashboardSection}. */
export interface DashboardSectionProps {
  title: string;
  /** A line under the title saying what the section is for. */
  description?: ReactNode;
  /** Buttons or links on the title's line, at its end. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled card of the influencer dashboard; the page composes other features' sections with it. */
export function DashboardSection({ title, description, actions, children }: DashboardSectionProps) {
  return (
    <SectionCard padding="xl" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="md">
        <Stack gap={4}>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {actions}
      </Group>
      {children}
    </SectionCard>
  );
}
