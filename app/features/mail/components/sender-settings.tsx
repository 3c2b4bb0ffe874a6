import { Button, Code, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { setEmailSenderSchema, type EmailSender } from '@shared/schemas/email';
import { QueryLoadError } from '@app/components/ui/load-error';
import { showFormError } from '@app/lib/form-errors';
import { notifySuccess } from '@app/lib/notify';
import { zodFormValidate } from '@app/lib/zod-form';
import { useEmailSender } from '../api/get-email-sender';
import { useSetEmailSender } from '../api/set-email-sender';
import { GmailSendingSettings } from './gmail-sending-settings';
import { PostalAddressForm } from './postal-address-form';
import { SenderStatusBadge } from './sender-status-badge';
import { Notice } from '@app/components/ui/notice';
import { FormActions } from '@app/components/ui/form-actions';

/** The sender form's fields. */
interface SenderValues {
  name: string;
  email: string;
}

const validate = zodFormValidate<SenderValues>(setEmailSenderSchema, (issue) =>
  issue.path[0] === 'email' ? 'Enter a valid email address' : undefined,
);

/** The form, once the current sender is known (its values start from it). */
function SenderForm({ sender }: { sender: EmailSender }) {
  const save = useSetEmailSender();
  const form = useForm<SenderValues>({
    mode: 'uncontrolled',
    initialValues: { name: sender.name ?? '', email: sender.email ?? '' },
    validate,
  });

  // Sent as the server stores them: the name trimmed, the address trimmed and lower-cased.
  const submit = (values: SenderValues) => {
    const parsed = setEmailSenderSchema.safeParse(values);
    save.mutate(parsed.success ? parsed.data : values, {
      onSuccess: (saved) =>
        saved.verified
          ? notifySuccess('Your sender is saved.', 'Sender saved')
          : notifySuccess(`We sent a verification link to ${saved.email}.`, 'Check your inbox'),
      onError: (error) => showFormError(form, error, "We couldn't save your sender"),
    });
  };

  return (
    <Stack gap="md">
      {sender.email && !sender.verified && (
        <Notice tone="warning" icon={IconMailCheck}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Check your inbox at <strong>{sender.email}</strong> and follow the link we sent to
              verify it. Emails can be sent once it is verified.
            </Text>
            <Button
              size="xs"
              variant="outline"
              color="yellow"
              loading={save.isPending}
              onClick={() =>
                submit({ name: sender.name ?? form.getValues().name, email: sender.email ?? '' })
              }
            >
              Send the link again
            </Button>
          </Stack>
        </Notice>
      )}
      {sender.from && (
        <Text size="sm">
          Recipients see <Code>From: {sender.from}</Code>
          {sender.email && (
            <>
              {' '}
              and their replies go to <strong>{sender.email}</strong>.
            </>
          )}
        </Text>
      )}
      <form noValidate onSubmit={form.onSubmit(submit)} aria-label="Sender">
        <Stack gap="sm">
          <TextInput
            label="Name"
            description="Shown in the From line: “<name> via Collabify”."
            required
            maxLength={100}
            autoComplete="name"
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Reply-to address"
            description="Where replies go. We email a link to this address to verify it."
            type="email"
            required
            autoComplete="email"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <FormActions submitting={save.isPending}>Save sender</FormActions>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * The Sender settings of `/email`: the name recipients see and the address their replies go to,
 * whether it is verified (or "check your inbox at …", with the link sent again on demand), the
 * From line outreach carries (`"<name> via Collabify" <platform address>`: never the user's own
 * domain; or the connected Gmail address), the postal address outreach footers print (once a
 * sender address is set), and sending through the user's own Gmail.
 */
export function SenderSettings() {
  const headingId = useId();
  const query = useEmailSender();

  let body;
  if (query.isPending) body = <Skeleton height={200} />;
  else if (query.isError)
    body = <QueryLoadError title="We couldn't load your sender" query={query} />;
  else
    body = (
      <>
        <SenderForm key={`${query.data.email}|${query.data.name}`} sender={query.data} />
        {/* Mounted once per sender address: a save must not remount it (its notice would be lost). */}
        {query.data.email && <PostalAddressForm key={query.data.email} sender={query.data} />}
        <GmailSendingSettings sender={query.data} />
      </>
    );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz="lg" id={headingId}>
              Sender
            </Title>
            <Text size="sm" c="dimmed">
              Who your emails come from and where replies go.
            </Text>
          </div>
          {query.data && <SenderStatusBadge sender={query.data} />}
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}
