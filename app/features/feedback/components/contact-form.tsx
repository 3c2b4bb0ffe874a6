import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  FEEDBACK_MESSAGE_MAX_LENGTH,
  sendFeedbackSchema,
  type SendFeedback,
} from '@shared/schemas/feedback';
import { showFormError } from '@app/lib/form-errors';
import { zodFormValidate } from '@app/lib/zod-form';
import { useSendFeedback } from '../api/send-feedback';

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  /** Pre-fills name and email (a signed-in person's) and the subject (from the page's address). */
  initial?: { name: string; email: string; subject?: string };
  /** Called once the message was received, with the address the confirmation went to. */
  onSent: (email: string) => void;
}

/** Keeps the honeypot out of sight and out of the accessibility tree; bots still fill it. */
const HONEYPOT_STYLE = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
} as const;

/**
 * The contact form: name, email, subject and message, checked with the API's own schema before
 * sending; the server's field errors appear under their fields. A hidden `website` field is the
 * honeypot: people never see or reach it, bots that fill it are answered as if received.
 */
export function ContactForm({ initial, onSent }: ContactFormProps) {
  const form = useForm<Required<SendFeedback>>({
    mode: 'uncontrolled',
    initialValues: {
      name: initial?.name ?? '',
      email: initial?.email ?? '',
      subject: initial?.subject ?? '',
      message: '',
      website: '',
    },
    validate: zodFormValidate(sendFeedbackSchema),
  });
  const send = useSendFeedback({
    onError: (error) => showFormError(form, error, 'Could not send your message'),
  });

  const handleSubmit = (values: Required<SendFeedback>) => {
    const email = values.email.trim().toLowerCase();
    send.mutate({ ...values, email }, { onSuccess: () => onSent(email) });
  };

  return (
    <form noValidate onSubmit={form.onSubmit(handleSubmit)}>
      <Stack gap="md">
        <TextInput
          label="Name"
          autoComplete="name"
          required
          maxLength={100}
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          description="We answer at this address and send a confirmation to it."
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Subject"
          required
          maxLength={150}
          key={form.key('subject')}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label="Message"
          required
          autosize
          minRows={5}
          maxRows={14}
          maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
          description="At least 10 characters."
          key={form.key('message')}
          {...form.getInputProps('message')}
        />
        <div aria-hidden="true" style={HONEYPOT_STYLE}>
          <label>
            Website
            <input
              type="text"
              tabIndex={-1}
              autoComplete="off"
              key={form.key('website')}
              {...form.getInputProps('website')}
            />
          </label>
        </div>
        <Button type="submit" size="md" loading={send.isPending} style={{ alignSelf: 'start' }}>
          Send message
        </Button>
      </Stack>
    </form>
  );
}
