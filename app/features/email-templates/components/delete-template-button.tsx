import { ActionIcon, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import type { EmailTemplate } from '@shared/schemas/email';
import { ConfirmModal } from '@app/components/ui/confirm-modal';
import { notifySuccess } from '@app/lib/notify';
import { useDeleteEmailTemplate } from '../api/delete-email-template';

/**
 * A bin button deleting one of the user's templates after a confirmation; campaigns already
 * written from it keep their copy of the content. A failure shows a notification.
 */
export function DeleteTemplateButton({ template }: { template: EmailTemplate }) {
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useDeleteEmailTemplate();
  const confirm = () =>
    remove.mutate(template.id, {
      onSuccess: () => notifySuccess(`“${template.name}” was deleted.`, 'Template deleted'),
      onSettled: close,
    });
  return (
    <>
      <Tooltip label="Delete">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${template.name}`}
          onClick={open}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <ConfirmModal
        opened={opened}
        onClose={close}
        title={`Delete “${template.name}”?`}
        confirmColor="red"
        confirmLabel="Delete"
        cancelLabel="Keep it"
        pending={remove.isPending}
        onConfirm={confirm}
      >
        The template is deleted for good
        {template.isPublic ? ' and leaves the public gallery' : ''}. Emails and campaigns already
        written from it keep their content.
      </ConfirmModal>
    </>
  );
}
