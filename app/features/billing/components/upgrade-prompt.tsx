import { Button, getDefaultZIndex, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PLAN_METRIC_LABELS, UPGRADE_PATH } from '@shared/constants/plans';
import type { PlanLimitHit } from '@app/lib/plan-limit';
import { onPlanLimit } from '@app/lib/plan-limit';
import { safeRedirect } from '@app/lib/redirect';
import { billingQueryKey } from '../api/get-billing';
import { formatLimit, planName } from '../lib/billing-format';

/** Props of {@link UpgradePrompt}. */
export interface UpgradePromptProps {
  /** The limit to explain; the modal is closed while null. */
  hit: PlanLimitHit | null;
  onClose: () => void;
  /** "See plans": goes to the pricing page (the problem's `upgradeUrl` when it is one of ours). */
  onSeePlans: (path: string) => void;
}

/**
 * The modal shown when a call runs into a plan limit (402): "You've reached your plan's limit",
 * the server's sentence, which limit ("Lists"), "limit 3, you have 3", then "See plans" or
 * "Not now".
 */
export function UpgradePrompt({ hit, onClose, onSeePlans }: UpgradePromptProps) {
  const limit = hit?.limit ?? null;
  return (
    <Modal
      opened={hit !== null}
      onClose={onClose}
      title="You've reached your plan's limit"
      centered
      // Above the modal the limit was hit from (an email being written), whose portal came later.
      zIndex={getDefaultZIndex('modal') + 1}
    >
      <Stack gap="md">
        {hit && <Text size="sm">{hit.detail}</Text>}
        {limit && (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {PLAN_METRIC_LABELS[limit.metric]}
            </Text>
            <Text size="sm" c="dimmed">
              {planName(limit.plan)} plan: limit {formatLimit(limit.limit)}, you have{' '}
              {formatLimit(limit.usage)}
            </Text>
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Not now
          </Button>
          <Button onClick={() => onSeePlans(safeRedirect(limit?.upgradeUrl, UPGRADE_PATH))}>
            See plans
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Mounted once (root layout): opens the {@link UpgradePrompt} whenever a call anywhere in the app
 * runs into a plan limit (reported through `reportPlanLimit` by notifications, the query client
 * and forms), and refreshes the account's billing, whose usage has just been shown to be full.
 */
export function UpgradePromptHost() {
  const [hit, setHit] = useState<PlanLimitHit | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onPlanLimit((next) => {
        setHit(next);
        void queryClient.invalidateQueries({ queryKey: billingQueryKey });
      }),
    [queryClient],
  );

  return (
    <UpgradePrompt
      hit={hit}
      onClose={() => setHit(null)}
      onSeePlans={(path) => {
        setHit(null);
        void navigate(path);
      }}
    />
  );
}
