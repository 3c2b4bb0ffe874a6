import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { CampaignStatus } from '@shared/constants/campaigns';
import type { Campaign } from '@shared/schemas/campaigns';
import { ConfirmModal } from '@app/components/ui/confirm-modal';
import { DeleteButton } from '@app/components/ui/delete-button';
import { deleteNotified, notifyError, notifySuccess } from '@app/lib/notify';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useMoveCampaignStatus } from '../api/move-campaign-status';
import { isDeletable, STATUS_LABELS, statusMoves, type StatusMove } from '../lib/campaign-status';

/** Props of {@link CampaignStatusActions}. */
export interface CampaignStatusActionsProps {
  campaign: Pick<Campaign, 'id' | 'name' | 'status'>;
  /** Called after the campaign was deleted (e.g. to go back to the list). */
  onDeleted?: () => void;
}

type Pending = { kind: 'move'; move: StatusMove } | { kind: 'delete' };

const MOVE_COLORS: Partial<Record<CampaignStatus, string>> = {
  active: 'teal',
  paused: 'yellow',
  completed: 'blue',
  archived: 'gray',
};

/**
 * The campaign's legal next moves as buttons (Activate, Pause, Resume, Complete, Archive; from
 * CAMPAIGN_TRANSITIONS) and Delete for drafts and archived campaigns. Completing, archiving and
 * deleting ask for confirmation first. A refused move (409, e.g. the campaign changed in another
 * tab) is explained in a notification naming the allowed moves.
 */
export function CampaignStatusActions({ campaign, onDeleted }: CampaignStatusActionsProps) {
  const move = useMoveCampaignStatus();
  const remove = useDeleteCampaign();
  // What the confirmation asks about; kept while the modal closes so its text does not flicker.
  const [pending, setPending] = useState<Pending | null>(null);
  const [confirming, setConfirming] = useState(false);
  const ask = (next: Pending) => {
    setPending(next);
    setConfirming(true);
  };
  const close = () => setConfirming(false);
  const moves = statusMoves(campaign.status);
  const busy = move.isPending || remove.isPending;

  const runMove = async ({ to, label }: StatusMove) => {
    try {
      await move.mutateAsync({ id: campaign.id, status: to });
      notifySuccess(`“${campaign.name}” is now ${STATUS_LABELS[to].toLowerCase()}.`);
    } catch (error) {
      notifyError(error, `Could not ${label.toLowerCase()} the campaign`);
    } finally {
      close();
    }
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

  const confirmText =
    pending?.kind === 'delete'
      ? 'The campaign, its interested influencers and its AI picks are deleted for good.'
      : pending?.move.confirm;

  return (
    <>
      <Group gap="xs" role="group" aria-label="Campaign status">
        {moves.map((m) => (
          <Button
            key={m.to}
            size="sm"
            variant={m.to === 'active' ? 'filled' : 'light'}
            color={MOVE_COLORS[m.to]}
            loading={move.isPending && move.variables?.status === m.to}
            disabled={busy}
            onClick={() => (m.confirm ? ask({ kind: 'move', move: m }) : void runMove(m))}
          >
            {m.label}
          </Button>
        ))}
        {isDeletable(campaign.status) && (
          <DeleteButton disabled={busy} onClick={() => ask({ kind: 'delete' })} />
        )}
      </Group>
      <ConfirmModal
        opened={confirming}
        onClose={close}
        title={
          pending?.kind === 'delete'
            ? `Delete “${campaign.name}”?`
            : `${pending?.move.label ?? ''} “${campaign.name}”?`
        }
        confirmLabel={pending?.kind === 'delete' ? 'Delete campaign' : (pending?.move.label ?? '')}
        confirmColor={pending?.kind === 'delete' ? 'red' : undefined}
        pending={busy}
        onConfirm={() =>
          void (pending?.kind === 'delete' ? runDelete() : pending && runMove(pending.move))
        }
      >
        {confirmText}
      </ConfirmModal>
    </>
  );
}
