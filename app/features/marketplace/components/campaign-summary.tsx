import { Anchor, Box, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicCampaign } from '@shared/schemas/campaigns';
import { RowCard, RowCardLink } from '@app/components/ui/row-card';
import { CampaignFacts } from './campaign-facts';

/**
 * An active campaign in the marketplace or on an advertiser's page, the whole card opening its
 * public page: image (from 576 px wide), name, advertiser (to theirs), the start of the brief and
 * its facts, with `actions` (interest) beside the name, or below it when the card is narrow.
 */
export function CampaignSummary({
  campaign,
  actions,
}: {
  campaign: PublicCampaign;
  actions?: ReactNode;
}) {
  return (
    <RowCard label={campaign.name} p="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {campaign.imageUrl && (
          <Box visibleFrom="xs">
            <Image src={campaign.imageUrl} alt="" w={120} h={90} radius="sm" fit="cover" />
          </Box>
        )}
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start">
            <div style={{ flex: '1 1 12rem', minWidth: 0 }}>
              <Title order={3} fz="lg">
                <RowCardLink to={`/campaign-detail/${campaign.id}`} inherit>
                  {campaign.name}
                </RowCardLink>
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
    </RowCard>
  );
}
