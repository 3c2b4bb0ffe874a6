import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId } from 'react';
import { type EmailSender, type PostalAddress, postalAddressSchema } from '@shared/schemas/email';
import { showFormError } from '@app/lib/form-errors';
import { notifySuccess } from '@app/lib/notify';
import { zodFormValidate } from '@app/lib/zod-form';
import { useSetPostalAddress } from '../api/set-postal-address';

/** What each required field says when left empty. */
const EMPTY: Record<string, string> = {
  street: 'Enter the street and number',
  city: 'Enter the city',
  country: 'Enter the country',
};

const validate = zodFormValidate<PostalAddress>(postalAddressSchema, (issue) =>
  issue.code === 'too_small' ? EMPTY[String(issue.path[0])] : undefined,
);

/**
 * The sender's postal address (CAN-SPAM): street, city, postal code and country, printed in the
 * footer of every outreach email beside the unsubscribe link. Email campaigns cannot start until
 * it is saved.
 */
export function PostalAddressForm({ sender }: { sender: EmailSender }) {
  const headingId = useId();
  const save = useSetPostalAddress();
  const form = useForm<PostalAddress>({
    mode: 'uncontrolled',
    initialValues: sender.postalAddress ?? { street: '', city: '', postalCode: '', country: '' },
    validate,
  });

  const submit = (values: PostalAddress) => {
    const parsed = postalAddressSchema.safeParse(values);
    save.mutate(parsed.success ? parsed.data : values, {
      onSuccess: () => notifySuccess('Your postal address is saved.', 'Postal address saved'),
      onError: (error) => showFormError(form, error, "We couldn't save your postal address"),
    });
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)} aria-labelledby={headingId}>
      <Stack gap="sm">
        <div>
          <Title order={3} fz="md" id={headingId}>
            Postal address
          </Title>
          <Text size="sm" c="dimmed">
            The law (CAN-SPAM) asks every commercial email for the sender’s postal address: it is
            printed in the footer of your emails with the unsubscribe link.
            {!sender.postalAddress && ' Campaigns can start once it is saved.'}
          </Text>
        </div>
        <TextInput
          label="Street and number"
          description="Or a PO box registered to you."
          required
          maxLength={200}
          autoComplete="street-address"
          key={form.key('street')}
          {...form.getInputProps('street')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="Postal code"
            maxLength={20}
            autoComplete="postal-code"
            key={form.key('postalCode')}
            {...form.getInputProps('postalCode')}
          />
          <TextInput
            label="City"
            required
            maxLength={100}
            autoComplete="address-level2"
            key={form.key('city')}
            {...form.getInputProps('city')}
          />
          <TextInput
            label="Country"
            required
            maxLength={60}
            autoComplete="country-name"
            key={form.key('country')}
            {...form.getInputProps('country')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={save.isPending}>
            Save postal address
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
