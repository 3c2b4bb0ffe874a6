import { Button, getDefaultZIndex, Group, Modal, Stack, Text } from '@mantine/core';
import { PLAN_METRIC_LABELS, UPGRADE_PATH } from '@shared/constants/plans';
import { planPhrase } from '@shared/format/plan-name';
import type { PlanLimitHit } from '@app/lib/plan-limit';
import { planLimitMembers } from '@app/lib/plan-limit-members';
import { safeRedirect } from '@app/lib/redirect';
import { formatLimit } from '../lib/billing-format';

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
  const limit = hit ? planLimitMembers(hit) : null;
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
              {planPhrase(limit.planName)}: limit {formatLimit(limit.limit)}, you have{' '}
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
