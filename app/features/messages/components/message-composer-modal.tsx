import { Modal, Stack, Text } from '@mantine/core';
import { notifySuccess } from '@app/lib/notify';
import { MessageComposer } from './message-composer';

/** Props of {@link MessageComposerModal}. */
export interface MessageComposerModalProps {
  /** The recipient: a user id, or an influencer profile id linked to an account. */
  to: string;
  /** The recipient's name or handle, for the title. */
  name: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * Writes a first (or next) in-app message to someone from anywhere (a profile, My Influencers):
 * closes with a confirmation once sent. An influencer without an account gets an explanation
 * in place, suggesting email or a collaboration proposal.
 */
export function MessageComposerModal({ to, name, opened, onClose }: MessageComposerModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Message ${name}`} centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Your message and the replies appear in Messages.
        </Text>
        <MessageComposer
          to={to}
          name={name}
          autoFocus
          onSent={() => {
            notifySuccess(`Your message to ${name} was sent.`, 'Message sent');
            onClose();
          }}
        />
      </Stack>
    </Modal>
  );
}
