import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';

/**
 * The state of an influencer account not linked to a profile yet: how linking works (by the
 * profile's public email, else by an admin). Nothing to click: there is nothing the person can
 * trigger from here.
 */
export function ProfileNotLinked({ accountEmail }: { accountEmail: string }) {
  return (
    <Stack gap="md" align="flex-start" data-testid="profile-not-linked">
      <ThemeIcon size={48} radius="xl" variant="light">
        <IconLink size={26} aria-hidden />
      </ThemeIcon>
      <Title order={3} fz="md">
        Your profile isn't linked yet
      </Title>
      <Text size="sm">
        Once your account is linked to your Instagram or YouTube profile, your followers, engagement
        rate, average views and growth appear here — the same numbers brands see.
      </Text>
      <List size="sm" spacing="xs">
        <List.Item>
          <Text span size="sm" fw={600}>
            Automatically:
          </Text>{' '}
          when the public contact email on your profile is your account email,{' '}
          <Text span size="sm" fw={600}>
            {accountEmail}
          </Text>
          . We check again every time you open this page, so a profile added to Collabify later is
          linked then.
        </List.Item>
        <List.Item>
          <Text span size="sm" fw={600}>
            By an admin:
          </Text>{' '}
          when your profile shows another email or none, a Collabify admin can link it for you.
        </List.Item>
      </List>
      <Text size="sm" c="dimmed">
        Meanwhile you can already publish your contact email and rates.
      </Text>
    </Stack>
  );
}
