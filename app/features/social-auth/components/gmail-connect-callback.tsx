import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@app/lib/api-error';
import { notifySuccess } from '@app/lib/notify';
import { safeRedirect } from '@app/lib/redirect';
import { useRunOnce } from '@app/lib/use-run-once';
import { useCompleteGmailConnection } from '../api/complete-gmail-connection';
import { isStateRefused, parseCallbackParams } from '../lib/callback-params';
import { SignInFailed } from './sign-in-failed';
import { SignInPending } from './sign-in-pending';

/** Where the browser goes after connecting Gmail when the connection named no path: the Sender tab. */
export const GMAIL_SETTINGS_PATH = '/email?tab=sender';

/** A connection that did not finish: what happened, and the way back to the sender settings. */
function Failed({ title, message }: { title: string; message: string }) {
  return (
    <SignInFailed
      title={title}
      message={message}
      backTo={GMAIL_SETTINGS_PATH}
      backLabel="Back to sender settings"
    />
  );
}

/**
 * Where Google sends the browser back after "Connect Gmail" (`/auth/callback/gmail?code=…&state=…`):
 * posts the code and state once, with the signed-in session (the state is single use and belongs
 * to the account that started the connection), then returns to the path the connection began on
 * (the Sender tab). A cancelled consent, Google's refusal or the API's (expired state, no
 * permission to send, a Gmail of another account) shows what happened and the way back.
 */
export function GmailConnectCallback({ search }: { search: string }) {
  const params = useMemo(() => parseCallbackParams(search), [search]);
  const complete = useCompleteGmailConnection();
  const navigate = useNavigate();

  useRunOnce(() => {
    if (params.kind !== 'code') return;
    complete.mutate(
      { code: params.code, state: params.state },
      {
        onSuccess: (result) => {
          notifySuccess(
            `Collabify can now send your emails from ${result.gmail?.address ?? 'your Gmail'}.`,
            'Gmail connected',
          );
          void navigate(safeRedirect(result.redirect, GMAIL_SETTINGS_PATH), { replace: true });
        },
      },
    );
  });

  switch (params.kind) {
    case 'cancelled':
      return <Failed title="Gmail not connected" message="You cancelled at Google." />;
    case 'refused':
      return (
        <Failed
          title="Google did not connect Gmail"
          message={params.description ?? `Google answered “${params.error}”. Try again.`}
        />
      );
    case 'missing':
      return (
        <Failed
          title="Nothing to connect"
          message="Google opens this page after you allow Collabify to send email. Start from the sender settings."
        />
      );
    case 'code':
      break;
  }

  if (complete.isError) {
    return (
      <Failed
        title={
          isStateRefused(complete.error) ? 'This connection has expired' : 'Gmail was not connected'
        }
        message={errorMessage(complete.error)}
      />
    );
  }

  return (
    <SignInPending title="Connecting Gmail…" status="Connecting Gmail">
      Google confirmed; Collabify is finishing the connection.
    </SignInPending>
  );
}
