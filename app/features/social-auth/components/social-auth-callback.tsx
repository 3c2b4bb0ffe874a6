import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@app/lib/api-error';
import { useAuth } from '@app/lib/auth';
import { notifySuccess } from '@app/lib/notify';
import { homePathFor, safeRedirect } from '@app/lib/redirect';
import { useCompleteSocialSignIn } from '../api/complete-social-sign-in';
import { useRunOnce } from '@app/lib/use-run-once';
import { isStateRefused, parseCallbackParams } from '../lib/callback-params';
import { takeStartedSignIn } from '../lib/started-here';
import { isOauthStartProvider, providerLabel } from '../lib/providers';
import { SignInFailed } from './sign-in-failed';
import { SignInPending } from './sign-in-pending';

/** Props of {@link SocialAuthCallback}. */
export interface SocialAuthCallbackProps {
  /** The `:provider` of the address, as typed (checked here). */
  provider: string | undefined;
  /** The address's query, `?` included, as the provider wrote it. */
  search: string;
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

  // A code and state this tab did not ask for (a link someone sent) are never posted.
  const [startedElsewhere, setStartedElsewhere] = useState(false);

  useRunOnce(() => {
    if (!isOauthStartProvider(provider) || params.kind !== 'code') return;
    if (!takeStartedSignIn(params.state)) {
      setStartedElsewhere(true);
      return;
    }
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
      <SignInFailed
        title="Unknown sign-in"
        message="Collabify has no sign-in at this address. Start again from the sign-in page."
      />
    );
  const label = providerLabel(provider);

  switch (params.kind) {
    case 'cancelled':
      return <SignInFailed title="Sign-in cancelled" message="You cancelled the sign-in." />;
    case 'refused':
      return (
        <SignInFailed
          title={`${label} did not sign you in`}
          message={params.description ?? `${label} answered “${params.error}”. Try again.`}
        />
      );
    case 'missing':
      return (
        <SignInFailed
          title="Nothing to sign in with"
          message={`${label} opens this page after you approve the sign-in. Start from the sign-in page.`}
        />
      );
    case 'code':
      break;
  }

  if (startedElsewhere)
    return (
      <SignInFailed
        title="This sign-in was not started here"
        message={`Collabify finishes only a sign-in started in this browser tab, so nobody can sign you in to their account with a link. Start again with “Continue with ${label}”.`}
      />
    );

  if (complete.isError)
    return (
      <SignInFailed
        title={
          isStateRefused(complete.error) ? 'This sign-in has expired' : 'Sign-in did not finish'
        }
        message={errorMessage(complete.error)}
      />
    );

  return (
    <SignInPending title="Signing you in…" status="Signing you in">
      {label} confirmed who you are; Collabify is finishing your sign-in.
    </SignInPending>
  );
}
