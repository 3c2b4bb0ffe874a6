import { Button, PasswordInput, Stack } from '@mantine/core';
import { hasLength, isEmail, useForm } from '@mantine/form';
import type { Session } from '@shared/schemas/auth';
import {
  EMAIL_CODE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@shared/constants/auth';
import { showFormError } from '@app/lib/form-errors';
import { useResetPassword } from '../api/reset-password';
import { useResendCode } from '../hooks/use-resend-code';
import { CodeInput } from './code-input';
import { EmailInput } from './email-input';

/** Props of {@link ResetPasswordForm}. */
export interface ResetPasswordFormProps {
  /** The email the code was sent to (from `?email=`); may be empty. */
  initialEmail: string;
  onReset: (session: Session) => void;
}

interface ResetValues {
  email: string;
  code: string;
  password: string;
}

const codePattern = new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`);

/** The emailed reset code and a new password; signs in once the password is changed. */
export function ResetPasswordForm({ initialEmail, onReset }: ResetPasswordFormProps) {
  const form = useForm<ResetValues>({
    mode: 'controlled',
    initialValues: { email: initialEmail, code: '', password: '' },
    validate: {
      email: isEmail('Enter a valid email address'),
      code: (value) =>
        codePattern.test(value) ? null : `Enter the ${EMAIL_CODE_LENGTH}-digit code`,
      password: hasLength(
        { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
        `Use at least ${PASSWORD_MIN_LENGTH} characters`,
      ),
    },
  });
  const resetMutation = useResetPassword({
    onSuccess: onReset,
    onError: (error) => showFormError(form, error, 'Could not reset your password'),
  });
  const { resend, isPending: isResending } = useResendCode(
    form.values.email.trim(),
    'reset-password',
  );

  const handleSubmit = (values: ResetValues) =>
    resetMutation.mutate({
      email: values.email.trim(),
      code: values.code,
      password: values.password,
    });

  return (
    <form noValidate onSubmit={form.onSubmit(handleSubmit)}>
      <Stack gap="md">
        <EmailInput {...form.getInputProps('email')} />
        <CodeInput
          value={form.values.code}
          onChange={(value) => form.setFieldValue('code', value)}
          error={form.errors.code}
          disabled={resetMutation.isPending}
        />
        <PasswordInput
          label="New password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters`}
          autoComplete="new-password"
          required
          withAsterisk={false}
          {...form.getInputProps('password')}
        />
        <Stack gap="xs">
          <Button type="submit" fullWidth size="md" loading={resetMutation.isPending}>
            Reset password
          </Button>
          <Button
            variant="subtle"
            fullWidth
            onClick={async () => {
              const result = await form.validateField('email');
              if (!result.hasError) resend();
            }}
            loading={isResending}
          >
            Resend code
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
