import { Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { EmailCampaign } from '@shared/schemas/email';
import { TimeAgo } from '@app/components/ui/time-ago';
import { notifySuccess } from '@app/lib/notify';
import { formatDateTime } from '@app/lib/time-format';
import { emailCampaignQueryKey } from '../api/get-email-campaign';
import type { CampaignTemplateOption } from '../lib/email-campaign-form';
import { EMAIL_CAMPAIGNS_PATH, hasStarted, isEditable } from '../lib/email-campaign-status';
import { CampaignReach } from './campaign-reach';
import { CampaignRecipientsTable } from './campaign-recipients-table';
import { EmailCampaignActions } from './email-campaign-actions';
import { EmailCampaignForm } from './email-campaign-form';
import { EmailCampaignProgress } from './email-campaign-progress';
import { EmailCampaignStatusBadge } from './email-campaign-status-badge';
import { Notice } from '@app/components/ui/notice';

/** Props of {@link EmailCampaignView}. */
export interface EmailCampaignViewProps {
  campaign: EmailCampaign;
  /** The user's templates, offered while the campaign can still be edited. */
  templates: CampaignTemplateOption[];
  /** Called after the draft was deleted. */
  onDeleted: () => void;
}

const number = new Intl.NumberFormat('en');

function audienceText(campaign: EmailCampaign): string {
  if (campaign.listName) return `To the list “${campaign.listName}”`;
  if (campaign.listId) return 'To a list';
  const n = campaign.influencerIds.length;
  return `To ${number.format(n)} chosen influencer${n === 1 ? '' : 's'}`;
}

function Timeline({ campaign }: { campaign: EmailCampaign }) {
  return (
    <Group gap="md" wrap="wrap">
      <Text size="sm" c="dimmed">
        {audienceText(campaign)}
      </Text>
      {campaign.status === 'scheduled' && campaign.scheduledAt && (
        <Text size="sm" fw={600}>
          Sends {formatDateTime(campaign.scheduledAt)}
        </Text>
      )}
      {campaign.startedAt && (
        <Text size="sm" c="dimmed">
          Started <TimeAgo value={campaign.startedAt} />
        </Text>
      )}
      {campaign.finishedAt && (
        <Text size="sm" c="dimmed">
          Finished <TimeAgo value={campaign.finishedAt} />
        </Text>
      )}
    </Group>
  );
}

/** The subject and message of a campaign that can no longer be edited (HTML in a sandboxed frame). */
function MessagePreview({ campaign }: { campaign: EmailCampaign }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="campaign-message">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="campaign-message">
          Message
        </Title>
        <Text size="sm">
          <Text span fw={600}>
            Subject:
          </Text>{' '}
          {campaign.subject}
        </Text>
        {campaign.discountCode && (
          <Text size="sm">
            <Text span fw={600}>
              Discount code:
            </Text>{' '}
            {campaign.discountCode}
          </Text>
        )}
        <Box
          component="iframe"
          title="Message"
          sandbox=""
          srcDoc={campaign.content}
          w="100%"
          h={320}
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
        />
      </Stack>
    </Paper>
  );
}

/**
 * One email campaign: its name and status, who it goes to and when, the actions its status allows
 * (send, schedule, pause, resume, cancel, test, delete), why it paused (when it did), who it
 * reaches until it starts (with fields to add missing addresses), the progress with live counts
 * and the per-recipient table once sending began, and the form while it is a draft or scheduled
 * (the message otherwise).
 */
export function EmailCampaignView({ campaign, templates, onDeleted }: EmailCampaignViewProps) {
  const queryClient = useQueryClient();
  const started = hasStarted(campaign.status);
  // The recipients' last poll may predate the campaign's status change: reload them then.
  const shownStatus = useRef(campaign.status);
  useEffect(() => {
    if (shownStatus.current === campaign.status) return;
    shownStatus.current = campaign.status;
    void queryClient.invalidateQueries({
      queryKey: [...emailCampaignQueryKey(campaign.id), 'recipients'],
    });
  }, [campaign.id, campaign.status, queryClient]);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={EMAIL_CAMPAIGNS_PATH} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          Email campaigns
        </Group>
      </Anchor>
      <Stack gap="xs">
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {campaign.name}
          </Title>
          <EmailCampaignStatusBadge status={campaign.status} size="lg" />
        </Group>
        <Timeline campaign={campaign} />
      </Stack>
      <EmailCampaignActions campaign={campaign} onDeleted={onDeleted} />
      {campaign.status === 'paused' && campaign.pausedReason && (
        <Notice tone="warning" title="Sending is paused">
          {campaign.pausedReason}
        </Notice>
      )}
      {campaign.startedAt === null && campaign.status !== 'cancelled' && (
        <CampaignReach campaignId={campaign.id} />
      )}
      {(started || campaign.counts.total > 0) && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="progress-title">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="progress-title">
              Progress
            </Title>
            <EmailCampaignProgress campaign={campaign} />
          </Stack>
        </Paper>
      )}
      {isEditable(campaign.status) ? (
        <EmailCampaignForm
          key={campaign.id}
          campaign={campaign}
          templates={templates}
          onSaved={(saved) => notifySuccess(`Saved “${saved.name}”.`)}
        />
      ) : (
        <MessagePreview campaign={campaign} />
      )}
      {started && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recipients-title">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="recipients-title">
              Recipients
            </Title>
            <CampaignRecipientsTable
              campaignId={campaign.id}
              live={campaign.status === 'sending'}
            />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
