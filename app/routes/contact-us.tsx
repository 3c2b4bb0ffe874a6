import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { shownEmail } from '@shared/format/account-email';
import { ContactForm } from '@app/features/feedback/components/contact-form';
import { useAuth } from '@app/lib/auth';
import { Notice } from '@app/components/ui/notice';

/**
 * `/contact-us` (public): the contact form; once sent, a confirmation naming the address the
 * confirmation email went to. A signed-in person's name and email are filled in, and the subject
 * from `?subject=` (the pricing page's "Contact us" names the plan).
 */
export function ContactUsPage() {
  useDocumentTitle('Contact us · Collabify');
  const { user } = useAuth();
  const subject = useSearchParams()[0].get('subject') ?? '';
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            Contact us
          </Title>
          <Text c="dimmed">
            Questions about Collabify, your account, billing or your data: write to us and we answer
            by email. Creators who want their profile removed or corrected can use{' '}
            <Anchor component={Link} to="/remove-my-profile">
              the profile removal form
            </Anchor>
            .
          </Text>
        </div>
        {sentTo ? (
          <Notice tone="success" title="Message sent" role="status">
            Thanks — we got your message and sent a confirmation to {sentTo}.
          </Notice>
        ) : (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <ContactForm
              key={user?.id ?? 'visitor'}
              initial={{
                name: user?.name ?? '',
                email: (user && shownEmail(user.email)) ?? '',
                subject,
              }}
              onSent={setSentTo}
            />
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
