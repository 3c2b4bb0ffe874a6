import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarClock, IconSend, IconTestPipe } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { EmailCampaignStatus } from '@shared/constants/email';
import type { EmailCampaign } from '@shared/schemas/email';
import { ConfirmModal } from '@app/components/ui/confirm-modal';
import { DeleteButton } from '@app/components/ui/delete-button';
import { isApiError } from '@app/lib/api-error';
import { deleteNotified, notifyError, notifySuccess } from '@app/lib/notify';
import { useCampaignReach } from '../api/get-campaign-reach';
import { useDeleteEmailCampaign } from '../api/delete-email-campaign';
import { useRecipientLists } from '../api/get-recipient-lists';
import { useSendCampaignTest } from '../api/send-campaign-test';
import { useUpdateEmailCampaign } from '../api/update-email-campaign';
import { reachAudience, reachSummary, sendBlockedReason } from '../lib/campaign-reach';
import { campaignMoves, type CampaignMove } from '../lib/email-campaign-status';
import { localInputToIso, scheduleProblem, toLocalInput } from '../lib/schedule-time';

/** Props of {@link EmailCampaignActions}. */
export interface EmailCampaignActionsProps {
  campaign: EmailCampaign;
  /** Called after the draft was deleted (e.g. to go back to the list). */
  onDeleted?: () => void;
}

type Dialog = 'send' | 'cancel' | 'schedule' | 'delete' | null;

const number = new Intl.NumberFormat('en');

/** What the success notification says after a move. */
function movedMessage(name: string, from: EmailCampaignStatus, to: EmailCampaignStatus): string {
  switch (to) {
    case 'sending':
      return from === 'paused' ? `Resumed “${name}”.` : `Sending “${name}”.`;
    case 'paused':
      return `Paused “${name}”.`;
    case 'draft':
      return `“${name}” is a draft again: it will not be sent until you send or schedule it.`;
    case 'cancelled':
      return `Cancelled “${name}”.`;
    default:
      return `“${name}” is ${to}.`;
  }
}

/**
 * How many influencers a send reaches: the counted recipients once known, else the list's size
 * or the chosen influencers; null while the list is loading.
 */
function useRecipientCount(campaign: EmailCampaign): number | null {
  const lists = useRecipientLists();
  if (campaign.counts.total > 0) return campaign.counts.total;
  if (campaign.listId === null) return campaign.influencerIds.length;
  return lists.data?.find((l) => l.id === campaign.listId)?.count ?? null;
}

/** Whether the campaign has yet to start (its recipients are counted, not created yet). */
function canStart(campaign: EmailCampaign): boolean {
  return campaign.startedAt === null && ['draft', 'scheduled', 'paused'].includes(campaign.status);
}

/**
 * The campaign's actions, by status (EMAIL_CAMPAIGN_TRANSITIONS): Send now (asks first, naming
 * how many influencers it emails of how many, from the campaign's reach), Schedule (a date and
 * time in the viewer's zone, sent as UTC), Unschedule, Pause, Resume, Cancel (asks first); Send
 * test (to the user's own address) and, for drafts, Delete (asks first). Send now, Schedule and
 * Resume are disabled, with the reason beside them, while a campaign that has not started reaches
 * nobody. Every action is a `PATCH /api/email-campaign/{id} {status}` except the test and the
 * delete; a refused one (409) is explained in a notification.
 */
export function EmailCampaignActions({ campaign, onDeleted }: EmailCampaignActionsProps) {
  const update = useUpdateEmailCampaign();
  const remove = useDeleteEmailCampaign();
  const test = useSendCampaignTest();
  const recipients = useRecipientCount(campaign);
  const reach = useCampaignReach(campaign.id, { enabled: canStart(campaign) }).data;
  const blocked = reach && canStart(campaign) ? sendBlockedReason(reach) : null;
  const blockedId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [sendAt, setSendAt] = useState('');
  const [sendAtError, setSendAtError] = useState<string | null>(null);
  const busy = update.isPending || remove.isPending;
  const moves = campaignMoves(campaign.status);

  const open = setDialog;
  const close = () => setDialog(null);

  const move = async ({ to, label }: CampaignMove, extra: { scheduledAt?: string } = {}) => {
    try {
      await update.mutateAsync({ id: campaign.id, status: to, ...extra });
      notifySuccess(movedMessage(campaign.name, campaign.status, to));
      close();
    } catch (error) {
      const field = isApiError(error)
        ? error.fieldErrors.find((e) => e.path === 'body.scheduledAt')
        : undefined;
      if (field) {
        setSendAtError(field.message);
        return;
      }
      notifyError(error, `Could not ${label.toLowerCase()} the campaign`);
      close();
    }
  };

  const schedule = () => {
    const problem = scheduleProblem(sendAt);
    const iso = localInputToIso(sendAt);
    if (problem || !iso) {
      setSendAtError(problem ?? 'Enter a date and time');
      return;
    }
    void move({ to: 'scheduled', label: 'Schedule' }, { scheduledAt: iso });
  };

  const runDelete = async () => {
    const deleted = await deleteNotified(
      () => remove.mutateAsync(campaign.id),
      campaign.name,
      'campaign',
    );
    close();
    if (deleted) onDeleted?.();
  };

  const sendTest = async () => {
    try {
      const { to } = await test.mutateAsync({ campaignId: campaign.id });
      notifySuccess(`Test sent to ${to}`);
    } catch (error) {
      notifyError(error, 'Could not send the test');
    }
  };

  const onMove = (m: CampaignMove) => {
    if (m.to === 'sending' && campaign.status !== 'paused') open('send');
    else if (m.to === 'cancelled') open('cancel');
    else if (m.to === 'scheduled') {
      setSendAt(campaign.scheduledAt ? toLocalInput(campaign.scheduledAt) : '');
      setSendAtError(null);
      open('schedule');
    } else void move(m);
  };

  const audience =
    recipients === null
      ? 'every influencer of the list'
      : `${number.format(recipients)} influencer${recipients === 1 ? '' : 's'}`;

  // Starting or scheduling a campaign that reaches nobody is refused: say why instead.
  const startsIt = (m: CampaignMove) => m.to === 'sending' || m.to === 'scheduled';

  return (
    <Stack gap={6}>
      <Group gap="xs" role="group" aria-label="Campaign actions">
        {moves.map((m) => (
          <Button
            key={m.to}
            size="sm"
            variant={m.to === 'sending' ? 'filled' : 'light'}
            color={m.to === 'cancelled' ? 'red' : m.to === 'paused' ? 'yellow' : undefined}
            loading={update.isPending && update.variables?.status === m.to && dialog === null}
            disabled={busy || (blocked !== null && startsIt(m))}
            aria-describedby={blocked !== null && startsIt(m) ? blockedId : undefined}
            onClick={() => onMove(m)}
          >
            {m.label}
          </Button>
        ))}
        <Button
          size="sm"
          variant="default"
          leftSection={<IconTestPipe size={16} />}
          loading={test.isPending}
          onClick={() => void sendTest()}
        >
          Send test
        </Button>
        {campaign.status === 'draft' && (
          <DeleteButton disabled={busy} onClick={() => open('delete')} />
        )}
      </Group>
      {blocked && (
        <Text size="sm" c="red.8" id={blockedId}>
          {blocked}
        </Text>
      )}
      <ConfirmModal
        opened={dialog === 'send'}
        onClose={close}
        title={`Send “${campaign.name}” now?`}
        confirmIcon={<IconSend size={16} />}
        confirmLabel={`Send to ${reach ? reachAudience(reach) : audience}`}
        cancelLabel="Go back"
        pending={busy}
        onConfirm={() => void move({ to: 'sending', label: 'Send' })}
      >
        {reach
          ? reachSummary(reach)
          : `It goes to ${audience}. Influencers without a known address, and addresses that unsubscribed or bounced, are skipped.`}
      </ConfirmModal>
      <ConfirmModal
        opened={dialog === 'cancel'}
        onClose={close}
        title={`Cancel “${campaign.name}”?`}
        confirmColor="red"
        confirmLabel="Cancel campaign"
        cancelLabel="Go back"
        pending={busy}
        onConfirm={() => void move({ to: 'cancelled', label: 'Cancel' })}
      >
        Influencers not emailed yet will not be. A cancelled campaign cannot be resumed.
      </ConfirmModal>
      <Modal
        opened={dialog === 'schedule'}
        onClose={close}
        title={`Schedule “${campaign.name}”`}
        centered
      >
        <Stack gap="md">
          <TextInput
            type="datetime-local"
            label="Send at"
            description={`In your time zone (${Intl.DateTimeFormat().resolvedOptions().timeZone}).`}
            min={toLocalInput(new Date())}
            value={sendAt}
            onChange={(event) => {
              setSendAt(event.currentTarget.value);
              setSendAtError(null);
            }}
            error={sendAtError}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              Go back
            </Button>
            <Button leftSection={<IconCalendarClock size={16} />} loading={busy} onClick={schedule}>
              Schedule
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmModal
        opened={dialog === 'delete'}
        onClose={close}
        title={`Delete “${campaign.name}”?`}
        confirmColor="red"
        confirmLabel="Delete draft"
        cancelLabel="Go back"
        pending={busy}
        onConfirm={() => void runDelete()}
      >
        The draft is deleted for good.
      </ConfirmModal>
    </Stack>
  );
}
