import { Button, Divider, Stack, Text } from '@mantine/core';
import { useEffect, useId } from 'react';
import { useSocialProviders } from '../api/get-social-providers';
import { useStartSocialSignIn } from '../api/start-social-sign-in';
import { type OauthStartProvider, providerLabel, signInGroups } from '../lib/providers';
import { ProviderIcon } from './provider-icon';

/** Props of {@link SocialSignInButtons}. */
export interface SocialSignInButtonsProps {
  /** The safe in-app path the sign-in page was asked to return to; null for the role's home. */
  redirect: string | null;
}

function ProviderGroup({
  title,
  hint,
  providers,
  pending,
  onStart,
}: {
  title: string;
  hint?: string;
  providers: OauthStartProvider[];
  /** The provider whose consent page is opening, if any. */
  pending: OauthStartProvider | null;
  onStart: (provider: OauthStartProvider) => void;
}) {
  const titleId = useId();
  return (
    <Stack gap={6} role="group" aria-labelledby={titleId}>
      <Text id={titleId} size="xs" fw={600} c="dimmed" tt="uppercase">
        {title}
      </Text>
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="default"
          fullWidth
          leftSection={<ProviderIcon provider={provider} />}
          loading={pending === provider}
          disabled={pending !== null && pending !== provider}
          onClick={() => onStart(provider)}
        >
          Continue with {providerLabel(provider)}
        </Button>
      ))}
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Social sign-in under the email form: "Continue with Google" and "Continue with Facebook" for
 * brands and, under "Creators", YouTube, Instagram and TikTok, each only when the server has the provider's keys (nothing while that
 * is loading or when none is configured). A button asks for the provider's consent page, carrying
 * the sign-in page's `redirect`, and sends the browser there.
 */
export function SocialSignInButtons({ redirect }: SocialSignInButtonsProps) {
  const providers = useSocialProviders();
  const start = useStartSocialSignIn();
  const { reset } = start;
  const groups = signInGroups(providers.data);

  // Coming back with the browser's Back button restores the page as it was left: loading.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  if (groups.brands.length === 0 && groups.creators.length === 0) return null;
  // Still pending after success: the browser is leaving for the provider.
  const pending = start.isPending || start.isSuccess ? (start.variables?.provider ?? null) : null;
  const onStart = (provider: OauthStartProvider) =>
    start.mutate({ provider, redirect: redirect ?? undefined });

  return (
    <Stack gap="md" mt="lg">
      <Divider label="or" labelPosition="center" />
      {groups.brands.length > 0 && (
        <ProviderGroup
          title="Brands"
          providers={groups.brands}
          pending={pending}
          onStart={onStart}
        />
      )}
      {groups.creators.length > 0 && (
        <ProviderGroup
          title="Creators"
          hint="Links your account on that platform to your profile: brands see its numbers as “Verified by creator”."
          providers={groups.creators}
          pending={pending}
          onStart={onStart}
        />
      )}
    </Stack>
  );
}
