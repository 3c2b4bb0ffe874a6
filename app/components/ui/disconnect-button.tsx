import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlugConnectedX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { runNotified, type NotifiedMessages } from '@app/lib/notify';
import { ConfirmModal } from './confirm-modal';

/** Props of {@link DisconnectButton}. */
export interface DisconnectButtonProps {
  /** The button's words: "Disconnect" unless told ("Disconnect Gmail"). */
  label?: string;
  /** Its accessible name when the words alone are ambiguous ("Disconnect Google"). */
  ariaLabel?: string;
  /** "xs" beside a connected account's details; "sm" (the default) as a card's action. */
  size?: 'xs' | 'sm';
  /** The question heading the confirmation ("Disconnect Gmail?"). */
  question: string;
  /** What disconnecting does, in the confirmation. */
  consequence: ReactNode;
  /** Disconnects (the mutation); the dialog closes once it succeeds. */
  disconnect: () => Promise<unknown>;
  /** True while `disconnect` runs. */
  pending: boolean;
  /** What the notifications say on success and failure. */
  messages: NotifiedMessages;
}

/**
 * A "Disconnect" button for an outside account (a shop, Gmail, a social sign-in) that asks first,
 * then disconnects and says how it went.
 */
export function DisconnectButton({
  label = 'Disconnect',
  ariaLabel,
  size = 'sm',
  question,
  consequence,
  disconnect,
  pending,
  messages,
}: DisconnectButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const confirm = async () => {
    if (await runNotified(disconnect, messages)) close();
  };
  return (
    <>
      <Button
        variant="default"
        size={size}
        leftSection={<IconPlugConnectedX size={size === 'xs' ? 14 : 16} aria-hidden />}
        onClick={open}
        aria-label={ariaLabel}
        style={{ flexShrink: 0 }}
      >
        {label}
      </Button>
      <ConfirmModal
        opened={opened}
        onClose={close}
        title={question}
        confirmColor="red"
        confirmLabel="Disconnect"
        pending={pending}
        onConfirm={() => void confirm()}
      >
        {consequence}
      </ConfirmModal>
    </>
  );
}
