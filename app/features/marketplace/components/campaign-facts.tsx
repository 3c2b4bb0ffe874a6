import type { ReactNode } from 'react';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { COMPENSATION_LABELS } from '@shared/constants/campaigns';
import type { PublicCampaign } from '@shared/schemas/campaigns';
import { PlatformNames } from '@app/components/influencers/platform-icon';
import { CountryFlag } from '@app/components/ui/country-flag';
import { categoryLabel, countryName, formatDate } from '@app/lib/format';
import { formatBudget } from '@app/lib/money';

/** One labelled fact. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/**
 * What a campaign offers and asks, at a glance: compensation, budget per influencer, platforms,
 * deliverables, dates, categories and target countries.
 */
export function CampaignFacts({ campaign }: { campaign: PublicCampaign }) {
  const dates =
    campaign.startsOn || campaign.endsOn
      ? `${formatDate(campaign.startsOn)} – ${formatDate(campaign.endsOn)}`
      : 'Flexible';
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Fact label="Compensation">
          <Text fw={600}>{COMPENSATION_LABELS[campaign.compensation]}</Text>
        </Fact>
        <Fact label="Budget per influencer">
          <Text fw={600}>
            {formatBudget(campaign.budgetMin, campaign.budgetMax, campaign.currency)}
          </Text>
        </Fact>
        <Fact label="Platforms">
          {campaign.platforms.length ? (
            <PlatformNames platforms={campaign.platforms} />
          ) : (
            <Text fw={600}>Any</Text>
          )}
        </Fact>
        <Fact label="Dates">
          <Text fw={600}>{dates}</Text>
        </Fact>
      </SimpleGrid>
      {(campaign.deliverables || campaign.deliverablesCount) && (
        <Fact label="Deliverables">
          <Text style={{ whiteSpace: 'pre-line' }}>
            {campaign.deliverablesCount ? `${campaign.deliverablesCount} × ` : ''}
            {campaign.deliverables || 'pieces of content'}
          </Text>
        </Fact>
      )}
      {(campaign.categories.length > 0 || campaign.countries.length > 0) && (
        <Group gap={6}>
          {campaign.categories.map((slug) => (
            <Badge key={slug} variant="light" radius="sm">
              {categoryLabel(slug)}
            </Badge>
          ))}
          {campaign.countries.map((code) => (
            <Badge
              key={code}
              variant="outline"
              color="gray"
              radius="sm"
              leftSection={<CountryFlag code={code} size={10} />}
            >
              {countryName(code)}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
