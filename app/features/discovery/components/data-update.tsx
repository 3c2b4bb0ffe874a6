import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { UPGRADE_PATH } from '@shared/constants/plans';
import { isRefreshable, type InfluencerRefresh } from '@shared/schemas/influencer-refresh';
import type { InfluencerProfile } from '@shared/schemas/influencers';
import { errorMessage } from '@app/lib/api-error';
import { planLimitOf, reportPlanLimit } from '@app/lib/plan-limit';
import { planLimitMembers } from '@app/lib/plan-limit-members';
import { safeRedirect } from '@app/lib/redirect';
import { formatDateTime, formatDistanceFromNow } from '@app/lib/time-format';
import { useLatestRefresh } from '../api/get-latest-refresh';
import { useRequestInfluencerUpdate } from '../api/request-influencer-update';
import { isRefreshInFlight, refreshStateText } from '../lib/refresh-state';

/** How often the relative times ("5 minutes ago") are worked out again, in ms. */
const CLOCK_MS = 60_000;

/** Props of {@link DataUpdate}. */
export interface DataUpdateProps {
  profile: Pick<InfluencerProfile, 'id' | 'platform' | 'username' | 'refreshedAt' | 'lastPostedAt'>;
}

const STATE_COLORS: Record<InfluencerRefresh['state'], string> = {
  queued: 'dimmed',
  running: 'dimmed',
  done: 'teal.8',
  failed: 'red.8',
};

/**
 * In the profile drawer: how fresh the numbers are ("Refreshed 3 days ago", "Last posted 2 days
 * ago") and, for YouTube and Instagram profiles, the latest refresh's state in words, followed live
 * while it is queued or running, and "Request data update" when this server's provider for the
 * platform is set up. A problem shows beside the button;
 * a plan limit opens the upgrade prompt. TikTok profiles get a note instead of the button.
 */
export function DataUpdate({ profile }: DataUpdateProps) {
  const refreshable = isRefreshable(profile.platform);
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), CLOCK_MS, { autoInvoke: true });
  const latest = useLatestRefresh(profile.id, { enabled: refreshable });
  const request = useRequestInfluencerUpdate(profile.id);
  const [problem, setProblem] = useState<unknown>(null);
  const refresh = latest.data?.refresh ?? null;
  // The button shows once the server says it can refresh this profile (its provider is set up).
  const available = latest.data?.available ?? false;
  const inFlight = isRefreshInFlight(refresh);

  const requestUpdate = () => {
    setProblem(null);
    request.mutate(
      { platform: profile.platform, name: profile.username, influencerId: profile.id },
      // A plan limit was already handed to the upgrade prompt; anything else shows here.
      { onError: (error) => setProblem(reportPlanLimit(error) ? null : error) },
    );
  };

  return (
    <Stack gap={6} component="section" aria-label="Data freshness">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Text
            size="sm"
            title={profile.refreshedAt ? formatDateTime(profile.refreshedAt) : undefined}
          >
            {profile.refreshedAt
              ? `Refreshed ${formatDistanceFromNow(profile.refreshedAt, now, { past: true })}`
              : 'Refresh date unknown'}
          </Text>
          {profile.lastPostedAt && (
            <Text size="sm" c="dimmed" title={formatDateTime(profile.lastPostedAt)}>
              {`Last posted ${formatDistanceFromNow(profile.lastPostedAt, now, { past: true })}`}
            </Text>
          )}
        </Stack>
        {available && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={request.isPending}
            disabled={inFlight}
            onClick={requestUpdate}
          >
            Request data update
          </Button>
        )}
      </Group>
      {refreshable ? (
        <Text size="sm" role="status" c={refresh ? STATE_COLORS[refresh.state] : undefined}>
          {refresh ? refreshStateText(refresh, now) : ''}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          TikTok has no public API to refresh from: creators verify their numbers by signing in with
          TikTok.
        </Text>
      )}
      {problem !== null && <RequestProblem error={problem} />}
    </Stack>
  );
}

/** Why the request was refused; a plan limit nobody else showed gets its upgrade link here. */
function RequestProblem({ error }: { error: unknown }) {
  const limit = planLimitOf(error);
  return (
    <Alert color="red" variant="light" title="Could not request a data update">
      <Stack gap={4} align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        {limit && (
          <Anchor
            component={Link}
            to={safeRedirect(planLimitMembers(limit)?.upgradeUrl, UPGRADE_PATH)}
            size="sm"
          >
            See plans
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
