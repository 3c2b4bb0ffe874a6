import { Button, Stack } from '@mantine/core';
import { isEmail, useForm } from '@mantine/form';
import { showFormError } from '@app/lib/form-errors';
import { useSendEmailCode } from '../api/send-email-code';
import { EmailInput } from './email-input';

/** Props of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormProps {
  /** Called once a reset code was emailed to `email`. */
  onCodeSent: (email: string) => void;
}

/** Asks for the account's email and emails a password-reset code to it. */
export function ForgotPasswordForm({ onCodeSent }: ForgotPasswordFormProps) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: { email: isEmail('Enter a valid email address') },
  });
  const sendCode = useSendEmailCode({
    onError: (error) => showFormError(form, error, 'Could not send the code'),
  });

  const handleSubmit = ({ email }: { email: string }) => {
    const trimmed = email.trim();
    sendCode.mutate(
      { email: trimmed, purpose: 'reset-password' },
      { onSuccess: () => onCodeSent(trimmed) },
    );
  };

  return (
    <form noValidate onSubmit={form.onSubmit(handleSubmit)}>
      <Stack gap="md">
        <EmailInput key={form.key('email')} {...form.getInputProps('email')} />
        <Button type="submit" fullWidth size="md" loading={sendCode.isPending}>
          Send reset code
        </Button>
      </Stack>
    </form>
  );
}
