import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Session } from '@shared/schemas/auth';
import { EMAIL_CODE_LENGTH } from '@shared/constants/auth';
import { showFormError } from '@app/lib/form-errors';
import { useLogon } from '../api/logon';
import type { SignUpDraft } from '../hooks/use-sign-up-draft';
import { useResendCode } from '../hooks/use-resend-code';
import { CodeInput } from './code-input';

/** Props of {@link VerifyEmailForm}. */
export interface VerifyEmailFormProps {
  draft: SignUpDraft;
  onSignedUp: (session: Session) => void;
}

const codePattern = new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`);

/** The emailed code for a sign-up: creates the account (logon) on submit; can resend the code. */
export function VerifyEmailForm({ draft, onSignedUp }: VerifyEmailFormProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: {
      code: (value) =>
        codePattern.test(value) ? null : `Enter the ${EMAIL_CODE_LENGTH}-digit code`,
    },
  });
  const logonMutation = useLogon({
    onSuccess: onSignedUp,
    onError: (error) => showFormError(form, error, 'Could not create your account'),
  });
  const { resend, isPending: isResending } = useResendCode(draft.email, 'sign-up');

  const handleSubmit = ({ code }: { code: string }) =>
    logonMutation.mutate({
      email: draft.email,
      password: draft.password,
      name: draft.name,
      role: draft.role,
      code,
    });

  return (
    <form noValidate onSubmit={form.onSubmit(handleSubmit)}>
      <Stack gap="lg">
        <CodeInput
          value={form.values.code}
          onChange={(value) => form.setFieldValue('code', value)}
          error={form.errors.code}
          disabled={logonMutation.isPending}
        />
        <Stack gap="xs">
          <Button type="submit" fullWidth size="md" loading={logonMutation.isPending}>
            Verify and create account
          </Button>
          <Button variant="subtle" fullWidth onClick={resend} loading={isResending}>
            Resend code
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
