import { Stack, TextInput } from '@mantine/core';
import { matches, useForm } from '@mantine/form';
import type { SelfUser } from '@shared/schemas/users';
import { isApiError } from '@app/lib/api-error';
import { showFormError } from '@app/lib/form-errors';
import { notifySuccess } from '@app/lib/notify';
import { useSetNickname } from '../api/set-nickname';
import { FormActions } from '@app/components/ui/form-actions';

const NICKNAME_HINT = 'Use 3–30 letters, digits, "_" or "."';

/** Sets the public nickname (handle); a taken nickname shows its error under the field. */
export function NicknameForm({ user }: { user: SelfUser }) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { nickname: user.nickname ?? '' },
    transformValues: (values) => ({ nickname: values.nickname.trim().toLowerCase() }),
    validate: {
      nickname: (value) => matches(/^[a-z0-9_.]{3,30}$/, NICKNAME_HINT)(value.trim().toLowerCase()),
    },
  });
  const save = useSetNickname({
    onSuccess: (saved) => {
      form.setInitialValues({ nickname: saved.nickname ?? '' });
      form.setValues({ nickname: saved.nickname ?? '' });
      notifySuccess(`Your nickname is now @${saved.nickname}.`);
    },
    onError: (error) => {
      if (isApiError(error, 409)) {
        form.setFieldError('nickname', error.detail ?? 'This nickname is already taken');
      } else {
        showFormError(form, error, 'Could not save your nickname');
      }
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack gap="md">
        <TextInput
          label="Nickname"
          description={`Your public handle. ${NICKNAME_HINT}.`}
          leftSection="@"
          autoComplete="username"
          key={form.key('nickname')}
          {...form.getInputProps('nickname')}
        />
        <FormActions submitting={save.isPending}>Save nickname</FormActions>
      </Stack>
    </form>
  );
}
