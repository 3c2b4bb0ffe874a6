import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LIST_NAME_MAX_LENGTH } from '@shared/constants/lists';
import { listNameSchema } from '@shared/schemas/lists';
import { isApiError } from '@app/lib/api-error';
import { showFormError } from '@app/lib/form-errors';

/** Props of {@link ListNameModal}. */
export interface ListNameModalProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  initialName?: string;
  onClose: () => void;
  /** Saves the name; a rejected promise shows its error (409: the name is taken) under the field. */
  onSubmit: (name: string) => Promise<unknown>;
}

/** Asks for a list name (new list or rename), validated with the shared list-name schema. */
export function ListNameModal({ opened, title, onClose, ...form }: ListNameModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {/* Mounted only while open, so every opening starts from `initialName`. */}
      <ListNameForm onClose={onClose} {...form} />
    </Modal>
  );
}

function ListNameForm({
  submitLabel,
  initialName = '',
  onClose,
  onSubmit,
}: Omit<ListNameModalProps, 'opened' | 'title'>) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: initialName },
    validate: {
      name: (value) =>
        listNameSchema.safeParse(value).success
          ? null
          : `Give the list a name of 1–${LIST_NAME_MAX_LENGTH} characters`,
    },
  });

  const submit = form.onSubmit(async ({ name }) => {
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (error) {
      if (isApiError(error, 409))
        form.setFieldError('name', 'You already have a list with this name');
      else showFormError(form, error, 'Could not save the list');
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label="List name"
          maxLength={LIST_NAME_MAX_LENGTH}
          data-autofocus
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
