import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { GIFT_ADDRESS_RETENTION_DAYS, type GiftAddress } from '@shared/schemas/gifts';
import { ProblemAlert } from '@app/components/ui/problem-alert';
import { ApiError } from '@app/lib/api-error';
import { countryOptions } from '@app/lib/country-options';

/** Props of {@link GiftAddressForm}. */
export interface GiftAddressFormProps {
  initial: GiftAddress | null;
  saving: boolean;
  error: unknown;
  onSave: (address: GiftAddress) => void;
}

const EMPTY: GiftAddress = {
  name: '',
  line1: '',
  line2: null,
  city: '',
  region: null,
  postalCode: null,
  country: 'US',
  phone: null,
};

/** The server's field errors (`body.postalCode`) onto the form's fields. */
function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    error.fieldErrors.map((e) => [e.path.replace(/^body\./, ''), e.message]),
  );
}

/**
 * The creator's shipping address (name, two lines, city, region, postal code, country, phone
 * optional), checked by the server for the country; says who sees it and when it is erased.
 */
export function GiftAddressForm({ initial, saving, error, onSave }: GiftAddressFormProps) {
  const form = useForm<GiftAddress>({ initialValues: initial ?? EMPTY });
  const errors = fieldErrors(error);
  const field = (name: keyof GiftAddress) => ({
    ...form.getInputProps(name),
    value: form.values[name] ?? '',
    error: errors[name],
  });
  return (
    <form
      onSubmit={form.onSubmit((values) =>
        onSave({
          ...values,
          line2: values.line2 || null,
          region: values.region || null,
          postalCode: values.postalCode || null,
          phone: values.phone || null,
        }),
      )}
      aria-label="Shipping address"
    >
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Only you and the brand see this address. It is used for this gift only and erased{' '}
          {GIFT_ADDRESS_RETENTION_DAYS} days after delivery, or at once if the collaboration or gift
          is cancelled.
        </Text>
        <TextInput label="Full name" required autoComplete="name" {...field('name')} />
        <TextInput
          label="Street address"
          required
          autoComplete="address-line1"
          {...field('line1')}
        />
        <TextInput label="Address line 2" autoComplete="address-line2" {...field('line2')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput label="City" required autoComplete="address-level2" {...field('city')} />
          <TextInput
            label="State, province or region"
            autoComplete="address-level1"
            {...field('region')}
          />
          <TextInput label="Postal code" autoComplete="postal-code" {...field('postalCode')} />
          <Select
            label="Country"
            required
            searchable
            data={countryOptions()}
            autoComplete="country"
            {...form.getInputProps('country')}
            error={errors.country}
          />
        </SimpleGrid>
        <TextInput label="Phone (optional)" autoComplete="tel" {...field('phone')} />
        {error !== null && error !== undefined && Object.keys(errors).length === 0 && (
          <ProblemAlert error={error} />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            Save address
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
