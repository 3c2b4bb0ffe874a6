import { Anchor, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicCampaign } from '@shared/schemas/campaigns';
import { CampaignFacts } from './campaign-facts';

/**
 * An active campaign in the marketplace or on an advertiser's page: image, name (to its public
 * page), advertiser (to theirs), the start of the brief and its facts, with `actions` (interest).
 */
export function CampaignSummary({
  campaign,
  actions,
}: {
  campaign: PublicCampaign;
  actions?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={campaign.name}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {campaign.imageUrl && (
          <Image src={campaign.imageUrl} alt="" w={120} h={90} radius="sm" fit="cover" />
        )}
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Title order={3} fz="lg">
                <Anchor component={Link} to={`/campaign-detail/${campaign.id}`} inherit>
                  {campaign.name}
                </Anchor>
              </Title>
              <Text size="sm" c="dimmed">
                by{' '}
                <Anchor component={Link} to={`/advertiser/${campaign.advertiser.id}`} inherit>
                  {campaign.advertiser.company || campaign.advertiser.name}
                </Anchor>
              </Text>
            </div>
            {actions}
          </Group>
          {campaign.description && (
            <Text size="sm" lineClamp={2}>
              {campaign.description}
            </Text>
          )}
          <CampaignFacts campaign={campaign} />
        </Stack>
      </Group>
    </Card>
  );
}
