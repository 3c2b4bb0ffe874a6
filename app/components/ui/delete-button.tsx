import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** Props of {@link DeleteButton}. */
export interface DeleteButtonProps {
  /** Opens the confirmation (the button itself deletes nothing). */
  onClick: () => void;
  disabled?: boolean;
}

/** A quiet red "Delete" button with a bin, beside a thing's other actions. */
export function DeleteButton({ onClick, disabled }: DeleteButtonProps) {
  return (
    <Button
      size="sm"
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={16} />}
      disabled={disabled}
      onClick={onClick}
    >
      Delete
    </Button>
  );
}
