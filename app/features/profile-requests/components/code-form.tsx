import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EMAIL_CODE_LENGTH } from '@shared/constants/auth';
import { verifyProfileRequestSchema } from '@shared/schemas/profile-requests';
import { zodFormValidate } from '@app/lib/zod-form';

/** Props of {@link CodeForm}. */
export interface CodeFormProps {
  /** Where the code went, masked (`j***@g***.com`). */
  emailMasked: string;
  onSubmit: (code: string) => void;
  loading?: boolean;
  /** The server's refusal of the last code (wrong with attempts left, expired). */
  error?: string | null;
}

/** Step 2: the 6-digit code mailed to the profile's public email. */
export function CodeForm({ emailMasked, onSubmit, loading, error }: CodeFormProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: zodFormValidate(verifyProfileRequestSchema),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSubmit(values.code.trim()))}>
      <Stack gap="sm">
        <Text>
          We sent a {EMAIL_CODE_LENGTH}-digit code to the profile&apos;s public email,{' '}
          <Text span fw={600}>
            {emailMasked}
          </Text>
          . It expires in 10 minutes.
        </Text>
        <TextInput
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={EMAIL_CODE_LENGTH}
          w={{ base: '100%', xs: 200 }}
          {...form.getInputProps('code')}
          error={form.errors.code ?? error ?? undefined}
        />
        <Group>
          <Button type="submit" loading={loading}>
            Confirm
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
