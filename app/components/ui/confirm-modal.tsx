import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of {@link ConfirmModal}. */
export interface ConfirmModalProps {
  opened: boolean;
  /** Closes the dialog (Cancel, the close button, Escape). */
  onClose: () => void;
  /** The question heading the dialog ("Disconnect Gmail?"). */
  title: string;
  /** What confirming does. */
  children: ReactNode;
  /** The red confirming button's label ("Disconnect"). */
  confirmLabel: string;
  /** While the action runs: the confirming button spins and Cancel waits. */
  pending: boolean;
  /** Runs the action; the caller closes the dialog when it is done. */
  onConfirm: () => void;
}

/** A dialog asking before an action that cannot be undone: what it does, Cancel and a red confirm. */
export function ConfirmModal({
  opened,
  onClose,
  title,
  children,
  confirmLabel,
  pending,
  onConfirm,
}: ConfirmModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
