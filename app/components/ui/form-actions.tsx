import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of {@link FormActions}. */
export interface FormActionsProps {
  /** Shows "Cancel" before the submit button when given. */
  onCancel?: () => void;
  /** While the form submits: the submit button spins. */
  submitting: boolean;
  /** The submit button's words ("Save changes", "Create campaign"). */
  children: ReactNode;
}

/** A form's closing row, on the right: an optional Cancel and the submit button. */
export function FormActions({ onCancel, submitting, children }: FormActionsProps) {
  return (
    <Group justify="flex-end">
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Button type="submit" loading={submitting}>
        {children}
      </Button>
    </Group>
  );
}
