import {
  Avatar,
  Badge,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { actsAsBrand, hasInfluencerRole } from '@shared/constants/roles';
import { ShopifyCard } from '@app/features/shopify/components/shopify-card';
import { ConnectedAccounts } from '@app/features/social-auth/components/connected-accounts';
import { ChangePasswordForm } from '@app/features/users/components/change-password-form';
import { NicknameForm } from '@app/features/users/components/nickname-form';
import { ProfileForm } from '@app/features/users/components/profile-form';
import { shownEmail } from '@shared/format/account-email';
import { useAuth } from '@app/lib/auth';

const ROLE_LABELS: Record<string, string> = {
  advertiser: 'Brand',
  influencer: 'Influencer',
  admin: 'Admin',
};

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section">
      <Stack gap={4} mb="md">
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
      {children}
    </Paper>
  );
}

/**
 * `/profile`: the signed-in user's details, public nickname, password and connected social
 * accounts, and for brands the Shopify connection.
 */
export function ProfilePage() {
  const { user } = useAuth();
  useDocumentTitle('Profile · Collabify');

  if (!user) {
    return (
      <Center py={80}>
        <Loader role="status" aria-label="Loading your profile" />
      </Center>
    );
  }

  return (
    <Container size="sm" py={40}>
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap">
          <Avatar
            src={user.avatarUrl}
            name={user.name}
            color="initials"
            size={64}
            radius="xl"
            alt=""
          />
          <Stack gap={2}>
            <Title order={1} fz={28}>
              Profile
            </Title>
            <Group gap="xs">
              <Text c="dimmed" size="sm">
                {shownEmail(user.email) ?? 'No email address: your platform shares none'}
              </Text>
              {user.roles.map((role) => (
                <Badge key={role} variant="light" size="sm">
                  {ROLE_LABELS[role] ?? role}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Group>
        <Section title="Your details" description="How brands and creators see you on Collabify.">
          <ProfileForm user={user} />
        </Section>
        <Section title="Public nickname" description="A unique handle for your public pages.">
          <NicknameForm user={user} />
        </Section>
        {user.hasPassword ? (
          <Section
            title="Password"
            description="Changing your password signs you out on every other device."
          >
            <ChangePasswordForm />
          </Section>
        ) : (
          <Section title="Password" description="You sign in with a connected account.">
            <Text size="sm" c="dimmed">
              {shownEmail(user.email)
                ? 'To sign in with a password as well, use “Forgot password?” on the sign-in page: it emails you a code to set one.'
                : 'Your platform shares no email address, so you sign in with it: there is no password to change.'}
            </Text>
          </Section>
        )}
        <Section title="Connected accounts" description="The social accounts you sign in with.">
          <ConnectedAccounts roles={user.roles} />
        </Section>
        {actsAsBrand(user.roles) && !hasInfluencerRole(user.roles) && (
          <Section
            title="Shopify"
            description="Your shop’s products for campaigns, and a discount code for each influencer with the sales it brings."
          >
            <ShopifyCard />
          </Section>
        )}
      </Stack>
    </Container>
  );
}
