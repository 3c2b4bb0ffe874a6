import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ListSummary } from '@shared/schemas/lists';
import { deleteNotified } from '@app/lib/notify';
import { useDeleteList } from '../api/delete-list';

/** Asks before deleting a list: its influencers stay saved in the other lists. */
export function DeleteListModal({
  list,
  onClose,
  onDeleted,
}: {
  /** The list to delete; null keeps the modal closed. */
  list: ListSummary | null;
  onClose: () => void;
  onDeleted: (list: ListSummary) => void;
}) {
  const deleteList = useDeleteList();
  const confirm = async () => {
    if (!list) return;
    if (!(await deleteNotified(() => deleteList.mutateAsync(list.id), list.name, 'list'))) return;
    onDeleted(list);
    onClose();
  };
  return (
    <Modal opened={list !== null} onClose={onClose} title="Delete list?" centered>
      <Stack gap="md">
        <Text>
          Delete “{list?.name}” with its {list?.count ?? 0} influencers? They stay in your other
          lists, and your notes are kept.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={deleteList.isPending} onClick={() => void confirm()}>
            Delete list
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
