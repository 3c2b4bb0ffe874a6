import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId } from 'react';
import type { ShopifyDiscount } from '@shared/schemas/shopify';
import { showFormError } from '@app/lib/form-errors';
import { viewerTimeZone } from '@app/lib/local-datetime';
import { currencySymbol } from '@app/lib/money';
import { useCreateShopifyDiscount } from '../api/create-shopify-discount';
import {
  codeHint,
  discountFormSchema,
  discountFormValidate,
  discountFormValues,
  valuePlaceholder,
  type DiscountFormValues,
} from '../lib/discount-form';

/** Props of {@link DiscountForm}. */
export interface DiscountFormProps {
  collaborationId: string;
  /** The influencer's handle, for the suggested code. */
  username: string;
  /** The shop's currency (ISO 4217), for a fixed amount. */
  currencyCode: string;
  /** Called once the code exists in the shop. */
  onCreated: (discount: ShopifyDiscount) => void;
  onCancel: () => void;
}

const VALUE_TYPES = [
  { value: 'percentage', label: 'Percentage' },
  { value: 'fixed_amount', label: 'Fixed amount' },
];

/**
 * A Shopify discount for a collaboration, with its unique discount code (optional: the server
 * makes one from the influencer's handle and the value; the field's description names it), a
 * percentage or a fixed amount in the shop's currency (an "e.g." placeholder, never a value),
 * a usage limit (blank: unlimited), one use per customer, and the start (now by default) and
 * optional end, in the viewer's time zone. Validated with the shared schema; the server's field
 * errors (400 naming `body.code`, `body.value`… — Shopify's refusals too) show under the fields.
 */
export function DiscountForm({
  collaborationId,
  username,
  currencyCode,
  onCreated,
  onCancel,
}: DiscountFormProps) {
  const create = useCreateShopifyDiscount();
  const typeLabelId = useId();
  const form = useForm<DiscountFormValues>({
    mode: 'uncontrolled',
    initialValues: discountFormValues(),
    validate: discountFormValidate(collaborationId),
  });
  const valueType = form.useWatchValue('valueType');
  const value = form.useWatchValue('value');
  const percentage = valueType === 'percentage';
  // The value's error names the field of the old type ("Enter the percentage off"): it goes.
  form.watch('valueType', () => form.clearFieldError('value'));

  const submit = form.onSubmit(async (values) => {
    try {
      onCreated(await create.mutateAsync(discountFormSchema(collaborationId).parse(values)));
    } catch (error) {
      showFormError(form, error, 'Could not create the Shopify discount');
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label="New Shopify discount">
      <Stack gap="md">
        <TextInput
          label="Discount code"
          description={`What @${username}’s followers type at checkout. Leave it empty to use ${codeHint(username, value)}.`}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          styles={{ input: { textTransform: 'uppercase' } }}
          data-autofocus
          key={form.key('code')}
          {...form.getInputProps('code')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={typeLabelId}>
            Type
          </Text>
          <SegmentedControl
            aria-labelledby={typeLabelId}
            data={VALUE_TYPES}
            key={form.key('valueType')}
            {...form.getInputProps('valueType')}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumberInput
            label={percentage ? 'Percentage off' : `Amount off (${currencyCode})`}
            withAsterisk
            min={0}
            max={percentage ? 100 : undefined}
            decimalScale={2}
            allowNegative={false}
            suffix={percentage ? ' %' : undefined}
            prefix={percentage ? undefined : `${currencySymbol(currencyCode)} `}
            placeholder={valuePlaceholder(valueType)}
            key={form.key('value')}
            {...form.getInputProps('value')}
          />
          <NumberInput
            label="Usage limit"
            description="Total uses; empty for unlimited."
            min={1}
            allowDecimal={false}
            allowNegative={false}
            placeholder="Unlimited"
            key={form.key('usageLimit')}
            {...form.getInputProps('usageLimit')}
          />
        </SimpleGrid>
        <Checkbox
          label="One use per customer"
          key={form.key('appliesOncePerCustomer')}
          {...form.getInputProps('appliesOncePerCustomer', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            type="datetime-local"
            label="Starts"
            description={`In your time zone (${viewerTimeZone()}).`}
            key={form.key('startsAt')}
            {...form.getInputProps('startsAt')}
          />
          <TextInput
            type="datetime-local"
            label="Ends"
            description="Optional: empty for no end."
            key={form.key('endsAt')}
            {...form.getInputProps('endsAt')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create discount
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
