import { NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { CAMPAIGN_CURRENCIES } from '@shared/constants/campaigns';
import {
  RATE_DELIVERABLE_LABELS,
  RATE_DELIVERABLES,
  RATE_MAX_CENTS,
} from '@shared/constants/influencer-accounts';
import type { InfluencerAccount } from '@shared/schemas/influencer-accounts';
import { showFormError } from '@app/lib/form-errors';
import { notifySuccess } from '@app/lib/notify';
import { useUpdateInfluencerAccount } from '../api/update-influencer-account';
import { ratesFormSchema, ratesFormValues, type RatesFormValues } from '../lib/rates-form';
import { currencySymbol } from '@app/lib/money';
import { FormActions } from '@app/components/ui/form-actions';

const CURRENCY_NAMES = new Intl.DisplayNames(['en'], { type: 'currency' });

const currencyOptions = CAMPAIGN_CURRENCIES.map((code) => ({
  value: code,
  label: `${code} · ${CURRENCY_NAMES.of(code) ?? code}`,
}));

/**
 * The contact email and rates an influencer publishes to brands: one amount per deliverable,
 * typed in units of the chosen currency and sent in cents; an empty field is not published.
 * Checked with the API's own schema before saving.
 */
export function RatesForm({ account }: { account: InfluencerAccount }) {
  const form = useForm<RatesFormValues>({
    initialValues: ratesFormValues(account),
    validate: schemaResolver(ratesFormSchema, { sync: true }),
  });
  const update = useUpdateInfluencerAccount({
    onSuccess: (saved) => {
      const values = ratesFormValues(saved.account);
      form.setInitialValues(values);
      form.setValues(values);
      notifySuccess('Your contact email and rates were saved.');
    },
    onError: (error) => showFormError(form, error, 'Could not save your rates'),
  });
  const symbol = currencySymbol(form.values.currency);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => update.mutate(ratesFormSchema.parse(values)))}
    >
      <Stack gap="md">
        <TextInput
          label="Contact email"
          description="Where brands reach you about collaborations. Leave empty to publish none."
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          key={form.key('contactEmail')}
          {...form.getInputProps('contactEmail')}
        />
        <Select
          label="Currency"
          data={currencyOptions}
          allowDeselect={false}
          checkIconPosition="right"
          key={form.key('currency')}
          {...form.getInputProps('currency')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {RATE_DELIVERABLES.map((deliverable) => (
            <NumberInput
              key={form.key(`rates.${deliverable}`)}
              label={`${RATE_DELIVERABLE_LABELS[deliverable]} rate`}
              placeholder="Not published"
              leftSection={symbol}
              leftSectionWidth={symbol.length > 1 ? 44 : 32}
              min={0}
              max={RATE_MAX_CENTS / 100}
              decimalScale={2}
              allowNegative={false}
              thousandSeparator=","
              hideControls
              {...form.getInputProps(`rates.${deliverable}`)}
            />
          ))}
        </SimpleGrid>
        <FormActions submitting={update.isPending}>Save rates</FormActions>
      </Stack>
    </form>
  );
}
