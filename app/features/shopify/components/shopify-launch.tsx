import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Session } from '@shared/schemas/auth';
import { AuthCard } from '@app/components/ui/auth-card';
import { ProblemAlert } from '@app/components/ui/problem-alert';
import { useShopifyLaunch } from '../api/shopify-launch';
import { useRunOnce } from '@app/lib/use-run-once';

/** Props of {@link ShopifyLaunch}. */
export interface ShopifyLaunchProps {
  /** The address's query as Shopify signed it, `?` included. */
  search: string;
  /** Stores the session and opens the merchant's home (the page's sign-in flow). */
  onSignedIn: (session: Session) => void;
}

/**
 * The App URL Shopify opens from its admin (`/shopify/launch?shop=…&hmac=…`): sends the signed
 * query once, then signs the shop's account in, or — the shop has not installed Collabify yet —
 * takes the browser to Shopify's authorize page. Shows progress, and the problem when Shopify's
 * signature is refused.
 */
export function ShopifyLaunch({ search, onSignedIn }: ShopifyLaunchProps) {
  const launch = useShopifyLaunch();
  const [installing, setInstalling] = useState(false);

  useRunOnce(() => {
    if (!search || search === '?') return;
    launch.mutate(search, {
      onSuccess: (result) => {
        if (result.kind === 'session') onSignedIn(result.session);
        else {
          setInstalling(true);
          window.location.assign(result.url);
        }
      },
    });
  });

  if (!search || search === '?')
    return (
      <AuthCard
        title="Open Collabify from Shopify"
        subtitle="This page is Collabify’s app address."
      >
        <Stack gap="md">
          <Text size="sm">
            Shopify merchants: open Collabify from the Apps section of your Shopify admin, and it
            signs you in with your shop.
          </Text>
          <Button component={Link} to="/login">
            Sign in with email instead
          </Button>
        </Stack>
      </AuthCard>
    );

  if (launch.isError) {
    return (
      <AuthCard title="Collabify could not open from Shopify">
        <Stack gap="md">
          <ProblemAlert error={launch.error} />
          <Text size="sm">
            Open Collabify again from your Shopify admin, or sign in with email.
          </Text>
          <Group>
            <Button component={Link} to="/login">
              Sign in with email
            </Button>
          </Group>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={installing ? 'Taking you to Shopify…' : 'Opening Collabify…'}>
      <Group gap="sm">
        <Loader
          size="sm"
          role="status"
          aria-label={installing ? 'Taking you to Shopify' : 'Signing you in'}
        />
        <Text size="sm" c="dimmed">
          {installing
            ? 'Approve the install in Shopify, and you come straight back to Collabify.'
            : 'Checking your shop with Shopify and signing you in.'}
        </Text>
      </Group>
    </AuthCard>
  );
}
