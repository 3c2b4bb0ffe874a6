import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessage } from '@tabler/icons-react';
import { MessageComposerModal } from './message-composer-modal';

/** Props of {@link MessageButton}: the recipient, plus the look of the button. */
export interface MessageButtonProps extends Omit<ButtonProps, 'children'> {
  /** A user id, or an influencer profile id linked to an account. */
  to: string;
  /** The recipient's name or handle. */
  name: string;
}

/** A "Message" button (named "Message <name>" for screen readers) opening {@link MessageComposerModal}. */
export function MessageButton({ to, name, ...buttonProps }: MessageButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconMessage size={16} aria-hidden />}
        {...buttonProps}
        aria-label={`Message ${name}`}
        onClick={open}
      >
        Message
      </Button>
      <MessageComposerModal to={to} name={name} opened={opened} onClose={close} />
    </>
  );
}
