import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Collaboration } from '@shared/schemas/collaborations';
import { showFormError } from '@app/lib/form-errors';
import { notifySuccess } from '@app/lib/notify';
import { useUpdateCollaboration } from '../api/update-collaboration';
import { TermsFields } from '../propose/components/terms-fields';
import {
  termsFormSchemas,
  termsFormValidate,
  termsFormValues,
  type TermsScope,
} from '../lib/terms-form';

/** Props of {@link TermsForm}. */
export interface TermsFormProps {
  collaboration: Collaboration;
  /** All terms (while proposed) or only the discount code and tracking link. */
  scope: TermsScope;
  onDone: () => void;
}

/**
 * The brand edits the terms (`PATCH /api/collaboration/{id}`): compensation, amount (typed in
 * units, sent in cents), currency, deliverables and deadline while proposed; the discount code
 * and tracking link until completed. The shared schema's and the server's field errors appear
 * under each field.
 */
export function TermsForm({ collaboration, scope, onDone }: TermsFormProps) {
  const update = useUpdateCollaboration();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: termsFormValues(collaboration),
    validate: termsFormValidate(scope),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: collaboration.id, ...termsFormSchemas[scope].parse(values) });
      notifySuccess('The terms were updated.');
      onDone();
    } catch (error) {
      showFormError(form, error, 'Could not save the terms');
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Edit terms">
      <Stack gap="sm">
        <TermsFields form={form} scope={scope} codeLocked={collaboration.sales !== null} />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save terms
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
