import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { RemoveProfileFlow } from '@app/features/profile-requests/components/remove-profile-flow';

const profileParam = z.uuid();

/**
 * `/remove-my-profile` (public; `?profile=<influencerId>` from a profile's link): a creator removes
 * their profile from discovery or corrects it, after proving the account is theirs.
 */
export function RemoveMyProfilePage() {
  useDocumentTitle('Remove or correct my profile · Collabify');
  const [params] = useSearchParams();
  const parsed = profileParam.safeParse(params.get('profile'));

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Remove or correct my profile
          </Title>
          <Text c="dimmed">
            Collabify lists public creator profiles from public datasets. If one is yours, you can
            hide it from discovery or correct it. We check the account is yours with a code sent to
            the profile&apos;s public email, or by signing in with the platform. See our{' '}
            <Anchor component={Link} to="/privacy-policy">
              privacy policy
            </Anchor>
            .
          </Text>
        </div>
        <RemoveProfileFlow
          key={parsed.success ? parsed.data : 'find'}
          initialProfileId={parsed.success ? parsed.data : null}
        />
      </Stack>
    </Container>
  );
}
