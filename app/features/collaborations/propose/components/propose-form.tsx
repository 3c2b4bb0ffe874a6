import { Alert, Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGE_MAX_LENGTH } from '@shared/constants/collaborations';
import type { Campaign } from '@shared/schemas/campaigns';
import type { ChooseGift } from '@shared/schemas/gifts';
import { errorMessage, isApiError } from '@app/lib/api-error';
import { showFormError } from '@app/lib/form-errors';
import { useProposeCollaboration } from '../api/propose-collaboration';
import {
  amountForCompensation,
  campaignOptions,
  campaignTerms,
  proposeFormSchema,
  proposeFormValidate,
  proposeFormValues,
  type ProposeFormValues,
} from '../lib/propose-form';
import type { ProposalOutcome, ProposalTarget } from '../lib/proposal-outcome';
import { notifyProposed } from './notify-proposed';
import { TermsFields } from './terms-fields';

/** Props of {@link ProposeForm}. */
export interface ProposeFormProps {
  influencers: ProposalTarget[];
  /** The advertiser's campaigns to choose from. */
  campaigns: Campaign[];
  /** The campaign chosen to start with (its terms fill the form). */
  campaignId: string | null;
  /** Called with what came of each proposal once a bulk proposal has run. */
  onBulkDone: (outcomes: ProposalOutcome[]) => void;
  /** Called once a single proposal went out (the notification is shown). */
  onProposed: () => void;
  onCancel: () => void;
  /**
   * The gift picker of the brand's connected shop (composed by the page; absent without a
   * shop), shown while the compensation is a gifted product.
   */
  giftField?: (slot: ProposalGiftSlot) => ReactNode;
}

/** What the page's gift field is given: the proposal's gift, its setter, the server's word on it. */
export interface ProposalGiftSlot {
  value: ChooseGift | null;
  onChange: (gift: ChooseGift | null) => void;
  error: string | null;
}

/** The first error the server gave on the gift (`gift.items.0.variantId` …), or null. */
const giftError = (errors: Record<string, ReactNode>) => {
  const key = Object.keys(errors).find((k) => k === 'gift' || k.startsWith('gift.'));
  return key ? String(errors[key]) : null;
};

const FAILED = 'Could not propose the collaboration';

/** A problem shown above the buttons: the 409 detail, or why a single proposal failed. */
interface Problem {
  title: string;
  message: string;
  color: 'yellow' | 'red';
}

/**
 * The terms of a proposal: campaign (choosing one fills in its compensation, currency,
 * deliverables and, for a fixed fee, its maximum budget as the fee), compensation, amount (typed in units, sent in cents),
 * currency, deliverables, deadline, discount code, tracking link and a first message. Validated
 * with the shared schema; the server's field errors appear under their fields. One influencer:
 * a notification with "Open collaboration" on success, the server's detail when they already
 * have an open collaboration. Several: one request each, in turn, then {@link ProposeFormProps.onBulkDone}.
 * With a gifted product and a connected shop, the page's gift field picks the products (each
 * proposal carries the gift; the server creates both in one transaction).
 */
export function ProposeForm({
  influencers,
  campaigns,
  campaignId,
  onBulkDone,
  onProposed,
  onCancel,
  giftField,
}: ProposeFormProps) {
  const navigate = useNavigate();
  const propose = useProposeCollaboration();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sent, setSent] = useState(0);
  const single = influencers.length === 1;

  const form = useForm({
    mode: 'uncontrolled',
    initialValues: proposeFormValues(campaigns.find((c) => c.id === campaignId)),
    validate: proposeFormValidate,
  });
  const compensation = form.useWatchValue('compensation');

  // A fee filled in from the campaign's budget goes when the brand picks a gift (and comes back).
  form.watch('compensation', ({ previousValue, value }) => {
    const { amount, campaignId: chosen } = form.getValues();
    const campaign = campaigns.find((c) => c.id === chosen);
    const next = amountForCompensation(amount, campaign, previousValue, value);
    if (next !== amount) form.setFieldValue('amount', next);
  });

  const chooseCampaign = (id: string | null) => {
    const campaign = campaigns.find((c) => c.id === id);
    if (campaign) form.setValues(campaignTerms(campaign));
    else form.setFieldValue('campaignId', null);
  };

  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    const terms = proposeFormSchema.parse(values);
    const outcomes: ProposalOutcome[] = [];
    for (const influencer of influencers) {
      setSent(outcomes.length + 1);
      try {
        const collaboration = await propose.mutateAsync({ influencerId: influencer.id, ...terms });
        outcomes.push({ influencer, kind: 'proposed', collaboration });
      } catch (error) {
        // Invalid terms are the same for everyone: show them on the form and stop.
        const badTerms =
          isApiError(error, 400) && error.fieldErrors.some((e) => e.path !== 'body.influencerId');
        if (outcomes.length === 0 && badTerms) {
          showFormError(form, error, FAILED);
          return;
        }
        outcomes.push({
          influencer,
          kind: isApiError(error, 409) ? 'open' : 'failed',
          message: errorMessage(error),
        });
      }
    }
    const [outcome] = outcomes;
    if (!single || !outcome) onBulkDone(outcomes);
    else if (outcome.kind === 'proposed') {
      notifyProposed(outcome.collaboration, navigate);
      onProposed();
    } else
      setProblem(
        outcome.kind === 'open'
          ? { title: 'Already collaborating', message: outcome.message, color: 'yellow' }
          : { title: FAILED, message: outcome.message, color: 'red' },
      );
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Propose a collaboration">
      <Stack gap="sm">
        <Select
          label="Campaign"
          description="Optional. Choosing one fills in its terms."
          placeholder={campaigns.length ? 'No campaign' : 'You have no running campaign'}
          data={campaignOptions(campaigns, campaignId)}
          clearable
          searchable
          key={form.key('campaignId')}
          {...form.getInputProps('campaignId')}
          onChange={chooseCampaign}
        />
        <TermsFields form={form} />
        {giftField && compensation === 'gifted' && <GiftSlot form={form} giftField={giftField} />}
        {single && (
          <TextInput
            type="email"
            label="Invitation email"
            description="If they have no Collabify account, we email them a link to answer here. Leave empty to use their public email."
            placeholder="jane@creator.example"
            maxLength={254}
            key={form.key('inviteEmail')}
            {...form.getInputProps('inviteEmail')}
          />
        )}
        <Textarea
          label="First message"
          placeholder="Hi! We love your morning routines and would like to send you our serum…"
          autosize
          minRows={3}
          maxRows={8}
          maxLength={MESSAGE_MAX_LENGTH}
          key={form.key('message')}
          {...form.getInputProps('message')}
        />
        {problem && (
          <Alert color={problem.color} variant="light" title={problem.title} role="alert">
            {problem.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {form.submitting && !single && (
            <Text size="sm" c="dimmed" aria-live="polite">
              Sending {sent} of {influencers.length}…
            </Text>
          )}
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            {single ? 'Send proposal' : `Propose to ${influencers.length} influencers`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The page's gift field bound to the form's `gift` value and its errors. */
function GiftSlot({
  form,
  giftField,
}: {
  form: UseFormReturnType<ProposeFormValues>;
  giftField: NonNullable<ProposeFormProps['giftField']>;
}) {
  const value = form.useWatchValue('gift');
  return giftField({
    value,
    onChange: (gift) => {
      form.clearFieldError('gift');
      for (const key of Object.keys(form.errors))
        if (key.startsWith('gift.')) form.clearFieldError(key);
      form.setFieldValue('gift', gift);
    },
    error: giftError(form.errors),
  });
}
