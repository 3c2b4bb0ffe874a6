import { Button, Group, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { CollaborationDetail } from '@shared/schemas/collaborations';
import { errorMessage, isApiError } from '@app/lib/api-error';
import { notifyError, notifySuccess } from '@app/lib/notify';
import { useDeleteCollaboration } from '../api/delete-collaboration';
import { useUpdateCollaboration } from '../api/update-collaboration';
import { collaborationMoves, type CollaborationMove } from '../lib/collaboration-status';
import { ConfirmButton } from './confirm-button';
import { Notice } from '@app/components/ui/notice';

/** Props of {@link CollaborationActions}. */
export interface CollaborationActionsProps {
  collaboration: CollaborationDetail;
  /** Called after the proposal was deleted; without it, Delete is not offered. */
  onDeleted?: () => void;
}

/**
 * The viewer's status moves as buttons — only those in `allowedMoves` (Accept, Decline,
 * Withdraw, Mark completed, Cancel collaboration) — and Delete for the brand while proposed.
 * Every move but Accept asks for confirmation first. When the server refuses with 409 (the
 * other party moved first), its detail stays in an alert next to the buttons.
 */
export function CollaborationActions({ collaboration, onDeleted }: CollaborationActionsProps) {
  const update = useUpdateCollaboration();
  const remove = useDeleteCollaboration();
  const [conflict, setConflict] = useState<string | null>(null);
  const moves = collaborationMoves(collaboration.allowedMoves);
  const canDelete =
    onDeleted !== undefined &&
    collaboration.viewer === 'advertiser' &&
    collaboration.status === 'proposed';
  const busy = update.isPending || remove.isPending;

  const attempt = async (action: () => Promise<void>, failure: string) => {
    setConflict(null);
    try {
      await action();
    } catch (error) {
      if (isApiError(error, 409)) setConflict(errorMessage(error));
      else notifyError(error, failure);
    }
  };

  const move = ({ to, label }: CollaborationMove) =>
    attempt(async () => {
      await update.mutateAsync({ id: collaboration.id, status: to });
      notifySuccess(`Done: ${label.toLowerCase()}.`);
    }, `Could not ${label.toLowerCase()}`);

  const deleteProposal = () =>
    attempt(async () => {
      await remove.mutateAsync(collaboration.id);
      notifySuccess('The proposal was deleted.');
      onDeleted?.();
    }, 'Could not delete the proposal');

  if (moves.length === 0 && !canDelete && !conflict) return null;
  return (
    <Stack gap="xs" align="flex-end">
      {conflict && (
        <Notice
          tone="warning"
          color="orange"
          title="This collaboration has changed"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setConflict(null)}
          role="alert"
        >
          {conflict}
        </Notice>
      )}
      <Group gap="xs" role="group" aria-label="Collaboration status">
        {moves.map((m) =>
          m.confirm ? (
            <ConfirmButton
              key={m.to}
              color={m.color}
              variant="light"
              disabled={busy}
              question={m.confirm.question}
              consequence={m.confirm.consequence}
              confirmLabel={m.label}
              onConfirm={() => move(m)}
            >
              {m.label}
            </ConfirmButton>
          ) : (
            <Button
              key={m.to}
              color={m.color}
              loading={update.isPending && update.variables?.status === m.to}
              disabled={busy}
              onClick={() => void move(m)}
            >
              {m.label}
            </Button>
          ),
        )}
        {canDelete && (
          <ConfirmButton
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={busy}
            question="Delete this proposal?"
            consequence="The proposal, its messages and its activity are deleted for good."
            confirmLabel="Delete proposal"
            onConfirm={deleteProposal}
          >
            Delete
          </ConfirmButton>
        )}
      </Group>
    </Stack>
  );
}
