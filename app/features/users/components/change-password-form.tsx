import { PasswordInput, Stack } from '@mantine/core';
import { hasLength, isNotEmpty, useForm } from '@mantine/form';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/constants/auth';
import { showFormError } from '@app/lib/form-errors';
import { notifySuccess } from '@app/lib/notify';
import { useChangePassword } from '../api/change-password';
import { FormActions } from '@app/components/ui/form-actions';

/** Changes the password; the new session token is stored, other sessions are signed out. */
export function ChangePasswordForm() {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '' },
    validate: {
      currentPassword: isNotEmpty('Enter your current password'),
      newPassword: hasLength(
        { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
        `Use at least ${PASSWORD_MIN_LENGTH} characters`,
      ),
    },
  });
  const change = useChangePassword({
    onSuccess: () => {
      form.reset();
      notifySuccess('Your password was changed. Other devices have been signed out.');
    },
    onError: (error) => showFormError(form, error, 'Could not change your password'),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => change.mutate(values))}>
      <Stack gap="md">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          key={form.key('currentPassword')}
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label="New password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters`}
          autoComplete="new-password"
          key={form.key('newPassword')}
          {...form.getInputProps('newPassword')}
        />
        <FormActions submitting={change.isPending}>Change password</FormActions>
      </Stack>
    </form>
  );
}
