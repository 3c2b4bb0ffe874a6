import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMail } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useEmailTemplates } from '@app/features/email-templates/api/get-email-templates';
import type {
  EmailComposerProps,
  EmailRecipient,
} from '@app/features/mail/components/email-composer';

// The composer brings the rich-text editor (about 150 KB gzip): it loads when a person opens it,
// not with every page that shows an "Email" button (discovery's own JS went from 351 to 206 KB
// gzip).
const EmailComposer = lazy(() =>
  import('@app/features/mail/components/email-composer').then((m) => ({
    default: m.EmailComposer,
  })),
);

/**
 * The email composer with the user's templates to start from (`GET /api/email-template/user/self`,
 * fetched once it opens; none offered when they cannot be loaded).
 */
export function EmailInfluencer(props: Omit<EmailComposerProps, 'templates'>) {
  const query = useEmailTemplates({ enabled: props.opened });
  return <EmailComposer {...props} templates={query.data} />;
}

/** Props of {@link EmailButton}: the influencer, plus the look of the button. */
export interface EmailButtonProps extends Omit<ButtonProps, 'children'> {
  influencer: EmailRecipient;
}

/** An "Email" button (named "Email @handle" for screen readers) opening the email composer. */
export function EmailButton({ influencer, ...buttonProps }: EmailButtonProps) {
  const [opened, { open: openComposer, close }] = useDisclosure(false);
  // Kept mounted once opened, so the composer can play its closing transition.
  const [wanted, setWanted] = useState(false);
  const open = () => {
    setWanted(true);
    openComposer();
  };
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconMail size={16} aria-hidden />}
        {...buttonProps}
        aria-label={`Email @${influencer.username}`}
        onClick={open}
      >
        Email
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <EmailInfluencer influencer={influencer} opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
