import { Button, Group, Modal, Stack, Text, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of {@link ConfirmModal}. */
export interface ConfirmModalProps {
  opened: boolean;
  /** Closes the dialog (the cancel button, the close button, Escape). */
  onClose: () => void;
  /** The question heading the dialog ("Disconnect Gmail?"). */
  title: string;
  /** What confirming does. */
  children: ReactNode;
  /** The confirming button's label ("Disconnect"). */
  confirmLabel: ReactNode;
  /** The confirming button's colour: the theme's primary unless given ("red" for what cannot be undone). */
  confirmColor?: MantineColor;
  /** An icon before the confirming button's label. */
  confirmIcon?: ReactNode;
  /** The button that closes without acting: "Cancel" unless told ("Keep it", "Go back"). */
  cancelLabel?: string;
  /** While the action runs: the confirming button spins and the cancel button waits. */
  pending: boolean;
  /** Runs the action; the caller closes the dialog when it is done. */
  onConfirm: () => void;
}

/** A dialog asking before an action: what it does, a button to go back and a confirming one. */
export function ConfirmModal({
  opened,
  onClose,
  title,
  children,
  confirmLabel,
  confirmColor,
  confirmIcon,
  cancelLabel = 'Cancel',
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
            {cancelLabel}
          </Button>
          <Button
            color={confirmColor}
            leftSection={confirmIcon}
            loading={pending}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
