import type { ButtonProps } from '@mantine/core';
import { Button } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { notifyError } from '@app/lib/notify';
import { useCreatePortalSession } from '../api/create-portal-session';

/** Props of {@link ManageBillingButton}. */
export interface ManageBillingButtonProps {
  /** False when the portal cannot open (billing not configured, no Stripe customer yet). */
  enabled?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  color?: ButtonProps['color'];
  fullWidth?: boolean;
}

/**
 * "Manage billing": sends the browser to the Stripe customer portal (card, invoices, plan change,
 * cancellation), which comes back to `/billing`. A refusal (no Stripe customer yet, billing not
 * configured) shows as a notification.
 */
export function ManageBillingButton({
  enabled = true,
  variant = 'default',
  size = 'sm',
  color,
  fullWidth,
}: ManageBillingButtonProps) {
  const portal = useCreatePortalSession({
    onError: (error) => notifyError(error, 'Could not open billing management'),
  });
  return (
    <Button
      variant={variant}
      size={size}
      color={color}
      fullWidth={fullWidth}
      leftSection={<IconCreditCard size={16} aria-hidden />}
      disabled={!enabled}
      // Stays busy after success: the browser is leaving for the portal.
      loading={portal.isPending || portal.isSuccess}
      onClick={() => portal.mutate()}
    >
      Manage billing
    </Button>
  );
}
