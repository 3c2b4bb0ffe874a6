import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { INFLUENCER_PROVIDERS, type SocialProvider } from '@shared/constants/social';
import type { SocialAccount } from '@shared/schemas/social';
import { DisconnectButton } from '@app/components/ui/disconnect-button';
import { QueryLoadError } from '@app/components/ui/load-error';
import { formatDate } from '@app/lib/format';
import { useDisconnectSocialAccount } from '../api/disconnect-social-account';
import { useSocialAccounts } from '../api/get-social-accounts';
import { useSocialProviders } from '../api/get-social-providers';
import { providerLabel, signInGroups, signInsForRoles } from '../lib/providers';
import { ProviderIcon } from './provider-icon';

/** Props of {@link ConnectedAccounts}. */
export interface ConnectedAccountsProps {
  /** The signed-in user's roles: the empty state names the sign-ins their side can use. */
  roles: readonly string[];
}

/** "Google or YouTube", "Google, Facebook or YouTube". */
function orList(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

function linksProfile(provider: SocialProvider): boolean {
  return (INFLUENCER_PROVIDERS as readonly SocialProvider[]).includes(provider);
}

/** "Disconnect" and its confirmation: the server revokes the account's tokens and forgets them. */
function DisconnectAccount({ account }: { account: SocialAccount }) {
  const disconnect = useDisconnectSocialAccount();
  const label = providerLabel(account.provider);
  return (
    <DisconnectButton
      ariaLabel={`Disconnect ${label}`}
      size="xs"
      question={`Disconnect ${label}?`}
      consequence={
        <>
          Collabify forgets its access to {account.displayName} and asks {label} to revoke it.
          {linksProfile(account.provider) && ' Your profile stays linked to this account.'} Signing
          in with {label} again connects it again.
        </>
      }
      disconnect={() => disconnect.mutateAsync(account.provider)}
      pending={disconnect.isPending}
      messages={{ success: `${label} disconnected`, failure: `Could not disconnect ${label}` }}
    />
  );
}

/** What to say when nothing is connected: which sign-ins this account can connect. */
function NothingConnected({ roles }: ConnectedAccountsProps) {
  const providers = useSocialProviders();
  const available = signInsForRoles(signInGroups(providers.data), roles);
  let how: string | null = null;
  if (providers.isSuccess && available.length === 0)
    how = 'No social sign-in is available on this server yet.';
  else if (available.length > 0) {
    const creator = available.some(linksProfile);
    how =
      `Sign in with ${orList(available.map(providerLabel))} on the sign-in page to connect it: ` +
      'it joins this account when it uses the same email address.' +
      (creator ? ' Your channel’s numbers then show as “Verified by creator”.' : '');
  }
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        No account connected
      </Text>
      {how && (
        <Text size="sm" c="dimmed">
          {how}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The signed-in user's connected social accounts: each provider with the account's name, when it
 * was connected and "Disconnect" (confirmed first); with none, which sign-ins can connect one.
 */
export function ConnectedAccounts({ roles }: ConnectedAccountsProps) {
  const query = useSocialAccounts();
  if (query.isPending) return <Skeleton height={56} />;
  if (query.isError)
    return <QueryLoadError title="We couldn't load your connected accounts" query={query} />;
  const { accounts } = query.data;
  if (accounts.length === 0) return <NothingConnected roles={roles} />;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {accounts.map((account) => (
        <Group
          component="li"
          key={account.provider}
          justify="space-between"
          wrap="nowrap"
          aria-label={providerLabel(account.provider)}
        >
          <Group gap="sm" wrap="nowrap" miw={0}>
            <ProviderIcon provider={account.provider} size={24} />
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600}>
                {providerLabel(account.provider)}
              </Text>
              <Text size="sm" c="dimmed" truncate="end">
                {account.displayName} · connected on {formatDate(account.connectedAt)}
              </Text>
            </Stack>
          </Group>
          <DisconnectAccount account={account} />
        </Group>
      ))}
    </Stack>
  );
}
