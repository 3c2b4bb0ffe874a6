import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PlanLimitHit } from '@app/lib/plan-limit';
import { onPlanLimit } from '@app/lib/plan-limit';
import { billingQueryKey } from '../api/get-billing';

// Loaded with the first limit: the prompt reads the problem with the schema library, which the
// app's first load (public pages included) does without.
const UpgradePrompt = lazy(() =>
  import('./upgrade-prompt').then((module) => ({ default: module.UpgradePrompt })),
);

/**
 * Mounted once (root layout): opens the upgrade prompt whenever a call anywhere in the app runs
 * into a plan limit (reported through `reportPlanLimit` by notifications, the query client and
 * forms), and refreshes the account's billing, whose usage has just been shown to be full.
 */
export function UpgradePromptHost() {
  const [hit, setHit] = useState<PlanLimitHit | null>(null);
  const [wanted, setWanted] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onPlanLimit((next) => {
        setHit(next);
        setWanted(true);
        void queryClient.invalidateQueries({ queryKey: billingQueryKey });
      }),
    [queryClient],
  );

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <UpgradePrompt
        hit={hit}
        onClose={() => setHit(null)}
        onSeePlans={(path) => {
          setHit(null);
          void navigate(path);
        }}
      />
    </Suspense>
  );
}
