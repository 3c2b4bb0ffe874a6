import { Alert, Anchor, Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Platform } from '@shared/constants/discovery';
import { SOCIAL_PROVIDER_LABELS } from '@shared/constants/social';
import type {
  CreateProfileRequest,
  ProfileLookupQuery,
  ProfileRequest,
  ProfileRequestTarget,
} from '@shared/schemas/profile-requests';
import { errorMessage, isApiError } from '@app/lib/api-error';
import { useCreateProfileRequest } from '../api/create-profile-request';
import { useProfileLookup } from '../api/look-up-profile';
import { useVerifyProfileRequest } from '../api/verify-profile-request';
import { CodeForm } from './code-form';
import { FindProfileForm } from './find-profile-form';
import { RequestForm } from './request-form';

/** Props of {@link RemoveProfileFlow}. */
export interface RemoveProfileFlowProps {
  /** The profile the visitor came from (`?profile=`), or null to find it by handle. */
  initialProfileId: string | null;
}

function ProfileSummary({ target }: { target: ProfileRequestTarget }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={target.avatarUrl} alt="" radius="xl" />
        <div>
          <Text fw={600}>{target.name ?? `@${target.username}`}</Text>
          <Text size="sm" c="dimmed">
            @{target.username} on {SOCIAL_PROVIDER_LABELS[target.platform]}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

function Done({ request }: { request: ProfileRequest }) {
  return (
    <Alert
      color="green"
      title={request.kind === 'remove' ? 'Profile removed' : 'Profile corrected'}
    >
      {request.kind === 'remove'
        ? `@${request.username} no longer appears in Collabify's discovery, and later data imports will not bring it back.`
        : `Your corrections to @${request.username} are saved; later data imports will keep them.`}
    </Alert>
  );
}

/**
 * The "Remove or correct my profile" steps: find the profile (or take the linked one), choose
 * remove or correct, confirm with the code mailed to its public email (or at once when signed in
 * with the platform as its creator), then the outcome.
 */
export function RemoveProfileFlow({ initialProfileId }: RemoveProfileFlowProps) {
  const [query, setQuery] = useState<ProfileLookupQuery | null>(
    initialProfileId ? { influencerId: initialProfileId } : null,
  );
  const [request, setRequest] = useState<ProfileRequest | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  /** Why the request can no longer be confirmed (the code expired or ran out of attempts). */
  const [ended, setEnded] = useState<string | null>(null);
  const lookup = useProfileLookup(query);
  const create = useCreateProfileRequest();
  const verify = useVerifyProfileRequest();

  if (request?.state === 'applied') return <Done request={request} />;

  const submitRequest = (body: CreateProfileRequest) =>
    create.mutate(body, { onSuccess: (created) => setRequest(created) });
  const submitCode = (code: string) => {
    if (!request) return;
    setCodeError(null);
    verify.mutate(
      { id: request.id, code },
      {
        onSuccess: setRequest,
        onError: (error) => {
          const message =
            isApiError(error) && error.fieldErrors[0]
              ? error.fieldErrors[0].message
              : errorMessage(error);
          // 409: this request is over; the person starts a new one.
          if (isApiError(error, 409)) setEnded(message);
          else setCodeError(message);
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          1. Your profile
        </Title>
        {!initialProfileId && !request && (
          <FindProfileForm
            loading={lookup.isFetching}
            onFind={(q: { platform: Platform; username: string }) => setQuery(q)}
          />
        )}
        {lookup.isError && (
          <Alert color="yellow" title="Profile not found">
            {isApiError(lookup.error, 404)
              ? 'We have no listed profile with this handle. It may already be removed.'
              : errorMessage(lookup.error)}
          </Alert>
        )}
        {lookup.data && <ProfileSummary target={lookup.data} />}
        {lookup.data && !request && (
          <RequestForm target={lookup.data} onSubmit={submitRequest} loading={create.isPending} />
        )}
        {create.isError && (
          <Alert color="red" title="We could not take your request">
            {errorMessage(create.error)}
          </Alert>
        )}
      </Stack>
      {request && (
        <Stack gap="sm">
          <Title order={2} fz="lg">
            2. Confirm it is you
          </Title>
          {request.state === 'pending' && request.emailMasked && !ended ? (
            <CodeForm
              emailMasked={request.emailMasked}
              onSubmit={submitCode}
              loading={verify.isPending}
              error={codeError}
            />
          ) : (
            <Alert color="yellow" title="This request cannot be confirmed any more">
              {ended ?? `It is ${request.state}.`}{' '}
              <Anchor href={`/remove-my-profile?profile=${request.influencerId ?? ''}`}>
                Start again
              </Anchor>
              .
            </Alert>
          )}
        </Stack>
      )}
    </Stack>
  );
}
