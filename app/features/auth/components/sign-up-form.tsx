import { Button, Group, PasswordInput, Radio, Stack, TextInput } from '@mantine/core';
import { hasLength, isEmail, useForm } from '@mantine/form';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/constants/auth';
import { showFormError } from '@app/lib/form-errors';
import { useSendEmailCode } from '../api/send-email-code';
import type { SignUpDraft, SignUpRole } from '../hooks/use-sign-up-draft';
import { EmailInput } from './email-input';

/** Props of {@link SignUpForm}. */
export interface SignUpFormProps {
  /** Called once the verification code was emailed, with what the person entered. */
  onCodeSent: (draft: SignUpDraft) => void;
  /** The role chosen at first ("I'm a brand" unless the page asked for influencers). */
  initialRole?: SignUpRole;
}

interface SignUpValues {
  name: string;
  email: string;
  password: string;
  role: SignUpRole;
}

/** Sign-up: name, email, password and brand/influencer; emails a verification code on submit. */
export function SignUpForm({ onCodeSent, initialRole = 'advertiser' }: SignUpFormProps) {
  const form = useForm<SignUpValues>({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', password: '', role: initialRole },
    validate: {
      name: hasLength({ min: 1, max: 100 }, 'Enter your name (up to 100 characters)'),
      email: isEmail('Enter a valid email address'),
      password: hasLength(
        { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
        `Use at least ${PASSWORD_MIN_LENGTH} characters`,
      ),
    },
  });
  const sendCode = useSendEmailCode({
    onError: (error) => showFormError(form, error, 'Could not send the code'),
  });

  const handleSubmit = (values: SignUpValues) => {
    const draft = { ...values, name: values.name.trim(), email: values.email.trim() };
    sendCode.mutate(
      { email: draft.email, purpose: 'sign-up' },
      { onSuccess: () => onCodeSent(draft) },
    );
  };

  return (
    <form noValidate onSubmit={form.onSubmit(handleSubmit)}>
      <Stack gap="md">
        <Radio.Group
          label="I'm signing up as"
          key={form.key('role')}
          {...form.getInputProps('role')}
        >
          <Group mt={8} gap="lg">
            <Radio value="advertiser" label="I'm a brand" />
            <Radio value="influencer" label="I'm an influencer" />
          </Group>
        </Radio.Group>
        <TextInput
          label="Name"
          autoComplete="name"
          placeholder="Jane Cooper"
          required
          withAsterisk={false}
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <EmailInput key={form.key('email')} {...form.getInputProps('email')} />
        <PasswordInput
          label="Password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters`}
          autoComplete="new-password"
          required
          withAsterisk={false}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth size="md" loading={sendCode.isPending}>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
