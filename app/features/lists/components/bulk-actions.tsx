import { Button, Group, Menu, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconPlaylistAdd, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ListSummary, SavedInfluencer } from '@shared/schemas/lists';
import { notifyError, notifySuccess } from '@app/lib/notify';
import { useCreateList } from '../api/create-list';
import { useUpdateListInfluencers } from '../api/update-list-influencers';
import { savedToCsv } from '../lib/saved-view';
import { ListNameModal } from './list-name-modal';
import { downloadText } from '@app/lib/download-text';

/** Props of {@link BulkActions}. */
export interface BulkActionsProps {
  /** The selected saved influencers. */
  selected: SavedInfluencer[];
  lists: ListSummary[];
  /** The list in view: "Remove" takes the selection out of it; null removes from every list. */
  currentList: ListSummary | null;
  onDone: () => void;
}

/** What to do with the selected influencers: add to a list (or a new one), remove, export CSV. */
export function BulkActions({ selected, lists, currentList, onDone }: BulkActionsProps) {
  const [creating, createModal] = useDisclosure(false);
  const update = useUpdateListInfluencers();
  const createList = useCreateList();
  const ids = selected.map((s) => s.card.id);
  const count = `${ids.length} ${ids.length === 1 ? 'influencer' : 'influencers'}`;

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notifySuccess(done);
      onDone();
    } catch (error) {
      notifyError(error, 'Could not update your lists');
    }
  };

  const remove = () =>
    run(
      async () => {
        const from = currentList ? [currentList] : lists;
        for (const list of from) {
          const inList = ids.filter((id) => list.influencers.includes(id));
          if (inList.length) await update.mutateAsync({ id: list.id, removeInfluencers: inList });
        }
      },
      `Removed ${count} from ${currentList ? `“${currentList.name}”` : 'all lists'}.`,
    );

  return (
    <Group gap="xs" role="toolbar" aria-label="Actions on the selected influencers">
      <Text size="sm" fw={600}>
        {count} selected
      </Text>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button size="xs" variant="light" leftSection={<IconPlaylistAdd size={16} />}>
            Add to list
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {lists.map((list) => (
            <Menu.Item
              key={list.id}
              onClick={() =>
                void run(
                  () => update.mutateAsync({ id: list.id, addInfluencers: ids }),
                  `Added ${count} to “${list.name}”.`,
                )
              }
            >
              {list.name}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item leftSection={<IconPlus size={16} />} onClick={createModal.open}>
            New list…
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} />}
        onClick={() => void remove()}
      >
        {currentList ? `Remove from “${currentList.name}”` : 'Remove from all lists'}
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconDownload size={16} />}
        onClick={() => downloadText('collabify-influencers.csv', savedToCsv(selected, lists))}
      >
        Export CSV
      </Button>
      <ListNameModal
        opened={creating}
        title="New list"
        submitLabel="Create list"
        onClose={createModal.close}
        onSubmit={async (name) => {
          await createList.mutateAsync({ name, influencers: ids });
          notifySuccess(`Created “${name}” with ${count}.`);
          onDone();
        }}
      />
    </Group>
  );
}
