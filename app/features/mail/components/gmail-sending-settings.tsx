import { Button, Divider, Group, Progress, Radio, Stack, Text, Title } from '@mantine/core';
import { IconBrandGmail } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { SendVia } from '@shared/constants/email';
import type { EmailSender } from '@shared/schemas/email';
import { DisconnectButton } from '@app/components/ui/disconnect-button';
import { notifyError, notifySuccess } from '@app/lib/notify';
import { useChooseSendVia } from '../api/choose-send-via';
import { useDisconnectGmail } from '../api/disconnect-gmail';
import { useGmailAvailable } from '../api/get-gmail-available';
import { useStartGmailConnection } from '../api/start-gmail-connection';
import { formatUtcMoment, gmailUsagePercent, gmailUsageText } from '../lib/gmail-usage';
import { Notice } from '@app/components/ui/notice';

/** Where Google's consent comes back to once Gmail is connected: the Sender tab. */
export const SENDER_SETTINGS_PATH = '/email?tab=sender';

/** "Disconnect Gmail" and its confirmation: access revoked, sending back through Collabify. */
function DisconnectGmail({ address }: { address: string }) {
  const disconnect = useDisconnectGmail();
  return (
    <DisconnectButton
      label="Disconnect Gmail"
      size="xs"
      question="Disconnect Gmail?"
      consequence={
        <>
          Collabify forgets its access to {address} and asks Google to revoke it. Your emails,
          queued ones included, go through Collabify again.
        </>
      }
      disconnect={() => disconnect.mutateAsync()}
      pending={disconnect.isPending}
      messages={{
        success: 'Your emails go through Collabify again.',
        successTitle: 'Gmail disconnected',
        failure: 'Could not disconnect Gmail',
      }}
    />
  );
}

/**
 * Saves how emails go out and says so: "Sending updated" with the From address, or why it was
 * refused (then `onRefused` runs).
 */
function useSendViaChoice() {
  const choose = useChooseSendVia();
  const chooseVia = (sendVia: SendVia, onRefused?: () => void) =>
    choose.mutate(sendVia, {
      onSuccess: (saved) =>
        notifySuccess(
          saved.sendVia === 'gmail'
            ? `Your emails now go out from ${saved.gmail?.address ?? 'your Gmail'}.`
            : 'Your emails now go out through Collabify.',
          'Sending updated',
        ),
      onError: (error) => {
        onRefused?.();
        notifyError(error, 'Could not change how your emails are sent');
      },
    });
  return { chooseVia, pending: choose.isPending };
}

/**
 * "Send emails": through Collabify or through the connected Gmail. The choice shows at once (held
 * here, set in the click's own render, so the controlled radio never springs back) while it is
 * saved; a refusal puts the saved one back. Keyed by the saved choice, so a change from the server
 * starts it again from there.
 */
function SendViaChoice({ sender, address }: { sender: EmailSender; address: string }) {
  const [value, setValue] = useState<SendVia>(sender.sendVia);
  const { chooseVia, pending } = useSendViaChoice();

  const change = (next: string) => {
    setValue(next as SendVia);
    chooseVia(next as SendVia, () => setValue(sender.sendVia));
  };

  return (
    <Radio.Group label="Send emails" value={value} onChange={change} readOnly={pending}>
      <Stack gap="xs" mt="xs">
        <Radio
          value="collabify"
          label="Through Collabify"
          description={
            sender.name
              ? `From “${sender.name} via Collabify”, replies to your sender address.`
              : 'From “<name> via Collabify”, replies to your sender address.'
          }
        />
        <Radio
          value="gmail"
          label={`Through my Gmail (${address})`}
          disabled={!sender.verified && sender.sendVia !== 'gmail'}
          description={
            sender.verified
              ? 'From your Gmail address, within Gmail’s daily limit.'
              : 'Verify your sender address first.'
          }
        />
      </Stack>
    </Radio.Group>
  );
}

/**
 * "Send through my Gmail" in the sender settings (integrations.md §6): connect Gmail (Google's
 * consent for sending only, back to the Sender tab), then choose "Through Collabify" or "Through
 * my Gmail (address)" — Gmail needs a verified sender —, see how much of Gmail's daily limit the
 * last 24 hours used (and until when emails wait at the limit), and disconnect. When the
 * connection ended while Gmail was chosen, says so: emails wait until Gmail is connected again
 * or the sender switches back. Hidden while the server cannot connect Gmail (no Google keys),
 * unless something is connected or chosen.
 */
export function GmailSendingSettings({ sender }: { sender: EmailSender }) {
  const headingId = useId();
  const available = useGmailAvailable();
  const start = useStartGmailConnection();
  const { chooseVia, pending } = useSendViaChoice();
  const { gmail, sendVia } = sender;
  const ended = sendVia === 'gmail' && !gmail;
  if (!available && !gmail && !ended) return null;

  const connectButton = (
    <Button
      leftSection={<IconBrandGmail size={16} aria-hidden />}
      loading={start.isPending}
      onClick={() => start.mutate(SENDER_SETTINGS_PATH)}
    >
      {ended ? 'Connect Gmail again' : 'Connect Gmail'}
    </Button>
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Divider />
      <Title order={3} fz="md" id={headingId}>
        Send through my Gmail
      </Title>
      {ended && (
        <Notice tone="error" title="Your Gmail connection has ended">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Google no longer lets Collabify send as you. Your emails wait until you connect Gmail
              again, or send them through Collabify instead.
            </Text>
            <Group gap="xs">
              {connectButton}
              <Button variant="default" loading={pending} onClick={() => chooseVia('collabify')}>
                Send through Collabify
              </Button>
            </Group>
          </Stack>
        </Notice>
      )}
      {!gmail && !ended && (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            Send your outreach from your own Gmail address with the Gmail API. Collabify asks only
            for permission to send email — it never reads your mailbox. Gmail sends about 500 emails
            a day (2,000 with Google Workspace).
          </Text>
          {connectButton}
        </Stack>
      )}
      {gmail && (
        <Stack gap="sm">
          <SendViaChoice key={sendVia} sender={sender} address={gmail.address} />
          <Stack gap={4}>
            <Text size="sm">{gmailUsageText(gmail)}</Text>
            <Progress
              value={gmailUsagePercent(gmail)}
              color={gmail.nextSendAt ? 'orange' : 'blue'}
              size="sm"
              aria-label="Gmail’s daily limit used"
            />
            {gmail.nextSendAt && (
              <Text size="sm" c="orange.8">
                Gmail’s daily limit is reached: emails wait until{' '}
                {formatUtcMoment(gmail.nextSendAt)}, then go on by themselves.
              </Text>
            )}
          </Stack>
          <Group>
            <DisconnectGmail address={gmail.address} />
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
