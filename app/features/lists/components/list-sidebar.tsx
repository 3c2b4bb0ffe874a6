import { ActionIcon, Badge, Button, Group, Menu, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconDots,
  IconHeart,
  IconList,
  IconPencil,
  IconPlus,
  IconSparkles,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { FAVORITES_LIST_NAME } from '@shared/constants/lists';
import type { ListSummary } from '@shared/schemas/lists';
import { formatExact } from '@app/lib/format';
import { notifySuccess } from '@app/lib/notify';
import { useCreateList } from '../api/create-list';
import { useRenameList } from '../api/rename-list';
import { DeleteListModal } from './delete-list-modal';
import { ListNameModal } from './list-name-modal';

/** Props of {@link ListSidebar}. */
export interface ListSidebarProps {
  lists: ListSummary[];
  /** Saved influencers across all lists. */
  savedCount: number;
  /** The list shown, or null for all saved influencers. */
  selected: string | null;
  onSelect: (listId: string | null) => void;
  /** Opens "Suggest influencers" for a list. */
  onSuggest: (list: ListSummary) => void;
}

/**
 * The lists of My Influencers: "All saved" and each list with its count; "New list"; per list,
 * rename, suggest influencers and delete (after a confirmation).
 */
export function ListSidebar({
  lists,
  savedCount,
  selected,
  onSelect,
  onSuggest,
}: ListSidebarProps) {
  const [creating, createModal] = useDisclosure(false);
  const [renaming, setRenaming] = useState<ListSummary | null>(null);
  const [deleting, setDeleting] = useState<ListSummary | null>(null);
  const createList = useCreateList();
  const renameList = useRenameList();

  return (
    <Stack gap={4} component="nav" aria-label="Lists">
      <NavLink
        label="All saved"
        leftSection={<IconList size={18} aria-hidden />}
        rightSection={<Badge variant="light">{formatExact(savedCount)}</Badge>}
        active={selected === null}
        onClick={() => onSelect(null)}
        aria-current={selected === null ? 'page' : undefined}
      />
      {lists.map((list) => (
        <Group key={list.id} gap={0} wrap="nowrap">
          <NavLink
            label={list.name}
            leftSection={
              list.name === FAVORITES_LIST_NAME ? (
                <IconHeart size={18} aria-hidden color="var(--mantine-color-red-6)" />
              ) : (
                <IconList size={18} aria-hidden />
              )
            }
            rightSection={<Badge variant="light">{formatExact(list.count)}</Badge>}
            active={selected === list.id}
            onClick={() => onSelect(list.id)}
            aria-current={selected === list.id ? 'page' : undefined}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${list.name}`}>
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconSparkles size={16} />} onClick={() => onSuggest(list)}>
                Suggest influencers
              </Menu.Item>
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setRenaming(list)}>
                Rename
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => setDeleting(list)}
              >
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      ))}
      {lists.length === 0 && (
        <Text size="sm" c="dimmed" px="sm">
          No lists yet. The heart on a card saves to Favorites.
        </Text>
      )}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        mt="xs"
        onClick={createModal.open}
      >
        New list
      </Button>

      <ListNameModal
        opened={creating}
        title="New list"
        submitLabel="Create list"
        onClose={createModal.close}
        onSubmit={async (name) => {
          const list = await createList.mutateAsync({ name });
          notifySuccess(`Created “${list.name}”.`);
          onSelect(list.id);
        }}
      />
      <ListNameModal
        opened={renaming !== null}
        title="Rename list"
        submitLabel="Rename"
        initialName={renaming?.name}
        onClose={() => setRenaming(null)}
        onSubmit={async (name) => {
          await renameList.mutateAsync({ id: renaming!.id, name });
          notifySuccess(`Renamed to “${name}”.`);
        }}
      />
      <DeleteListModal
        list={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(list) => {
          if (selected === list.id) onSelect(null);
        }}
      />
    </Stack>
  );
}
