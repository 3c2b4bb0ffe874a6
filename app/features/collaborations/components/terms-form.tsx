import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CAMPAIGN_CURRENCIES,
  COMPENSATION_LABELS,
  COMPENSATION_TYPES,
} from '@shared/constants/campaigns';
import { DELIVERABLES_MAX_LENGTH } from '@shared/constants/collaborations';
import type { Collaboration } from '@shared/schemas/collaborations';
import { showFormError } from '@app/lib/form-errors';
import { currencySymbol } from '@app/lib/money';
import { notifySuccess } from '@app/lib/notify';
import { useUpdateCollaboration } from '../api/update-collaboration';
import {
  termsFormSchemas,
  termsFormValidate,
  termsFormValues,
  type TermsScope,
} from '../lib/terms-form';

const COMPENSATION_DATA = COMPENSATION_TYPES.map((value) => ({
  value,
  label: COMPENSATION_LABELS[value],
}));

/** Props of {@link TermsForm}. */
export interface TermsFormProps {
  collaboration: Collaboration;
  /** All terms (while proposed) or only the discount code and tracking link. */
  scope: TermsScope;
  onDone: () => void;
}

/**
 * The brand edits the terms (`PATCH /api/collaboration/{id}`): compensation, amount (typed in
 * units, sent in cents), currency, deliverables and deadline while proposed; the discount code
 * and tracking link until completed. The shared schema's and the server's field errors appear
 * under each field.
 */
export function TermsForm({ collaboration, scope, onDone }: TermsFormProps) {
  const update = useUpdateCollaboration();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: termsFormValues(collaboration),
    validate: termsFormValidate(scope),
  });
  const symbol = currencySymbol(form.useWatchValue('currency'));

  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: collaboration.id, ...termsFormSchemas[scope].parse(values) });
      notifySuccess('The terms were updated.');
      onDone();
    } catch (error) {
      showFormError(form, error, 'Could not save the terms');
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Edit terms">
      <Stack gap="sm">
        {scope === 'all' && (
          <>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <Select
                label="Compensation"
                data={COMPENSATION_DATA}
                allowDeselect={false}
                key={form.key('compensation')}
                {...form.getInputProps('compensation')}
              />
              <NumberInput
                label="Amount"
                description="Fee or product value"
                prefix={symbol}
                min={0}
                decimalScale={2}
                thousandSeparator=","
                key={form.key('amount')}
                {...form.getInputProps('amount')}
              />
              <Select
                label="Currency"
                data={[...CAMPAIGN_CURRENCIES]}
                allowDeselect={false}
                key={form.key('currency')}
                {...form.getInputProps('currency')}
              />
            </SimpleGrid>
            <Textarea
              label="Deliverables"
              withAsterisk
              autosize
              minRows={3}
              maxRows={10}
              maxLength={DELIVERABLES_MAX_LENGTH}
              key={form.key('deliverables')}
              {...form.getInputProps('deliverables')}
            />
            <TextInput
              type="date"
              label="Deadline"
              key={form.key('deadline')}
              {...form.getInputProps('deadline')}
            />
          </>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Discount code"
            placeholder="JANE15"
            maxLength={64}
            key={form.key('discountCode')}
            {...form.getInputProps('discountCode')}
          />
          <TextInput
            label="Tracking link"
            placeholder="https://shop.example/?utm_source=collabify"
            key={form.key('trackingUrl')}
            {...form.getInputProps('trackingUrl')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save terms
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
