import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '@app/components/ui/auth-card';
import { errorMessage, isApiError } from '@app/lib/api-error';
import { useAuth } from '@app/lib/auth';
import { notifySuccess } from '@app/lib/notify';
import { homePathFor, safeRedirect } from '@app/lib/redirect';
import { useCompleteSocialSignIn } from '../api/complete-social-sign-in';
import { useRunOnce } from '@app/lib/use-run-once';
import { parseCallbackParams } from '../lib/callback-params';
import { isOauthStartProvider, providerLabel } from '../lib/providers';

/** Props of {@link SocialAuthCallback}. */
export interface SocialAuthCallbackProps {
  /** The `:provider` of the address, as typed (checked here). */
  provider: string | undefined;
  /** The address's query, `?` included, as the provider wrote it. */
  search: string;
}

/** A sign-in that did not finish: what happened, and the way back to the sign-in page. */
function Failed({ title, message }: { title: string; message: string }) {
  return (
    <AuthCard title={title}>
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
          <Text size="sm">{message}</Text>
        </Alert>
        <Group>
          <Button
            component={Link}
            to="/login"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Back to sign in
          </Button>
        </Group>
      </Stack>
    </AuthCard>
  );
}

/** Whether the API refused the sign-in's `state`: expired, or used already (it is single use). */
function isStateRefused(error: unknown): boolean {
  return isApiError(error, 400) && error.fieldErrors.some((e) => e.path === 'body.state');
}

/**
 * Where a provider sends the browser back (`/auth/callback/{provider}?code=…&state=…`): posts the
 * code and state to the provider's sign-in route once (the state is single use, so StrictMode's
 * second effect must not post again), stores the session as the password sign-in does and goes
 * to the path the sign-in began for (an in-app path only), else the role's home. A cancelled
 * consent (`error=access_denied`), a refusal by the provider or by the API (expired state, a
 * channel linked to another account…) shows what happened and the way back to sign in.
 */
export function SocialAuthCallback({ provider, search }: SocialAuthCallbackProps) {
  const params = useMemo(() => parseCallbackParams(search), [search]);
  const complete = useCompleteSocialSignIn();
  const { signIn } = useAuth();
  const navigate = useNavigate();

  useRunOnce(() => {
    if (!isOauthStartProvider(provider) || params.kind !== 'code') return;
    complete.mutate(
      { provider, code: params.code, state: params.state },
      {
        onSuccess: (session) => {
          signIn(session);
          if (session.created) notifySuccess('Your Collabify account was created.', 'Welcome');
          void navigate(safeRedirect(session.redirect, homePathFor(session.user)), {
            replace: true,
          });
        },
      },
    );
  });

  if (!isOauthStartProvider(provider))
    return (
      <Failed
        title="Unknown sign-in"
        message="Collabify has no sign-in at this address. Start again from the sign-in page."
      />
    );
  const label = providerLabel(provider);

  switch (params.kind) {
    case 'cancelled':
      return <Failed title="Sign-in cancelled" message="You cancelled the sign-in." />;
    case 'refused':
      return (
        <Failed
          title={`${label} did not sign you in`}
          message={params.description ?? `${label} answered “${params.error}”. Try again.`}
        />
      );
    case 'missing':
      return (
        <Failed
          title="Nothing to sign in with"
          message={`${label} opens this page after you approve the sign-in. Start from the sign-in page.`}
        />
      );
    case 'code':
      break;
  }

  if (complete.isError)
    return (
      <Failed
        title={
          isStateRefused(complete.error) ? 'This sign-in has expired' : 'Sign-in did not finish'
        }
        message={errorMessage(complete.error)}
      />
    );

  return (
    <AuthCard title="Signing you in…">
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" role="status" aria-label="Signing you in" />
        <Text size="sm" c="dimmed">
          {label} confirmed who you are; Collabify is finishing your sign-in.
        </Text>
      </Group>
    </AuthCard>
  );
}
