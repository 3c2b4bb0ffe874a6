import {
  Anchor,
  Button,
  Group,
  Modal,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Platform } from '@shared/constants/discovery';
import {
  emailAddressSchema,
  type ContactEmail,
  type EmailTemplate,
  type Mail,
} from '@shared/schemas/email';
import { EmailPreview } from '@app/components/ui/email-preview';
import { EmailContentFields } from '@app/components/ui/email-content-fields';
import { errorMessage, isApiError } from '@app/lib/api-error';
import { fieldPathOf } from '@app/lib/form-errors';
import { reportPlanLimit } from '@app/lib/plan-limit';
import { notifySuccess } from '@app/lib/notify';
import { useContactEmail } from '../api/get-contact-email';
import { useEmailSender } from '../api/get-email-sender';
import { useMailPreview } from '../api/preview-mail';
import { useSendMail } from '../api/send-mail';
import { SENDER_SETTINGS_PATH } from '../lib/sender-path';
import { Notice } from '@app/components/ui/notice';

/** How long typing must pause before the preview is rendered again, in ms. */
const PREVIEW_DEBOUNCE_MS = 400;

/** The profile an email is written to. */
export interface EmailRecipient {
  id: string;
  /** The profile's display name; null when it has none (the handle is shown instead). */
  name: string | null;
  username: string;
  platform: Platform;
}

/** Props of {@link EmailComposer}. */
export interface EmailComposerProps {
  influencer: EmailRecipient;
  opened: boolean;
  onClose: () => void;
  /** The user's templates to start from (composed by the page); undefined while they load. */
  templates?: EmailTemplate[];
  /** Called with the queued mail once it is accepted (the modal then closes). */
  onSent?: (mail: Mail) => void;
}

/** The composer's fields. */
interface ComposerValues {
  email: string;
  templateId: string | null;
  subject: string;
  content: string;
}

const SOURCE_LABELS: Record<NonNullable<ContactEmail['source']>, string> = {
  mine: 'the address you added',
  influencer: 'from their Collabify account',
  profile: 'from their public profile',
};

/** The composer's form fields that a problem's field error may name. */
const FIELDS = ['email', 'templateId', 'subject', 'content'] as const;

/** The modal's content, mounted only while it is open (so nothing is fetched before). */
function ComposerBody({
  influencer,
  templates,
  onClose,
  onSent,
}: Omit<EmailComposerProps, 'opened'>) {
  const handle = `@${influencer.username}`;
  const contact = useContactEmail(influencer.id);
  const sender = useEmailSender();
  const send = useSendMail();
  const [changingAddress, setChangingAddress] = useState(false);
  const [showPreview, setShowPreview] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const knownAddress = contact.data?.email ?? null;
  const askAddress = changingAddress || (!contact.isPending && knownAddress === null);

  const form = useForm<ComposerValues>({
    initialValues: { email: '', templateId: null, subject: '', content: '' },
    validate: (values): FormErrors => {
      const errors: FormErrors = {};
      if (askAddress && !emailAddressSchema.safeParse(values.email).success)
        errors.email = 'Enter the influencer’s email address';
      if (!values.subject.trim()) errors.subject = 'Write a subject';
      if (!values.content.trim()) errors.content = 'Write the email';
      return errors;
    },
  });
  const values = form.getValues();
  const [subject] = useDebouncedValue(values.subject, PREVIEW_DEBOUNCE_MS);
  const [content] = useDebouncedValue(values.content, PREVIEW_DEBOUNCE_MS);
  const preview = useMailPreview({ subject, content, influencerId: influencer.id }, showPreview);
  const unverified = sender.data !== undefined && !sender.data.verified;

  /**
   * Puts each field error under its field; returns the sentence for the rest, if any. A plan
   * limit (no emails left this month) opens the upgrade prompt instead.
   */
  const placeErrors = (error: unknown): string | null => {
    if (reportPlanLimit(error)) return null;
    if (!isApiError(error)) return errorMessage(error);
    let placed = false;
    for (const fieldError of error.fieldErrors) {
      const field = fieldPathOf(fieldError.path) as (typeof FIELDS)[number];
      if (!FIELDS.includes(field)) continue;
      if (field === 'email') setChangingAddress(true);
      form.setFieldError(field, fieldError.message);
      placed = true;
    }
    if (error.status === 409 && !placed) void sender.refetch();
    return placed ? null : errorMessage(error);
  };

  const submit = form.onSubmit((submitted) => {
    setProblem(null);
    send.mutate(
      {
        influencerId: influencer.id,
        subject: submitted.subject.trim(),
        content: submitted.content,
        ...(askAddress ? { email: submitted.email.trim() } : {}),
      },
      {
        onSuccess: (mail) => {
          notifySuccess(`Your email to ${handle} is on its way.`, 'Email queued');
          onSent?.(mail);
          onClose();
        },
        onError: (error) => setProblem(placeErrors(error)),
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} aria-label={`Email to ${handle}`}>
      <Stack gap="sm">
        {unverified && (
          <Notice tone="warning" title="Verify your sender address first">
            {sender.data?.email
              ? `Follow the link we sent to ${sender.data.email}, then send. `
              : 'Set the name and address your emails come from. '}
            <Anchor component={Link} to={SENDER_SETTINGS_PATH} onClick={onClose} size="sm">
              Open sender settings
            </Anchor>
          </Notice>
        )}
        {contact.isPending ? (
          <Skeleton height={36} />
        ) : askAddress ? (
          <TextInput
            label="To"
            description={`The address is remembered for ${handle}.`}
            placeholder="name@example.com"
            type="email"
            required
            {...form.getInputProps('email')}
          />
        ) : (
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm" style={{ minWidth: 0 }}>
              <Text span c="dimmed">
                To:{' '}
              </Text>
              <Text span fw={600}>
                {knownAddress}
              </Text>{' '}
              {contact.data?.source && (
                <Text span c="dimmed" size="xs">
                  ({SOURCE_LABELS[contact.data.source]})
                </Text>
              )}
            </Text>
            <Button size="compact-sm" variant="subtle" onClick={() => setChangingAddress(true)}>
              Use another address
            </Button>
          </Group>
        )}
        <EmailContentFields form={form} templates={templates} />
        <Switch
          label="Show preview"
          description={`Rendered with ${handle}’s details, as it will be sent.`}
          checked={showPreview}
          onChange={(event) => setShowPreview(event.currentTarget.checked)}
        />
        {showPreview && (
          <EmailPreview
            preview={content.trim() ? preview.data : undefined}
            loading={preview.isFetching}
            error={preview.isError ? preview.error : undefined}
          />
        )}
        {problem && <Notice tone="error">{problem}</Notice>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            leftSection={<IconSend size={16} aria-hidden />}
            loading={send.isPending}
            disabled={unverified}
          >
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Writes one email to an influencer (a modal): to the address known for the profile (or one the
 * user types, then remembered), a subject and message written in the rich-text editor or started
 * from one of the user's templates, an optional live preview with the influencer's details, and
 * Send (`POST /api/mail`). Field errors appear under their fields; without a verified sender it
 * says so and links to the sender settings.
 */
export function EmailComposer({
  influencer,
  opened,
  onClose,
  templates,
  onSent,
}: EmailComposerProps) {
  const name = influencer.name?.trim() || `@${influencer.username}`;
  return (
    <Modal opened={opened} onClose={onClose} title={`Email ${name}`} size="xl">
      <ComposerBody
        influencer={influencer}
        templates={templates}
        onClose={onClose}
        onSent={onSent}
      />
    </Modal>
  );
}
