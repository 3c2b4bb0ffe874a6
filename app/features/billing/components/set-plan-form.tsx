import { Button, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { PlanId } from '@shared/constants/plans';
import { PLAN_IDS } from '@shared/constants/plans';
import type { AdminBilling } from '@shared/schemas/billing';
import { showFormError } from '@app/lib/form-errors';
import { notifySuccess } from '@app/lib/notify';
import { useSetPlan } from '../api/set-plan';
import { planName } from '../lib/billing-format';

/** The Select's value for `plan: null`: the account follows its Stripe subscription, or Free. */
const FOLLOW_STRIPE = 'stripe';

const PLAN_OPTIONS = [
  { value: FOLLOW_STRIPE, label: 'Follow Stripe / Free' },
  ...PLAN_IDS.map((id) => ({ value: id, label: planName(id) })),
];

/** Shortest and longest reason the server keeps (after trimming). */
const REASON_MIN = 3;
const REASON_MAX = 500;

interface SetPlanValues {
  plan: string;
  reason: string;
}

/**
 * An admin sets an account's plan by hand (it wins over Stripe until set back to "Follow Stripe /
 * Free"), with a required reason kept in the account's plan history.
 */
export function SetPlanForm({ account }: { account: AdminBilling }) {
  const setPlan = useSetPlan();
  const { billing, user } = account;
  const form = useForm<SetPlanValues>({
    initialValues: {
      plan: billing.planSource === 'admin' ? billing.plan : FOLLOW_STRIPE,
      reason: '',
    },
    validate: {
      reason: (value) => {
        const length = value.trim().length;
        if (length < REASON_MIN)
          return 'Say why (at least 3 characters): it is kept with the change';
        return length > REASON_MAX ? `Keep it under ${REASON_MAX} characters` : null;
      },
    },
  });

  const submit = form.onSubmit((values) =>
    setPlan.mutate(
      {
        userId: user.id,
        plan: values.plan === FOLLOW_STRIPE ? null : (values.plan as PlanId),
        reason: values.reason.trim(),
      },
      {
        onSuccess: (answer) => {
          notifySuccess(
            answer.billing.planSource === 'admin'
              ? `${user.email} is now on ${planName(answer.billing.plan)}.`
              : `${user.email} follows Stripe again (${answer.billing.planName}).`,
            'Plan set',
          );
          form.setFieldValue('reason', '');
        },
        onError: (error) => showFormError(form, error, 'Could not set the plan'),
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Set the plan">
      <Stack gap="sm" maw={480}>
        <Select
          label="Plan"
          data={PLAN_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('plan')}
        />
        <Textarea
          label="Reason"
          description="Kept in the plan history with your name and the time"
          required
          autosize
          minRows={2}
          maxLength={REASON_MAX}
          {...form.getInputProps('reason')}
        />
        <Button type="submit" loading={setPlan.isPending} style={{ alignSelf: 'flex-start' }}>
          Set plan
        </Button>
      </Stack>
    </form>
  );
}
