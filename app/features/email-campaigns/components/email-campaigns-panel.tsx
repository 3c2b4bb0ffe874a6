import { Anchor, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconMailForward, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { EmailCampaign } from '@shared/schemas/email';
import { FirstRunState } from '@app/components/ui/first-run-state';
import { QueryLoadError } from '@app/components/ui/load-error';
import { TimeAgo } from '@app/components/ui/time-ago';
import { formatDateTime } from '@app/lib/time-format';
import { useEmailCampaigns } from '../api/get-email-campaigns';
import { emailCampaignPath, NEW_EMAIL_CAMPAIGN_PATH } from '../lib/email-campaign-status';
import { EmailCampaignStatusBadge } from './email-campaign-status-badge';
import { TableHead } from '@app/components/ui/table-head';

const number = new Intl.NumberFormat('en');

/** Who the campaign goes to: the counted recipients once sending began, else the list or chosen profiles. */
function recipientsText(campaign: EmailCampaign): string {
  if (campaign.counts.total > 0) return number.format(campaign.counts.total);
  if (campaign.listName) return campaign.listName;
  const chosen = campaign.influencerIds.length;
  return `${number.format(chosen)} influencer${chosen === 1 ? '' : 's'}`;
}

function WhenCell({ campaign }: { campaign: EmailCampaign }) {
  return (
    <Stack gap={0}>
      <Text size="sm">
        Created <TimeAgo value={campaign.createdAt} />
      </Text>
      {campaign.startedAt ? (
        <Text size="xs" c="dimmed">
          Started <TimeAgo value={campaign.startedAt} />
        </Text>
      ) : (
        campaign.status === 'scheduled' &&
        campaign.scheduledAt && (
          <Text size="xs" c="dimmed">
            Sends {formatDateTime(campaign.scheduledAt)}
          </Text>
        )
      )}
    </Stack>
  );
}

function CampaignRow({ campaign }: { campaign: EmailCampaign }) {
  const { counts } = campaign;
  return (
    <Table.Tr data-status={campaign.status} aria-label={campaign.name}>
      <Table.Td>
        <Anchor component={Link} to={emailCampaignPath(campaign.id)} fw={600}>
          {campaign.name}
        </Anchor>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {campaign.subject}
        </Text>
      </Table.Td>
      <Table.Td>
        <EmailCampaignStatusBadge status={campaign.status} />
      </Table.Td>
      <Table.Td>{recipientsText(campaign)}</Table.Td>
      <Table.Td>
        <Text size="sm" span>
          {number.format(counts.sent)} / {number.format(counts.failed)} /{' '}
          {number.format(counts.skipped)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" span>
          {number.format(counts.opened)} / {number.format(counts.clicked)}
        </Text>
      </Table.Td>
      <Table.Td>
        <WhenCell campaign={campaign} />
      </Table.Td>
    </Table.Tr>
  );
}

function NoEmailCampaigns() {
  return (
    <FirstRunState
      icon={<IconMailForward size={28} aria-hidden />}
      title="No email campaigns yet"
      action={{
        label: 'Start an email campaign',
        to: NEW_EMAIL_CAMPAIGN_PATH,
        icon: <IconPlus size={16} />,
      }}
    >
      Email a whole list of influencers at once: write the message (or start from a template), send
      yourself a test, then send now or schedule it.
    </FirstRunState>
  );
}

/**
 * The /email page's Campaigns tab: a "New campaign" button and a table of the user's email
 * campaigns, newest first (name linking to the campaign, status, recipients, sent / failed /
 * skipped, opens / clicks, when created and started). Refreshes every 5 s while any campaign is
 * sending.
 */
export function EmailCampaignsPanel() {
  const query = useEmailCampaigns();

  let body;
  if (query.isPending)
    body = (
      <Stack gap="sm" aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={48} radius="md" />
        ))}
      </Stack>
    );
  else if (query.isError)
    body = <QueryLoadError title="We couldn't load your email campaigns" query={query} />;
  else if (query.data.length === 0) body = <NoEmailCampaigns />;
  else
    body = (
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" highlightOnHover aria-label="Email campaigns">
          <TableHead
            columns={[
              'Campaign',
              'Status',
              'Recipients',
              'Sent / failed / skipped',
              'Opens / clicks',
              'Created / started',
            ]}
          />
          <Table.Tbody>
            {query.data.map((campaign) => (
              <CampaignRow key={campaign.id} campaign={campaign} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          Campaigns send one email to every influencer of a list, at a safe pace.
        </Text>
        <Button component={Link} to={NEW_EMAIL_CAMPAIGN_PATH} leftSection={<IconPlus size={16} />}>
          New campaign
        </Button>
      </Group>
      {body}
    </Stack>
  );
}
