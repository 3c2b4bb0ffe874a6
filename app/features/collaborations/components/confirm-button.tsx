import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { ConfirmModal } from '@app/components/ui/confirm-modal';

/** Props of {@link ConfirmButton}. */
export interface ConfirmButtonProps extends ButtonProps {
  /** The button's label. */
  children: ReactNode;
  /** The question heading the confirmation ("Decline this proposal?"). */
  question: string;
  /** What happens if the person confirms. */
  consequence: ReactNode;
  /** The confirming button's label ("Decline"). */
  confirmLabel: string;
  /** Runs the action; handles its own errors. The dialog closes when it settles. */
  onConfirm: () => Promise<void>;
}

/** A button that asks for confirmation in a dialog before an action that cannot be undone. */
export function ConfirmButton({
  children,
  question,
  consequence,
  confirmLabel,
  onConfirm,
  color,
  ...buttonProps
}: ConfirmButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [running, setRunning] = useState(false);
  const confirm = async () => {
    setRunning(true);
    try {
      await onConfirm();
    } finally {
      setRunning(false);
      close();
    }
  };
  return (
    <>
      <Button color={color} {...buttonProps} onClick={open}>
        {children}
      </Button>
      <ConfirmModal
        opened={opened}
        onClose={close}
        title={question}
        confirmColor={color}
        confirmLabel={confirmLabel}
        cancelLabel="Go back"
        pending={running}
        onConfirm={() => void confirm()}
      >
        {consequence}
      </ConfirmModal>
    </>
  );
}
