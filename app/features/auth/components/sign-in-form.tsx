import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import type { Session } from '@shared/schemas/auth';
import { Link } from 'react-router';
import { showFormError } from '@app/lib/form-errors';
import { useLogin } from '../api/login';
import { EmailInput } from './email-input';

/** Props of {@link SignInForm}. */
export interface SignInFormProps {
  onSignedIn: (session: Session) => void;
  /** Address of the "Forgot password?" link. */
  forgotPasswordTo: string;
}

/** Email and password sign-in, with a "Forgot password?" link. */
export function SignInForm({ onSignedIn, forgotPasswordTo }: SignInFormProps) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: {
      email: isEmail('Enter a valid email address'),
      password: isNotEmpty('Enter your password'),
    },
  });
  const loginMutation = useLogin({
    onSuccess: onSignedIn,
    onError: (error) => showFormError(form, error, 'Could not sign in'),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        loginMutation.mutate({ email: values.email.trim(), password: values.password }),
      )}
    >
      <Stack gap="md">
        <EmailInput key={form.key('email')} {...form.getInputProps('email')} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to={forgotPasswordTo} size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={loginMutation.isPending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
